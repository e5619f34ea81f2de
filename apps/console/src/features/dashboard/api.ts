import {
  ZAbTestStats,
  ZDashboardStats,
  ZSankeyStats,
  ZWalksStats,
  type EndpointInput,
  type TStatsFilters,
} from '@parley/contract';
import { statsEndpoints } from '@parley/contract/endpoints/stats';
import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApiQuery } from '../../lib/api-query';

/**
 * The dashboard's calls, all POST /stats with the filters (part 1 §7 Statistics): every section
 * in one 'stats' call, the uplift test ('abtest', administrators in a retailer's context) and the
 * administrators' 'walks' and 'sankey'. The filter panel's choices come from the sessions feature.
 */

export const dashboardKeys = {
  all: ['stats', 'dashboard'] as const,
  sections: (filters: TStatsFilters) => [...dashboardKeys.all, 'sections', filters] as const,
  abTest: (filters: TStatsFilters) => [...dashboardKeys.all, 'abtest', filters] as const,
  walks: (filters: TStatsFilters) => [...dashboardKeys.all, 'walks', filters] as const,
  sankey: (filters: TStatsFilters) => [...dashboardKeys.all, 'sankey', filters] as const,
};

type StatsRequest = EndpointInput<typeof statsEndpoints.runStats>['body'];

/**
 * One stats action for the filters. POST /stats answers the shape of the action asked for: that
 * action's schema picks it out.
 */
function useStats<T>(
  queryKey: QueryKey,
  body: StatsRequest,
  schema: z.ZodType<T>,
  enabled: boolean,
) {
  return useApiQuery(
    queryKey,
    async (api) => schema.parse(await api.call(statsEndpoints.runStats, { body })),
    { enabled },
  );
}

/** Every section of the dashboard for the filters, in one call. */
export const useDashboardStats = (filters: TStatsFilters, enabled = true) =>
  useStats(
    dashboardKeys.sections(filters),
    { action: 'stats', section: 'all', ...filters },
    ZDashboardStats,
    enabled,
  );

/** The retailer's uplift A/B test (the server uses the test's own period, not the range). */
export const useAbTestStats = (filters: TStatsFilters, enabled: boolean) =>
  useStats(dashboardKeys.abTest(filters), { action: 'abtest', ...filters }, ZAbTestStats, enabled);

/** Walkaway Hits and the zone grid (administrators). */
export const useWalksStats = (filters: TStatsFilters, enabled: boolean) =>
  useStats(dashboardKeys.walks(filters), { action: 'walks', ...filters }, ZWalksStats, enabled);

/** The negotiation flow as a sankey chart (administrators). */
export const useSankeyStats = (filters: TStatsFilters, enabled: boolean) =>
  useStats(dashboardKeys.sankey(filters), { action: 'sankey', ...filters }, ZSankeyStats, enabled);
