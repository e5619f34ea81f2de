import type { TSessionFilters } from '@parley/contract';
import {
  withAdminDataQuality,
  withFilter,
  withTimeRange,
} from '../../components/session-filters/filter-values';

/** The dashboard's filters: its defaults (part 1 §4, §6, §9) and what reaches the server. */

export const DASHBOARD_DEFAULT_RANGE = '7d';

const hasTimeFilter = (filters: TSessionFilters) =>
  Boolean(filters.timeRange || filters.startDate || filters.endDate);

/**
 * The filters in force: the URL's, with the defaults for what it leaves out. The time range is one
 * unit (a URL with only an end date is a custom range, not the last 7 days up to that date): with
 * none, the last 7 days with start and end set in the retailer's timezone. An administrator across
 * retailers starts at data quality '3'.
 */
export function withDashboardDefaults(
  fromUrl: TSessionFilters,
  {
    timezone,
    acrossRetailers,
    now = new Date(),
  }: {
    timezone: string;
    acrossRetailers: boolean;
    now?: Date;
  },
): TSessionFilters {
  const filters = hasTimeFilter(fromUrl)
    ? fromUrl
    : withTimeRange(fromUrl, DASHBOARD_DEFAULT_RANGE, timezone, now);
  return acrossRetailers ? withAdminDataQuality(filters) : filters;
}

/**
 * The filters sent with each stats call. In a retailer's context the path decides the retailer;
 * limited-data retailers have no status filter (they see recoverable sessions only).
 */
export function scopedFilters(
  filters: TSessionFilters,
  { routeRetailerId, limitedData }: { routeRetailerId: string | null; limitedData: boolean },
): TSessionFilters {
  let scoped = routeRetailerId ? withFilter(filters, 'retailerId', null) : filters;
  if (limitedData) scoped = withFilter(scoped, 'summaryStatus', null);
  return scoped;
}
