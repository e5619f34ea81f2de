import { describe, expect, it } from 'vitest';
import { displayDay, parseEnteredDay, shortDay } from './day-format';

describe('the page’s days', () => {
  it('writes ISO days as DD/MM/YYYY, and as DD/MM on an axis', () => {
    expect(displayDay('2026-01-05')).toBe('05/01/2026');
    expect(shortDay('2026-12-31')).toBe('31/12');
  });

  it('reads a typed DD/MM/YYYY day of the calendar, and nothing else', () => {
    expect(parseEnteredDay('29/02/2028')).toBe('2028-02-29');
    expect(parseEnteredDay(' 1/2/2026 ')).toBe('2026-02-01');
    for (const typed of ['29/02/2026', '00/01/2026', '01/13/2026', '2026-01-01', '1/1/26', '']) {
      expect(parseEnteredDay(typed), typed).toBeNull();
    }
  });
});
