import { describe, expect, it } from 'vitest';
import { formatAmount, formatCount, formatDuration, formatShare } from './stat-format';

describe('dashboard figures', () => {
  it('writes counts, shares and amounts in British English and the given currency', () => {
    expect(formatCount(12345)).toBe('12,345');
    expect(formatCount(null)).toBe('-');
    expect(formatShare(12.345)).toBe('12.3%');
    expect(formatAmount(1234.5, '£')).toBe('£1,234.50');
    expect(formatAmount(99, '€')).toBe('€99.00');
    expect(formatAmount(-12.3, '$')).toBe('-$12.30');
    // Across retailers the currencies are mixed: no symbol.
    expect(formatAmount(10, null)).toBe('10.00');
    expect(formatAmount(null, '£')).toBe('-');
  });

  it('writes durations in hours, minutes and seconds', () => {
    expect(formatDuration(42.4)).toBe('42s');
    expect(formatDuration(185)).toBe('3m 05s');
    expect(formatDuration(3720)).toBe('1h 02m');
    expect(formatDuration(undefined)).toBe('-');
  });
});
