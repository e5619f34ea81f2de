import { randomUUID } from 'node:crypto';
import {
  API_BASE_PATH,
  BOT_TEST_DEFAULTS,
  WIDGET_API_PATH,
  type TBotTestResponse,
  type TBotTestSessionRequest,
  type TBotTestSessionResponse,
  type TPurchaseRequest,
  type TPurchaseResponse,
} from '@parley/contract';
import type { Deps } from '../../deps';
import { openNegotiation, prepareV2, recordPurchase, refuseIfPlanSpent } from '../widget';
import { NotFoundError } from '../../errors';
import { ensureBotTester, findBotTester } from './bot-tester';
import {
  AVAILABLE_FEATURES,
  AVAILABLE_LANGUAGES,
  CONTRACT_PROFILES,
  TEST_PRODUCT,
} from './profiles';

type BotTestDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

/** GET /bot_test (part 1 §3 Bot test response), with the defaults of part 1 §9. */
export async function findBotTest(deps: BotTestDeps): Promise<TBotTestResponse> {
  const store = await ensureBotTester(deps);
  const { publicUrl } = deps.config;
  return {
    widget_urls: {
      script: `${publicUrl}/widget.js`,
      api: `${publicUrl}${API_BASE_PATH}${WIDGET_API_PATH}`,
    },
    api_key: store.retailer.apiKey,
    api_version: BOT_TEST_DEFAULTS.apiVersion,
    language: BOT_TEST_DEFAULTS.language,
    negotiation_type: 'product',
    negotiation_direction: BOT_TEST_DEFAULTS.negotiationDirection,
    product_id: TEST_PRODUCT.id,
    product_price: TEST_PRODUCT.price,
    objective: BOT_TEST_DEFAULTS.objective,
    walkaway_price: TEST_PRODUCT.walkawayPrice,
    available_contract_profiles: CONTRACT_PROFILES,
    available_features: AVAILABLE_FEATURES,
    // Part 1 §2: the language is a choice only for a store with multi_language.
    available_languages: store.retailer.availableFeatures.includes('multi_language')
      ? AVAILABLE_LANGUAGES
      : AVAILABLE_LANGUAGES.filter((language) => language.code === BOT_TEST_DEFAULTS.language),
  };
}

/**
 * POST /bot_test: a negotiation on the Bot Tester store under the tester's terms; the widget
 * then continues it with the store's key. Each test is a new shopper, so nothing carries over.
 */
export async function startBotTest(
  deps: BotTestDeps,
  request: TBotTestSessionRequest,
): Promise<TBotTestSessionResponse> {
  const store = await ensureBotTester(deps);
  const terms = { ...request, objective: request.objective ?? BOT_TEST_DEFAULTS.objective };
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await refuseIfPlanSpent(tx, store);
    const who = {
      shopperId: `bot-tester-${randomUUID()}`,
      language: request.language,
      cohortIds: [],
      apiVersion: request.apiVersion,
    };
    const prepared = await prepareV2(tx, store, terms, who, randomUUID(), now);
    const opened = await openNegotiation(tx, prepared, now);
    return { parleyId: opened.session.session_id };
  });
}

/** POST /bot_test/purchase: Mark as Purchased on a tester's deal. */
export async function recordBotTestPurchase(
  deps: BotTestDeps,
  record: TPurchaseRequest,
): Promise<TPurchaseResponse> {
  // Before the tester's store exists no deal of it can: a refusal must not create the store.
  const store = await findBotTester(deps.db);
  if (!store) throw new NotFoundError();
  return recordPurchase(deps, { store, idempotency: null }, record);
}
