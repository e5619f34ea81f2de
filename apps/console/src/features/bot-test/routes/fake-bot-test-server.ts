import {
  API_BASE_PATH,
  WIDGET_API_PATH,
  ZBotTestSessionRequest,
  endpoints,
  ZPurchaseRequest,
  type TBotTestResponse,
} from '@parley/contract';
import { defaultHyperParameters } from '@parley/engine';
import { json, schemaRefusal, type FakeServer } from '../../../../test/fake-server';

/** The Bot Tester's three calls, answering contract-shaped data as the server does. */

export const PARLEY_ID = '30000000-0000-4000-8000-0000000000ab';
export const WIDGET_SCRIPT = 'http://localhost:3000/widget.js';

/** The engine's defaults, as the server offers them (c_exponential's are the baseline's). */
export const BASELINE = defaultHyperParameters('a_baseline');
export const TIT_FOR_TAT = defaultHyperParameters('b_tit_for_tat');

/** GET /bot_test as the server answers it: part 1 §9 defaults, a store speaking four languages. */
export function botTestOptions(overrides: Partial<TBotTestResponse> = {}): TBotTestResponse {
  return {
    widget_urls: {
      script: WIDGET_SCRIPT,
      api: `http://localhost:3000${API_BASE_PATH}${WIDGET_API_PATH}`,
    },
    api_key: 'pk_bot_tester_0123456789',
    api_version: 'v1',
    language: 'en-GB',
    negotiation_type: 'product',
    negotiation_direction: 'down',
    product_id: 'BOT-TEST-PRODUCT',
    product_price: 100,
    objective: 'increase_conversion',
    walkaway_price: 84,
    available_contract_profiles: [
      {
        offering: { contract_name: 'Fibre broadband, 24 months' },
        initial_bot_offer: 45,
        rag: { green: 45, amber: 40, red: 36 },
      },
      {
        offering: { contract_name: 'Van lease, 36 months' },
        initial_bot_offer: 389,
        rag: { green: 389, amber: 360, red: 340 },
        feature_settings: [{ feature: 'b_tit_for_tat', hyper_parameters: TIT_FOR_TAT }],
      },
      {
        offering: { contract_name: 'Phone trade-in (buyback)' },
        initial_bot_offer: 200,
        rag: { green: 200, amber: 230, red: 250 },
      },
    ],
    available_features: [
      { code: 'a_baseline', default_hyper_parameters: BASELINE },
      { code: 'b_tit_for_tat', default_hyper_parameters: TIT_FOR_TAT },
      { code: 'c_exponential', default_hyper_parameters: BASELINE },
      { code: 'ask_quantity_first', default_hyper_parameters: null },
      { code: 'free_shipping', default_hyper_parameters: null },
    ],
    available_languages: [
      { code: 'en-GB', name: 'English (UK)' },
      { code: 'fr', name: 'Français' },
      { code: 'de', name: 'Deutsch' },
      { code: 'es', name: 'Español' },
    ],
    ...overrides,
  };
}

/**
 * Serves GET /bot_test, POST /bot_test (checked with the contract, answering PARLEY_ID) and POST
 * /bot_test/purchase (checked with the contract, answering the purchase as sold).
 */
export function serveBotTest(server: FakeServer, options: TBotTestResponse = botTestOptions()) {
  const botTest = endpoints.botTest;
  server.on(botTest.findBotTest, () => json(200, options));
  server.on(botTest.startBotTest, (call) => {
    const parsed = ZBotTestSessionRequest.safeParse(call.body);
    return parsed.success ? json(200, { parleyId: PARLEY_ID }) : schemaRefusal(parsed.error.issues);
  });
  server.on(botTest.recordBotTestPurchase, (call) => {
    const parsed = ZPurchaseRequest.safeParse(call.body);
    if (!parsed.success) return schemaRefusal(parsed.error.issues);
    const { parleyId, orderNumber } = parsed.data;
    return json(200, { parleyId, orderNumber, summary_status: 'sold' });
  });
}
