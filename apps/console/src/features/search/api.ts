import { type TSearchSortOrder } from '@parley/contract';
import { sessionEndpoints } from '@parley/contract/endpoints/sessions';
import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from '../../lib/api-query';

/** Message search across retailers (administrators): GET /admin/search. */

export interface MessageSearchParams {
  sortOrder: TSearchSortOrder;
  retailerId?: string;
  userMessage?: string;
  botMessage?: string;
  feedbackOnly?: 'true';
  offset: number;
}

export const searchKeys = {
  all: ['admin', 'search'] as const,
  messages: (params: MessageSearchParams) => [...searchKeys.all, params] as const,
};

/** One page of 20 matches; the page stays on screen while the next search runs. */
export function useMessageSearch(params: MessageSearchParams) {
  return useApiQuery(
    searchKeys.messages(params),
    (api) => api.call(sessionEndpoints.searchMessages, { query: params }),
    { placeholderData: keepPreviousData },
  );
}
