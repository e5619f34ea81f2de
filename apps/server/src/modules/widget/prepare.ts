import type { TChatLanguage } from '@parley/contract';
import type { ConversationSetup } from '@parley/engine';
import type { Executor } from '../../db/client';
import { shopperIdHash } from './lib/shopper';
import type { summaryColumns } from './lib/turn-columns';
import { findShopperHistory, type SessionValues } from './repository';
import { currencySymbolOf, seedOf, type AlgorithmChoice, type SetupBasics } from './setup';
import type { WidgetStore } from './store';

export const NOTHING_TO_NEGOTIATE = 'There is nothing to negotiate here right now.';

/** How long an earlier negotiation of the same product still sets the opening offer. */
const RESTART_MEMORY_MS = 24 * 3600 * 1000;

/** The session's columns that the engine's first answer does not set. */
export type Described = Omit<
  SessionValues,
  keyof ReturnType<typeof summaryColumns> | 'conversationSetup' | 'conversationState'
>;

export interface Prepared {
  setup: ConversationSetup;
  columns: Described;
}

/** Who is negotiating, as a start request or the Bot Tester describes them. */
export interface Negotiator {
  shopperId: string;
  language: TChatLanguage;
  /** The store's cohorts the shopper is in (matched from what the page declared). */
  cohortIds: string[];
}

/**
 * What a start shares whatever decides its terms: the setup's basics (language, currency, the
 * algorithm, the store's reasons, the shopper's previous offer) and the session's shopper columns.
 */
export async function basicsFor(
  tx: Executor,
  store: WidgetStore,
  who: Negotiator,
  sessionId: string,
  currency: string,
  algorithm: AlgorithmChoice,
  productId: string | null,
  now: Date,
) {
  const hash = shopperIdHash(store.retailer.id, who.shopperId);
  const since = new Date(now.getTime() - RESTART_MEMORY_MS);
  const { previous, isReturningUser, reopens } = await findShopperHistory(
    tx,
    store.retailer.id,
    hash,
    productId,
    since,
  );
  const basics: SetupBasics = {
    language: who.language,
    currency,
    currencySymbol: currencySymbolOf(currency, who.language),
    algorithm,
    termsUrl: store.retailer.termsUrl,
    reasons: store.reasons.map((reason) => ({
      reasonId: reason.id,
      text: reason.text,
      language: reason.language,
    })),
    previous,
    seed: seedOf(sessionId),
  };
  const shopper = {
    id: sessionId,
    retailerId: store.retailer.id,
    shopperIdHash: hash,
    isReturningUser,
    reopens,
    language: who.language,
    currency,
    currencySymbol: basics.currencySymbol,
    cohortIds: who.cohortIds,
    algorithmVersion: algorithm.version,
    hyperParameters: algorithm.hyperParameters,
  };
  return { basics, shopper };
}
