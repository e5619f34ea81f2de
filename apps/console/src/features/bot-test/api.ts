import { endpoints, type TBotTestSessionRequest, type TPurchaseRequest } from '@parley/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api';
import { useApiMutation } from '../../lib/api-mutation';
import { useApi } from '../../lib/app-context';

/** The Bot Tester (part 1 §7): its form's options, a test negotiation, and its purchase. */

export const botTestKeys = {
  all: ['bot_test'] as const,
  options: () => [...botTestKeys.all, 'options'] as const,
};

/** GET /bot_test: the form's defaults and choices, and where the shopper widget lives. */
export const botTestQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: botTestKeys.options(),
    queryFn: () => api.call(endpoints.botTest.findBotTest),
  });

export function useBotTest() {
  return useQuery(botTestQuery(useApi()));
}

/** POST /bot_test: a new negotiation on the tester's store, for the widget to continue. */
export function useStartBotTest() {
  return useApiMutation((api, body: TBotTestSessionRequest) =>
    api.call(endpoints.botTest.startBotTest, { body }),
  );
}

/** POST /bot_test/purchase: Mark as Purchased on the test's deal. */
export function useRecordBotTestPurchase() {
  return useApiMutation((api, body: TPurchaseRequest) =>
    api.call(endpoints.botTest.recordBotTestPurchase, { body }),
  );
}
