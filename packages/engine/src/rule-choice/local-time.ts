import { DEFAULT_TIMEZONE, type TRecurringDay } from '@parley/contract';

export type Weekday = Exclude<TRecurringDay, 'working' | 'weekend'>;

export interface LocalTime {
  weekday: Weekday;
  /** 0–23. */
  hour: number;
}

const WEEKDAYS: Record<string, Weekday> = {
  Mon: 'mon',
  Tue: 'tue',
  Wed: 'wed',
  Thu: 'thu',
  Fri: 'fri',
  Sat: 'sat',
  Sun: 'sun',
};

// Building a DateTimeFormat is costly and its result depends only on the zone: keep one per zone.
const formats = new Map<string, Intl.DateTimeFormat>();

const formatFor = (timezone: string): Intl.DateTimeFormat => {
  let format = formats.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      weekday: 'short',
      hour: 'numeric',
      hourCycle: 'h23',
    });
    formats.set(timezone, format);
  }
  return format;
};

const isKnownZone = (timezone: string): boolean => {
  try {
    formatFor(timezone);
    return true;
  } catch {
    return false;
  }
};

/** The weekday and hour at `now` in the IANA zone; an unknown zone counts as UTC. */
export const localTimeOf = (now: Date | number, timezone: string = DEFAULT_TIMEZONE): LocalTime => {
  const zone = isKnownZone(timezone) ? timezone : DEFAULT_TIMEZONE;
  const parts = formatFor(zone).formatToParts(typeof now === 'number' ? new Date(now) : now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return { weekday: WEEKDAYS[part('weekday') ?? 'Mon'] ?? 'mon', hour: Number(part('hour')) % 24 };
};
