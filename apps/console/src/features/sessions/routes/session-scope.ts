import type { TSessionFilters } from '@parley/contract';
import { useParams } from 'react-router';
import {
  withAdminDataQuality,
  withFilter,
} from '../../../components/session-filters/filter-values';
import { useSessionFilterParams } from '../../../components/session-filters/use-session-filter-params';
import { useAccount } from '../../account';
import { hasRetailerFeature, useRetailer } from '../../retailers';

/** What a store with limited data is shown: only the sessions with an offer to decide on. */
const LIMITED_DATA_STATUS = 'user_offer_available';

/**
 * Whose sessions the list and a session's screen show: across retailers (administrators) or one
 * retailer's (its id in the route), and the list's filters as they apply there. The list passes
 * `withListDefaults` so an administrator across retailers starts at data quality '3'; a session's
 * screen keeps the filters it was opened with.
 */
export function useSessionScope({ withListDefaults = false } = {}) {
  const { retailerId: routeRetailerId } = useParams();
  const retailerId = routeRetailerId ?? null;
  const { data: account } = useAccount();
  const retailer = useRetailer(retailerId);
  const isAdmin = account?.is_admin ?? false;
  // The screens wait for the retailer: its features decide the naming and the status filter.
  const known = account !== undefined && (retailerId === null || !retailer.isPending);
  const limitedData = !isAdmin && hasRetailerFeature(retailer.data, 'limited_data');
  const acrossRetailers = isAdmin && retailerId === null;
  const [filters, setFilters] = useSessionFilterParams(
    withListDefaults && acrossRetailers ? withAdminDataQuality : undefined,
    known,
  );
  // In a retailer's context the retailer filter has no say; limited data forces the status.
  let scoped: TSessionFilters = retailerId ? withFilter(filters, 'retailerId', null) : filters;
  if (limitedData) scoped = { ...scoped, summaryStatus: LIMITED_DATA_STATUS };
  return { retailerId, retailer, isAdmin, known, limitedData, filters, setFilters, scoped };
}
