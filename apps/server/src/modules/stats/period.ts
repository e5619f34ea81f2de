import { timeRangeDays, type TSessionFilters } from '@parley/contract';
import { addDays, dayNumber, todayIn } from '../../lib/days';

/** The dashboard's default time range (part 1 §4, §9). */
export const DEFAULT_RANGE_DAYS = 7;

/**
 * The days a dashboard covers, in the scope's timezone: `start` null is all time. The previous
 * period is the one of equal length just before it (part 1 §3 Stat change); none for all time.
 */
export interface StatsPeriod {
  start: string | null;
  end: string;
  previous: { start: string; end: string } | null;
  timezone: string;
}

/**
 * Part 1 §4 Time range: 'all' has no limit; sent dates win; a preset 'Nd' is the N days ending
 * today; nothing at all is the dashboard's default of 7 days; 'custom' with no dates is no limit.
 */
export function resolvePeriod(filters: TSessionFilters, timezone: string, now: Date): StatsPeriod {
  const today = todayIn(timezone, now);
  let start: string | null = null;
  let end = today;
  if (filters.timeRange !== 'all') {
    if (filters.startDate || filters.endDate) {
      start = filters.startDate ?? null;
      end = filters.endDate ?? today;
    } else if (filters.timeRange !== 'custom') {
      const days = filters.timeRange ? timeRangeDays(filters.timeRange) : DEFAULT_RANGE_DAYS;
      start = addDays(today, -((days ?? DEFAULT_RANGE_DAYS) - 1));
    }
  }
  if (start === null || start > end) return { start, end, previous: null, timezone };
  const length = dayNumber(end) - dayNumber(start) + 1;
  const previousEnd = addDays(start, -1);
  return {
    start,
    end,
    previous: { start: addDays(previousEnd, -(length - 1)), end: previousEnd },
    timezone,
  };
}

/** The filters restricted to exactly these days (the shared filter builder reads the dates). */
export function filtersFor(
  filters: TSessionFilters,
  days: { start: string | null; end: string | null },
): TSessionFilters {
  if (days.start === null && days.end === null) {
    return { ...filters, timeRange: 'all', startDate: undefined, endDate: undefined };
  }
  return {
    ...filters,
    timeRange: 'custom',
    startDate: days.start ?? undefined,
    endDate: days.end ?? undefined,
  };
}
