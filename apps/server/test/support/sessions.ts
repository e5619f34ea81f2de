import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type {
  TSessionDetail,
  TSessionList,
  TSessionTurnResponse,
  TWidgetSessionState,
} from '@parley/contract';
import { defaultHyperParameters } from '@parley/engine';
import { purchases, rules, sessionMessages, sessions } from '../../src/db/schema';
import type { MessageValues, SessionValues } from '../../src/modules/widget/repository';
import type { TestApp } from '../test-app';
import { getJson, type Headers } from './api';
import { JACKET, startV1, storeWithRule, widget, type TestStore } from './widget';
import { insertRow } from '../../src/db/rows';

/** Test helpers: sessions and messages written straight to their tables, and the session calls. */

/** A session row as a negotiation would leave it, for tests that need no engine turn. */
export async function insertSession(
  t: TestApp,
  retailerId: string,
  values: Partial<SessionValues> = {},
) {
  return insertRow(t.db, sessions, {
    id: randomUUID(),
    retailerId,
    shopperIdHash: randomUUID(),
    apiVersion: 'v1',
    negotiationType: 'product',
    retailerProductId: JACKET.retailer_product_id,
    productName: JACKET.name,
    productPrice: 189,
    currentPrice: 160,
    walkawayPrice: 151.2,
    walkawayPercentage: 20,
    objective: 'balance_performance',
    negotiationStatus: 'negotiating',
    summaryStatus: 'abandoned_negotiated',
    algorithmVersion: 'a_baseline',
    hyperParameters: defaultHyperParameters('a_baseline'),
    language: 'en-GB',
    currency: 'GBP',
    currencySymbol: '£',
    conversationSetup: { recoveredParleysActive: false } as SessionValues['conversationSetup'],
    conversationState: {},
    ...values,
  });
}

let second = 0;
/** Sessions one second apart, newest last, unless `createdAt` is given. */
export function insertTimedSession(
  t: TestApp,
  retailerId: string,
  values: Partial<SessionValues> = {},
) {
  second++;
  return insertSession(t, retailerId, {
    createdAt: new Date(Date.UTC(2024, 0, 1) + second * 1000),
    ...values,
  });
}

/** An exchange of the session at the next position. */
export async function insertMessage(
  t: TestApp,
  session: { id: string; retailerId: string },
  values: Partial<MessageValues> = {},
) {
  const existing = await t.db
    .select({ id: sessionMessages.id })
    .from(sessionMessages)
    .where(eq(sessionMessages.sessionId, session.id));
  return insertRow(t.db, sessionMessages, {
    sessionId: session.id,
    retailerId: session.retailerId,
    position: existing.length,
    kind: 'message',
    userMessage: null,
    messages: ['Hello there'],
    interactionData: { decision: 'opening' },
    ...values,
  });
}

/** The session's row as stored now. */
export async function sessionRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(sessions).where(eq(sessions.id, id));
  return row!;
}

/** The session's exchanges as stored, in order. */
export const messagesOf = (t: TestApp, sessionId: string) =>
  t.db
    .select()
    .from(sessionMessages)
    .where(eq(sessionMessages.sessionId, sessionId))
    .orderBy(sessionMessages.position);

/** The store's report that the session's product was bought, as the widget records it. */
export async function insertPurchase(
  t: TestApp,
  session: { id: string; retailerId: string },
  createdAt: Date,
) {
  await t.db.insert(purchases).values({
    retailerId: session.retailerId,
    sessionId: session.id,
    apiVersion: 'v1',
    productId: JACKET.retailer_product_id,
    orderNumber: `order-${session.id}`,
    createdAt,
  });
}

export const listIds = async (t: TestApp, headers: Headers, query = '') =>
  (await getJson<TSessionList>(t, headers, `/sessions${query ? `?${query}` : ''}`)).sessions.map(
    (s) => s.session_id,
  );

export const detail = (t: TestApp, headers: Headers, id: string, query = '') =>
  getJson<TSessionDetail>(t, headers, `/sessions/${id}${query ? `?${query}` : ''}`);

/**
 * A real negotiation through the widget, left recoverable: the shopper refused the final
 * offer and left an e-mail on a rule that keeps walk-aways' offers (user_offer_available).
 */
export async function recoverableSession(
  t: TestApp,
  store?: TestStore & { ruleId: string },
  email = 'shopper@example.com',
) {
  const shop = store ?? (await storeWithRule(t));
  await t.db.update(rules).set({ recoveredParleysActive: true }).where(eq(rules.id, shop.ruleId));
  const post = async <T>(url: string, body?: object) => {
    const res = await widget(t, shop.headers, 'POST', url, body);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json<T>();
  };
  const opened = await post<TSessionTurnResponse>('/sessions', startV1());
  const id = opened.session.session_id;
  let state: TWidgetSessionState = opened.session;
  // The same bid below the walkaway (but no lowball) until the bot's final offer stands.
  const bid = Math.round(state.current_price * 0.75);
  for (let turn = 0; turn < 12 && !state.can_leave_email && !state.ended; turn += 1) {
    state = (
      await post<TSessionTurnResponse>(`/sessions/${id}/messages`, {
        text: `£${bid} and not a penny more`,
      })
    ).session;
  }
  expect(state.can_leave_email).toBe(true);
  await post(`/sessions/${id}/email`, { email, name: 'Sam' });
  const row = await sessionRow(t, id);
  expect(row.summaryStatus).toBe('user_offer_available');
  return { store: shop, session: row };
}
