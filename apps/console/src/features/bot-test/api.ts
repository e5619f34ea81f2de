import { type TBotTestSessionRequest, type TPurchaseRequest } from '@parley/contract';
import { botTestEndpoints } from '@parley/contract/endpoints/bot-test';
import { useApiMutation } from '../../lib/api-mutation';
import { useApiQuery } from '../../lib/api-query';

/** The Bot Tester (part 1 §7): its form's options, a test negotiation, and its purchase. */

export const botTestKeys = {
  all: ['bot_test'] as const,
  options: () => [...botTestKeys.all, 'options'] as const,
};

/** GET /bot_test: the form's defaults and choices, and where the shopper widget lives. */
export function useBotTest() {
  return useApiQuery(botTestKeys.options(), (api) => api.call(botTestEndpoints.findBotTest));
}

/** POST /bot_test: a new negotiation on the tester's store, for the widget to continue. */
export function useStartBotTest() {
  return useApiMutation((api, body: TBotTestSessionRequest) =>
    api.call(botTestEndpoints.startBotTest, { body }),
  );
}

/** POST /bot_test/purchase: Mark as Purchased on the test's deal. */
export function useRecordBotTestPurchase() {
  return useApiMutation((api, body: TPurchaseRequest) =>
    api.call(botTestEndpoints.recordBotTestPurchase, { body }),
  );
}
