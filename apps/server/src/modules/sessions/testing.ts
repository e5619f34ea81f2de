import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type {
  TSessionDetail,
  TSessionList,
  TSessionTurnResponse,
  TWidgetSessionState,
} from '@parley/contract';
import type { TestApp } from '../../../test/test-app';
import { rules, sessionMessages, sessions, type retailers } from '../../db/schema';
import { call, type Headers } from '../rules/testing';
import { insertSession, startV1, storeWithRule, widget, type TestStore } from '../widget/testing';
import type { MessageValues, SessionValues } from '../widget/repository';

/** Test helpers: retailers with their users, sessions and messages, and the session calls. */

export { call, insertSession, type Headers };

export interface TestRetailer {
  id: string;
  name: string;
  /** A user of the retailer. */
  headers: Headers;
}

export async function testRetailer(
  t: TestApp,
  values: Partial<typeof retailers.$inferInsert> = {},
): Promise<TestRetailer> {
  const row = await t.createRetailer(values);
  const headers = await t.bearer(await t.createUser({ retailerId: row.id }));
  return { id: row.id, name: row.name, headers };
}

export const adminOf = async (t: TestApp) => t.bearer(await t.createUser({ isAdmin: true }));

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
  const [row] = await t.db
    .insert(sessionMessages)
    .values({
      sessionId: session.id,
      retailerId: session.retailerId,
      position: existing.length,
      kind: 'message',
      userMessage: null,
      messages: ['Hello there'],
      interactionData: { decision: 'opening' },
      ...values,
    })
    .returning();
  return row!;
}

export async function getJson<T>(t: TestApp, headers: Headers, url: string): Promise<T> {
  const res = await call(t, headers, 'GET', url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<T>();
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
  const [row] = await t.db.select().from(sessions).where(eq(sessions.id, id));
  expect(row!.summaryStatus).toBe('user_offer_available');
  return { store: shop, session: row! };
}
