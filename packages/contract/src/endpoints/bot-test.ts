import { ZBotTestResponse, ZBotTestSessionRequest, ZBotTestSessionResponse } from '../bot-test';
import { endpoint } from '../endpoint';
import { ZPurchaseRequest, ZPurchaseResponse } from '../widget';

const tags = ['bot tester'];
const refusals = [400, 401, 403, 404, 422] as const;

/** The Bot Tester (part 1 §7): administrators only, on the internal Bot Tester store. */
export const botTestEndpoints = {
  findBotTest: endpoint({
    method: 'GET',
    path: '/bot_test',
    tags,
    summary: 'Read the Bot Tester\u2019s form',
    description:
      'Administrators only. The form\u2019s defaults and choices, and the Bot Tester store\u2019s widget script, API and public key, which the console\u2019s embedded widget uses to continue a test.',
    response: ZBotTestResponse,
    refusals,
  }),
  startBotTest: endpoint({
    method: 'POST',
    path: '/bot_test',
    tags,
    summary: 'Start a test negotiation',
    description:
      'Administrators only. Opens a negotiation on the Bot Tester store under the given terms, as a new shopper each time; the widget then continues it with the store\u2019s key. 422 when the store\u2019s plan has no negotiations left.',
    body: ZBotTestSessionRequest,
    response: ZBotTestSessionResponse,
    refusals,
  }),
  recordBotTestPurchase: endpoint({
    method: 'POST',
    path: '/bot_test/purchase',
    tags,
    summary: 'Mark a test deal as purchased',
    description:
      'Administrators only. Records the purchase of a test negotiation\u2019s deal, as a store would for a shopper\u2019s: 404 for a negotiation not of that store, 422 when it has nothing to buy or was bought under another order.',
    body: ZPurchaseRequest,
    response: ZPurchaseResponse,
    refusals,
  }),
};
