import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { DEFAULT_TIMEZONE, HOURLY_TIMES } from '@parley/contract';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The rule editor's date range is edited as a date and an hour in the retailer's timezone and
 * sent as UTC instants; recurring times are hours of the local day (part 2 §3, §4, §9).
 */

/** The value of the recurring end-time choice 'End of day', sent as no end time. */
export const END_OF_DAY = 'end_of_day';

/** '13:00' → '01:00 PM' (times are hourly, 12:00 AM to 11:00 PM). */
export const hourLabel = (time: string) => dayjs(`2000-01-01T${time}`).format('hh:mm A');

export const HOUR_OPTIONS = HOURLY_TIMES.map((time) => ({ value: time, label: hourLabel(time) }));
export const END_HOUR_OPTIONS = [...HOUR_OPTIONS, { value: END_OF_DAY, label: 'End of day' }];

const safeZone = (zone: string) => {
  try {
    dayjs().tz(zone);
    return zone;
  } catch {
    // An unknown zone name from the server: UTC rather than a broken editor.
    return DEFAULT_TIMEZONE;
  }
};

/** A local date ('YYYY-MM-DD') and hour ('HH:00') in `zone` as a UTC ISO instant. */
export function toUtcInstant(date: string | null, time: string | null, zone: string) {
  if (!date || !time) return null;
  const local = dayjs.tz(`${date}T${time}`, safeZone(zone));
  return local.isValid() ? local.toISOString() : null;
}

/** A UTC instant as the date and hour shown in `zone`; minutes are dropped (times are hourly). */
export function fromUtcInstant(instant: string | null, zone: string) {
  if (!instant) return { date: null, time: null };
  const local = dayjs(instant).tz(safeZone(zone));
  if (!local.isValid()) return { date: null, time: null };
  return { date: local.format('YYYY-MM-DD'), time: local.format('HH:00') };
}
