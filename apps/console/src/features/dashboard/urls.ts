import type { TSessionFilters } from '@parley/contract';
import { filterSearch } from '../../components/session-filters/filter-values';

/**
 * The dashboard lives at /admin/dashboard (administrators, across retailers or one picked in the
 * filters) and /retailers/{id}/dashboard; `retailerId` null is the first. Filters ride along.
 */
export const dashboardUrls = {
  dashboard: (retailerId: string | null, filters: TSessionFilters = {}) =>
    `${retailerId ? `/retailers/${retailerId}/dashboard` : '/admin/dashboard'}${filterSearch(filters)}`,
};
