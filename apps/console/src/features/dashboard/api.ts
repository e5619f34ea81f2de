import {
  ZAbTestStats,
  ZDashboardStats,
  ZSankeyStats,
  ZWalksStats,
  endpoints,
  type EndpointInput,
  type TStatsFilters,
} from '@parley/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../../lib/api';
import { useApi } from '../../lib/app-context';

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

type StatsRequest = EndpointInput<typeof endpoints.stats.runStats>['body'];

/** POST /stats answers the shape of the action asked for: that action's schema picks it out. */
async function stats<T>(api: ApiClient, body: StatsRequest, schema: z.ZodType<T>): Promise<T> {
  return schema.parse(await api.call(endpoints.stats.runStats, { body }));
}

/** Every section of the dashboard for the filters, in one call. */
export function useDashboardStats(filters: TStatsFilters, enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: dashboardKeys.sections(filters),
    queryFn: () => stats(api, { action: 'stats', section: 'all', ...filters }, ZDashboardStats),
    enabled,
  });
}

/** The retailer's uplift A/B test (the server uses the test's own period, not the range). */
export function useAbTestStats(filters: TStatsFilters, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: dashboardKeys.abTest(filters),
    queryFn: () => stats(api, { action: 'abtest', ...filters }, ZAbTestStats),
    enabled,
  });
}

/** Walkaway Hits and the zone grid (administrators). */
export function useWalksStats(filters: TStatsFilters, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: dashboardKeys.walks(filters),
    queryFn: () => stats(api, { action: 'walks', ...filters }, ZWalksStats),
    enabled,
  });
}

/** The negotiation flow as a sankey chart (administrators). */
export function useSankeyStats(filters: TStatsFilters, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: dashboardKeys.sankey(filters),
    queryFn: () => stats(api, { action: 'sankey', ...filters }, ZSankeyStats),
    enabled,
  });
}
