import { randomUUID } from 'node:crypto';
import {
  ZHyperParameters,
  type TSessionTurnResponse,
  type TStartSessionRequest,
  type TV2Terms,
} from '@parley/contract';
import { defaultHyperParameters } from '@parley/engine';
import type { Executor } from '../../db/client';
import { sessionMessages, sessions } from '../../db/schema';
import { BusinessError, FieldError } from '../../errors';
import { recordParleyStarted } from '../retailers';
import { planRefusal } from './billing';
import { matchCohorts } from './cohorts';
import { conversation } from './conversation';
import { languageFor } from './lib/language';
import { messageOf, summaryColumns } from './lib/turn-columns';
import {
  basicsFor,
  NOTHING_TO_NEGOTIATE,
  type Described,
  type Negotiator,
  type Prepared,
} from './prepare';
import { prepareV1 } from './prepare-v1';
import { presentMessage, presentSessionState, type PresentedSession } from './present';
import type { SessionValues } from './repository';
import type { WidgetCall } from './request-context';
import { chooseAlgorithm } from './rule-choice';
import { v2Setup, type AlgorithmChoice } from './setup';
import type { WidgetStore } from './store';
import { writeOnce, type Computed, type WidgetDeps } from './transaction';
import { keepStarted } from './session-turn';
import { runInserts } from './turn-write';
import { inUpliftControl } from './uplift';

export { NOTHING_TO_NEGOTIATE } from './prepare';

/** The features that choose an algorithm version: each names its own. */
const ALGORITHM_FEATURES = {
  a_baseline: 'a_baseline',
  b_tit_for_tat: 'b_tit_for_tat',
  c_exponential: 'c_exponential',
} as const;

