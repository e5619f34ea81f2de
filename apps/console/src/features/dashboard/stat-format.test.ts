import { describe, expect, it } from 'vitest';
import { formatCount, formatDuration, formatShare } from './stat-format';

describe('dashboard figures', () => {
  it('writes counts and shares in British English', () => {
    expect(formatCount(12345)).toBe('12,345');
    expect(formatCount(null)).toBe('-');
    expect(formatShare(12.345)).toBe('12.3%');
  });

  it('writes durations in hours, minutes and seconds', () => {
    expect(formatDuration(42.4)).toBe('42s');
    expect(formatDuration(185)).toBe('3m 05s');
    expect(formatDuration(3720)).toBe('1h 02m');
    expect(formatDuration(undefined)).toBe('-');
  });
});
