import type { TSessionFilters } from '@parley/contract';
import { filterSearch } from '../../components/session-filters/filter-values';

/**
 * Sessions live at /sessions (administrators, across retailers) and /retailers/{id}/sessions;
 * `retailerId` null is the first. Links between the list and the detail keep the filters, which
 * also decide the detail's previous and next sessions.
 */
const base = (retailerId: string | null) =>
  retailerId ? `/retailers/${retailerId}/sessions` : '/sessions';

export const sessionUrls = {
  list: (retailerId: string | null, filters: TSessionFilters = {}) =>
    `${base(retailerId)}${filterSearch(filters)}`,
  detail: (retailerId: string | null, sessionId: string, filters: TSessionFilters = {}) =>
    `${base(retailerId)}/${encodeURIComponent(sessionId)}${filterSearch(filters)}`,
};
