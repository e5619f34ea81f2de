/**
 * The page's days as people read and type them (DD/MM/YYYY, as everywhere in the console); its
 * URLs and data keep ISO days (YYYY-MM-DD).
 */

/** 2026-01-31 as 31/01/2026. */
export const displayDay = (isoDay: string) => {
  const [year, month, day] = isoDay.split('-');
  return `${day}/${month}/${year}`;
};

/** 2026-01-31 as 31/01, for an axis that names its year elsewhere. */
export const shortDay = (isoDay: string) => displayDay(isoDay).slice(0, 5);

/** What a date field accepts before the day is checked: the day and month may drop their 0. */
export const ENTERED_DAY_PATTERN = '\\s*\\d{1,2}/\\d{1,2}/\\d{4}\\s*';
const ENTERED_DAY = new RegExp(`^${ENTERED_DAY_PATTERN}$`);

/** The ISO day of a DD/MM/YYYY entry, or null when it is not a day of the calendar (31/02). */
export function parseEnteredDay(text: string): string | null {
  if (!ENTERED_DAY.test(text)) return null;
  const [day, month, year] = text.trim().split('/').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date.toISOString().slice(0, 10) : null;
}
