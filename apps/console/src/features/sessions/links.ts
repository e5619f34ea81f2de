import type { TSessionFilters } from '@parley/contract';
import { link, RETAILER_PATH } from '../../app/route-kit';
import { filterSearch } from '../../components/session-filters/filter-values';

export const SESSIONS_PATHS = {
  admin: { list: '/sessions', item: '/sessions/:itemId' },
  retailer: { list: `${RETAILER_PATH}/sessions`, item: `${RETAILER_PATH}/sessions/:itemId` },
} as const;

const adminList = link(SESSIONS_PATHS.admin.list);
const adminItem = link(SESSIONS_PATHS.admin.item);
const retailerList = link(SESSIONS_PATHS.retailer.list);
const retailerItem = link(SESSIONS_PATHS.retailer.item);

const listPath = (retailerId: string | null) =>
  retailerId ? retailerList({ retailerId }) : adminList();
const itemPath = (retailerId: string | null, itemId: string) =>
  retailerId ? retailerItem({ retailerId, itemId }) : adminItem({ itemId });

/**
 * Sessions live at /sessions (administrators, across retailers) and /retailers/{id}/sessions;
 * `retailerId` null is the first. Links between the list and the detail keep the filters, which
 * also decide the detail's previous and next sessions.
 */
export const sessionsLinks = {
  list: ({ retailerId }: { retailerId: string | null }, filters: TSessionFilters = {}) =>
    `${listPath(retailerId)}${filterSearch(filters)}`,
  item: (
    { retailerId, sessionId }: { retailerId: string | null; sessionId: string },
    filters: TSessionFilters = {},
  ) => `${itemPath(retailerId, sessionId)}${filterSearch(filters)}`,
};