/** The algorithm a v2 caller switched on, over its defaults; 400 on values out of bounds. */
function algorithmOfFeatures(terms: TV2Terms): AlgorithmChoice | null {
  const index = terms.featureSettings.findIndex(
    (feature) => feature.enabled && feature.name in ALGORITHM_FEATURES,
  );
  const feature = terms.featureSettings[index];
  if (!feature) return null;
  const version = ALGORITHM_FEATURES[feature.name as keyof typeof ALGORITHM_FEATURES];
  const parsed = ZHyperParameters.safeParse({
    ...defaultHyperParameters(version),
    ...feature.hyperParameters,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = ['featureSettings', index, 'hyperParameters', ...issue.path].join('.');
    throw new FieldError({ [path]: issue.message });
  }
  return { version, hyperParameters: parsed.data };
}

/** v2 (and the Bot Tester): the caller's terms, under the store's plan but neither its rules nor its experiment. */
export async function prepareV2(
  tx: Executor,
  store: WidgetStore,
  terms: TV2Terms,
  who: Negotiator & { apiVersion: 'v1' | 'v2' },
  sessionId: string,
  now: Date,
): Promise<Prepared> {
  const chosen = algorithmOfFeatures(terms);
  const subject = { type: 'product' as const, productId: terms.productId ?? '', categories: [] };
  const fallback = chosen ? null : await chooseAlgorithm(tx, store, who.shopperId, subject, now);
  const algorithm = chosen ?? fallback!.algorithm;
  const enabled = new Set(terms.featureSettings.filter((f) => f.enabled).map((f) => f.name));
  const { basics, shopper } = await basicsFor(
    tx,
    store,
    who,
    sessionId,
    terms.currency,
    algorithm,
    terms.productId ?? null,
    now,
  );
  const setup = v2Setup(basics, terms, {
    askQuantityFirst: enabled.has('ask_quantity_first'),
    recoveredParleys: enabled.has('recovered_parleys'),
    freeShipping: enabled.has('free_shipping'),
  });
  const columns: Described = {
    ...shopper,
    apiVersion: who.apiVersion,
    negotiationType: terms.negotiationType,
    direction: terms.negotiationDirection,
    retailerSessionId: terms.retailerSessionId ?? null,
    retailerProductId: terms.productId ?? null,
    productName: setup.subject,
    rag: terms.rag ?? null,
    productPrice: setup.listPrice,
    walkawayPercentage: setup.walkawayPercentage,
    targetDiscountPercentage: null,
    objective: setup.objective,
    ruleIds: fallback?.ruleId ? [fallback.ruleId] : [],
    features: terms.featureSettings,
  };
  return { setup, columns };
}

/** A store whose plan is spent or inactive starts nothing (part 2 §4 Billing). */
export async function refuseIfPlanSpent(tx: Executor, store: WidgetStore) {
  const refusal = await planRefusal(tx, store);
  if (refusal) throw new BusinessError(refusal);
}

/** The new session as it will be stored: what the widget's answer shows of it. */
function sessionAsStored(
  values: SessionValues & { id: string },
): PresentedSession & { retailerId: string } {
  return {
    id: values.id,
    retailerId: values.retailerId,
    negotiationStatus: values.negotiationStatus,
    summaryStatus: values.summaryStatus,
    currency: values.currency,
    currencySymbol: values.currencySymbol,
    productPrice: values.productPrice,
    currentPrice: values.currentPrice,
    dealPrice: values.dealPrice ?? null,
    endedAt: values.endedAt ?? null,
    userEmail: null,
    quantity: values.quantity ?? 1,
    language: values.language,
    conversationSetup: values.conversationSetup,
  };
}

/** The negotiation's opening: the rows of the session and the bot's greeting. */
export function negotiationOpening(prepared: Prepared, now: Date): Computed<TSessionTurnResponse> {
  const turn = conversation.openConversation(prepared.setup);
  const values = {
    ...prepared.columns,
    ...summaryColumns(turn.summary, null, now),
    conversationSetup: prepared.setup,
    conversationState: turn.state,
    createdAt: now,
    updatedAt: now,
    // The greeting below is the session's first and last message (see turn-write.ts).
    firstMessageAt: now,
    lastMessageAt: now,
  };
  const session = sessionAsStored(values);
  const message = messageOf(session, 'opening', null, turn.reply, now);
  return {
    rows: [
      { table: sessions, values },
      // The opening is the session's first exchange.
      { table: sessionMessages, values: { ...message.values, position: 0 } },
    ],
    answer: {
      session: presentSessionState(session),
      message: presentMessage(message.row, 'shopper'),
    },
  };
}

/** Opens the negotiation: the session row and the bot's greeting, in the caller's transaction. */
export async function openNegotiation(
  tx: Executor,
  prepared: Prepared,
  now: Date,
): Promise<TSessionTurnResponse> {
  const { rows, answer } = negotiationOpening(prepared, now);
  await runInserts(tx, rows);
  return answer;
}

/** POST /widget/sessions: a new negotiation and the bot's opening. */
export function startSession(
  deps: WidgetDeps,
  call: WidgetCall,
  request: TStartSessionRequest,
): Promise<TSessionTurnResponse> {
  return writeOnce(deps, call, async (db, now) => {
    // The uplift test's control cohort is never offered a negotiation; the shopper is told no more.
    if (inUpliftControl(call.store, request.context.shopper_id)) {
      throw new BusinessError(NOTHING_TO_NEGOTIATE);
    }
    await refuseIfPlanSpent(db, call.store);
    const sessionId = (deps.newSessionId ?? randomUUID)();
    const prepared =
      request.apiVersion === 'v1'
        ? await prepareV1(db, call.store, request, sessionId, now)
        : await prepareV2(
            db,
            call.store,
            request,
            {
              shopperId: request.context.shopper_id,
              language: languageFor(call.store, request.context.language),
              cohortIds: matchCohorts(call.store, request.context),
              apiVersion: 'v2',
            },
            sessionId,
            now,
          );
    await recordParleyStarted(db, call.store.retailer.id, now);
    return {
      ...negotiationOpening(prepared, now),
      written: keepStarted(deps, call.store.retailer.id),
    };
  });
}
