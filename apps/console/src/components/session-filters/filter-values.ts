import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import {
  ADMIN_DEFAULT_DATA_QUALITY,
  SESSION_FILTER_KEYS,
  ZSessionFilters,
  timeRangeDays,
  type TSessionFilters,
  type TTimeRange,
} from '@parley/contract';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The filter set as query-string values and back, and the time range rules of part 1 §4. */

const DATE_FORMAT = 'YYYY-MM-DD';

/** The filters a query string holds; a value the contract refuses is dropped, not an error. */
export function filtersFromParams(params: URLSearchParams): TSessionFilters {
  const valid = SESSION_FILTER_KEYS.flatMap((key) => {
    const value = params.get(key);
    const parsed = ZSessionFilters.shape[key].safeParse(value || undefined);
    return parsed.success && parsed.data !== undefined ? [[key, parsed.data] as const] : [];
  });
  // Every value passed its own field's schema: the whole set passes too.
  return ZSessionFilters.parse(Object.fromEntries(valid));
}

/** `params` with the filter keys replaced by `filters`' values (other parameters kept). */
export function withFilterParams(params: URLSearchParams, filters: TSessionFilters) {
  const next = new URLSearchParams(params);
  for (const key of SESSION_FILTER_KEYS) {
    const value = filters[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** The filters alone as a query string ('' when none), for links that keep them. */
export const filterSearch = (filters: TSessionFilters) => {
  const search = withFilterParams(new URLSearchParams(), filters).toString();
  return search ? `?${search}` : '';
};

/** How many filters are set, for the collapsed panel's summary. */
export const activeFilterCount = (filters: TSessionFilters) =>
  SESSION_FILTER_KEYS.filter((key) => Boolean(filters[key])).length;

const dropUndefined = (filters: TSessionFilters): TSessionFilters =>
  Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  );

/**
 * A new time range: 'all' clears the dates; 'Nd' sets the start N-1 days ago and the end today,
 * in the retailer's timezone; 'custom' keeps the dates as they are.
 */
export function withTimeRange(
  filters: TSessionFilters,
  range: TTimeRange,
  zone: string,
  now: Date = new Date(),
): TSessionFilters {
  if (range === 'all') {
    return dropUndefined({
      ...filters,
      timeRange: range,
      startDate: undefined,
      endDate: undefined,
    });
  }
  const days = timeRangeDays(range);
  if (days === null) return { ...filters, timeRange: range };
  const today = dayjs(now).tz(zone);
  return {
    ...filters,
    timeRange: range,
    startDate: today.subtract(days - 1, 'day').format(DATE_FORMAT),
    endDate: today.format(DATE_FORMAT),
  };
}

/** A start or end date edited or cleared: the range becomes 'custom'. */
export function withDate(
  filters: TSessionFilters,
  field: 'startDate' | 'endDate',
  date: string | null,
): TSessionFilters {
  return dropUndefined({ ...filters, timeRange: 'custom', [field]: date ?? undefined });
}

/** One filter changed (null or '' clears it). */
export function withFilter<K extends keyof TSessionFilters>(
  filters: TSessionFilters,
  key: K,
  value: TSessionFilters[K] | null,
): TSessionFilters {
  return dropUndefined({ ...filters, [key]: value ?? undefined });
}

/** Part 1 §6: an administrator across retailers starts at data quality '3' (dashboard and list). */
export const withAdminDataQuality = (filters: TSessionFilters): TSessionFilters =>
  filters.dataQuality ? filters : { ...filters, dataQuality: ADMIN_DEFAULT_DATA_QUALITY };
