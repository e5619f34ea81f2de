import { DEFAULT_TIMEZONE, type TSessionFilters, type TStatsFilters } from '@parley/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { filtersFromParams } from '../../../../components/session-filters/filter-values';
import { useSessionFilterParams } from '../../../../components/session-filters/use-session-filter-params';
import { refusalMessage } from '../../../../lib/api-error';
import { useAccount } from '../../../account';
import { useRetailer } from '../../../retailers';
import { hasRetailerFeature } from '../../../retailers';
import { useRules } from '../../../rules';
import { useFilterOptions } from '../../../sessions';
import { sessionsLinks } from '../../../sessions';
import { useAbTestStats, useDashboardStats, useSankeyStats, useWalksStats } from '../../api';
import type { Loadable } from '../../components/PanelCard';
import { scopedFilters, withDashboardDefaults } from '../../dashboard-filters';
import { DashboardPage } from './DashboardPage';

const loadable = <T,>(query: UseQueryResult<T>): Loadable<T> => ({
  data: query.data,
  error: query.isError ? refusalMessage(query.error) : null,
});

/**
 * The dashboard, across retailers (/admin/dashboard) or for one retailer
 * (/retailers/{id}/dashboard). The filters live in the query string; the figures come from one
 * stats call, plus the uplift test and the analytics for administrators.
 */
export default function DashboardRoute() {
  const { retailerId: routeRetailerId } = useParams();
  const pathRetailerId = routeRetailerId ?? null;
  const { data: user } = useAccount();
  const isAdmin = user?.is_admin ?? false;
  // The retailer an administrator picked is a filter: read it before the defaults, which need
  // that retailer's timezone.
  const [params] = useSearchParams();
  const pickedRetailerId = filtersFromParams(params).retailerId ?? null;
  // The figures are one retailer's in its path, or the one an administrator picked in the filters.
  const retailerId = pathRetailerId ?? (isAdmin ? pickedRetailerId : null);
  const retailer = useRetailer(retailerId);
  const timezone = retailer.data?.timezone_code ?? DEFAULT_TIMEZONE;
  const limitedData = !isAdmin && hasRetailerFeature(retailer.data, 'limited_data');
  // The defaults need the retailer's timezone and the viewer: wait for both before asking.
  const known = user !== undefined && (retailerId === null || !retailer.isPending);

  const acrossRetailers = isAdmin && retailerId === null;
  const withDefaults = useCallback(
    (fromUrl: TSessionFilters) => withDashboardDefaults(fromUrl, { timezone, acrossRetailers }),
    [timezone, acrossRetailers],
  );
  // Part 1 §4: the default 7 days (and data quality '3' across retailers) go into the URL once
  // known, so the URL shows the filters in force; a change is a history entry Back undoes.
  const [filters, setFilters] = useSessionFilterParams(withDefaults, known);
  const request: TStatsFilters = {
    ...scopedFilters(filters, { routeRetailerId: pathRetailerId, limitedData }),
    navRetailerId: pathRetailerId ?? undefined,
  };

  const stats = useDashboardStats(request, known);
  const abTest = useAbTestStats(request, known && isAdmin && retailerId !== null);
  const walks = useWalksStats(request, known && isAdmin);
  const sankey = useSankeyStats(request, known && isAdmin);
  const rules = useRules({ context: 'ruleset', retailerId }, retailerId !== null);
  const options = useFilterOptions(retailerId);

  return (
    <DashboardPage
      title={pathRetailerId ? 'Dashboard' : 'Admin Dashboard'}
      filters={{
        values: filters,
        onChange: setFilters,
        options: options.data,
        timezone,
        advanced: isAdmin,
        showRetailer: isAdmin && pathRetailerId === null,
        showStatus: !limitedData,
      }}
      isAdmin={isAdmin}
      retailerId={retailerId}
      timezone={timezone}
      stats={loadable(stats)}
      rules={loadable(rules)}
      abTest={isAdmin && retailerId !== null ? loadable(abTest) : null}
      walks={isAdmin ? loadable(walks) : null}
      sankey={isAdmin ? loadable(sankey) : null}
      sessionHref={(sessionId) => sessionsLinks.item({ retailerId: pathRetailerId, sessionId })}
    />
  );
}
