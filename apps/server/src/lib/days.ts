/** Calendar dates as YYYY-MM-DD strings, counted in whole days. */
/** A day's milliseconds: a UTC day (calendar days elsewhere keep their zone's length). */
export const DAY_MS = 86_400_000;

/** The date's day number since 1970-01-01. */
export const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
/** The date of a day number. */
export const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** YYYY-MM-DD moved by a number of days. */
export const addDays = (date: string, days: number) => dateOf(dayNumber(date) + days);

/** Every date from start to end, both included. */
export function datesBetween(start: string, end: string): string[] {
  const dates: string[] = [];
  for (let day = dayNumber(start); day <= dayNumber(end); day++) dates.push(dateOf(day));
  return dates;
}

/** Today's date in the zone. */
export function todayIn(timezone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
