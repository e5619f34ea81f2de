import { type THandoffRequest } from '@parley/contract';
import { authEndpoints } from '@parley/contract/endpoints/auth';
import { useApiQuery } from '../../lib/api-query';

/** The New dashboard: a page the server renders, opened in a frame through a handoff URL. */

export const newDashboardKeys = {
  all: ['newdashboard'] as const,
  /** One retailer's view, or all retailers' ('all') for an administrator. */
  frame: (retailerId: string | null) =>
    [...newDashboardKeys.all, 'frame', retailerId ?? 'all'] as const,
};

/**
 * POST /auth/handoff for the New dashboard. The URL opens once, within a minute, so it is
 * never reused: nothing is kept once the screen closes, and nothing asks again while it is open
 * (the page keeps its own session from then on).
 */
export function useNewDashboardHandoff(retailerId: string | null) {
  const body: THandoffRequest = {
    destination: 'newdashboard',
    ...(retailerId ? { retailer_id: retailerId } : {}),
  };
  return useApiQuery(
    newDashboardKeys.frame(retailerId),
    (api) => api.call(authEndpoints.createHandoff, { body }),
    {
      gcTime: 0,
      staleTime: Infinity,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
  );
}
