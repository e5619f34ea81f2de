import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPurchaseResponse, TSessionTurnResponse } from '@parley/contract';
import type { TestApp } from '../../../test/test-app';
import { startWithStore } from '../../../test/support/start';
import { snapshotTables } from '../../../test/db-snapshot';
import { idempotencyKeys, purchases, rules, sessionMessages, sessions } from '../../db/schema';
import { OTHER_ORDER } from './deals';
import { KEY_REUSED } from './idempotency';
import { messagesOf } from '../../../test/support/sessions';
import { JACKET, shopperId, startV1, storeWithRule, widget } from '../../../test/support/widget';
import { startSession } from '../../../test/support/widget-calls';

let t: TestApp;
let store: Awaited<ReturnType<typeof storeWithRule>>;
beforeAll(async () => ({ t, store } = await startWithStore()));
afterAll(() => t.close());

const withKey = (key: string) => ({ ...store.headers, 'idempotency-key': key });

const start = (headers = store.headers, request = startV1()) =>
  startSession(t, { headers }, request);

const rows = async (table: typeof sessions | typeof sessionMessages) =>
  (await t.db.select({ n: count() }).from(table))[0]!.n;

describe('bad input', () => {
  it('answers 400 naming the field, and writes nothing', async () => {
    const opened = await start();
    const id = opened.session.session_id;
    const context = { shopper_id: shopperId() };
    const cases: [string, object, string][] = [
      ['/sessions', { apiVersion: 'v1', negotiationType: 'product', context }, 'product'],
      ['/sessions', { ...startV1(), product: { ...JACKET, price: -5 } }, 'product.price'],
      ['/sessions', { ...startV1(), context: { shopper_id: 'short' } }, 'context.shopper_id'],
      ['/sessions', { ...startV1(), apiVersion: 'v3' }, 'apiVersion'],
      ['/sessions', { ...startV1(), currency: 'pounds' }, 'currency'],
      [
        '/sessions',
        {
          apiVersion: 'v2',
          negotiationType: 'product',
          productPrice: 100,
          walkawayPrice: 120,
          context,
        },
        'walkawayPrice',
      ],
      [
        '/sessions',
        {
          apiVersion: 'v2',
          negotiationType: 'product',
          productPrice: 100,
          featureSettings: [
            { name: 'a_baseline', enabled: true, hyperParameters: { tolerance: 3 } },
          ],
          context,
        },
        'featureSettings.0.hyperParameters.tolerance',
      ],
      ['/sessions', { apiVersion: 'v2', negotiationType: 'contract', context }, 'offering'],
      [`/sessions/${id}/messages`, { text: '   ' }, 'text'],
      [`/sessions/${id}/messages`, { text: 'x'.repeat(501) }, 'text'],
      [`/sessions/${id}/email`, { email: 'not an e-mail' }, 'email'],
      [`/sessions/${id}/reaction`, { message_id: 'x', user_reaction: 'heart' }, 'message_id'],
      [`/sessions/${id}/reaction`, { message_id: id, user_reaction: 'angry!' }, 'user_reaction'],
      ['/purchases', { apiVersion: 'v1', productId: 'P', parleyId: id }, 'orderNumber'],
      ['/sales', { order_number: 'A', total: -1, currency: 'GBP' }, 'total'],
      ['/sessions/not-a-uuid/messages', { text: 'hi' }, 'sessionId'],
    ];
    const before = await snapshotTables(t.db);
    for (const [url, body, field] of cases) {
      const res = await widget(t, withKey(`bad-${field}-${url}`), 'POST', url, body);
      expect(res.statusCode, `${url} ${field}: ${res.body}`).toBe(400);
      const refusal = res.json<{ errorMessage: string; fieldErrors: Record<string, string> }>();
      expect(Object.keys(refusal.fieldErrors), url).toContain(field);
      expect(refusal.errorMessage.length).toBeGreaterThan(0);
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});

describe('Idempotency-Key', () => {
  it('answers a retried start with the first answer and starts nothing more', async () => {
    const body = startV1();
    const first = await start(withKey('start-retry-0001'), body);
    const [sessionsBefore, messagesBefore] = [await rows(sessions), await rows(sessionMessages)];
    const retry = await start(withKey('start-retry-0001'), body);
    expect(retry).toEqual(first);
    expect(await rows(sessions)).toBe(sessionsBefore);
    expect(await rows(sessionMessages)).toBe(messagesBefore);
  });

  it('answers a retried start with the first answer though a start would now be refused', async () => {
    const body = startV1();
    const first = await start(withKey('start-retry-refused-0001'), body);
    await t.db.update(rules).set({ active: false }).where(eq(rules.id, store.ruleId));
    try {
      const refused = await widget(
        t,
        withKey('start-retry-refused-0002'),
        'POST',
        '/sessions',
        body,
      );
      expect(refused.statusCode).toBe(422);
      expect(await start(withKey('start-retry-refused-0001'), body)).toEqual(first);
    } finally {
      await t.db.update(rules).set({ active: true }).where(eq(rules.id, store.ruleId));
    }
  });

  it('answers a retried message once, and refuses the key for another body', async () => {
    const id = (await start()).session.session_id;
    const url = `/sessions/${id}/messages`;
    const first = await widget(t, withKey('message-0001'), 'POST', url, { text: 'I offer £120' });
    const retry = await widget(t, withKey('message-0001'), 'POST', url, { text: 'I offer £120' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const exchanges = await messagesOf(t, id);
    expect(exchanges).toHaveLength(2);
    const other = await widget(t, withKey('message-0001'), 'POST', url, { text: 'I offer £130' });
    expect(other.statusCode).toBe(422);
    expect(other.json<{ errorMessage: string }>().errorMessage).toBe(KEY_REUSED);
    // The same key on another call of the same store is another request too.
    const elsewhere = await widget(t, withKey('message-0001'), 'POST', `/sessions/${id}/accept`);
    expect(elsewhere.statusCode).toBe(422);
  });

  it('answers two simultaneous sends of one key once', async () => {
    const id = (await start()).session.session_id;
    const send = () =>
      widget(t, withKey('simultaneous-0001'), 'POST', `/sessions/${id}/messages`, {
        text: 'I offer £140',
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json()).toEqual(a.json());
    const exchanges = await messagesOf(t, id);
    expect(exchanges).toHaveLength(2);
  });

  it('answers two simultaneous starts of one key once, with one session', async () => {
    const body = startV1();
    const before = await rows(sessions);
    const [a, b] = await Promise.all([
      widget(t, withKey('start-simultaneous-0001'), 'POST', '/sessions', body),
      widget(t, withKey('start-simultaneous-0001'), 'POST', '/sessions', body),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json()).toEqual(a.json());
    expect(await rows(sessions)).toBe(before + 1);
  });

  it('refuses one key sent at once for two sessions, writing only the answered one', async () => {
    const [one, two] = [(await start()).session.session_id, (await start()).session.session_id];
    const send = (id: string) =>
      widget(t, withKey('two-sessions-0001'), 'POST', `/sessions/${id}/messages`, {
        text: 'I offer £140',
      });
    const answers = await Promise.all([send(one), send(two)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 422]);
    const refused = answers.find((res) => res.statusCode === 422)!;
    expect(refused.json<{ errorMessage: string }>().errorMessage).toBe(KEY_REUSED);
    const exchanges = await t.db
      .select({ sessionId: sessionMessages.sessionId })
      .from(sessionMessages)
      .where(inArray(sessionMessages.sessionId, [one, two]));
    // Each opening, and the one answered message.
    expect(exchanges).toHaveLength(3);
  });

  it('takes a key back into use once its 24 hours are over, between two sweeps', async () => {
    const id = (await start()).session.session_id;
    const url = `/sessions/${id}/messages`;
    expect(
      (await widget(t, withKey('lapsing-0001'), 'POST', url, { text: '£120?' })).statusCode,
    ).toBe(200);
    const firstStart = await start(withKey('lapsing-0002'));
    // A call a minute before the keys lapse sweeps the expired ones; the next sweep is ten
    // minutes later, so two minutes on the keys have lapsed and are still stored.
    t.clock.advance(24 * 3600 - 60);
    await start();
    t.clock.advance(120);
    const again = await widget(t, withKey('lapsing-0001'), 'POST', url, { text: '£125?' });
    expect(again.statusCode, again.body).toBe(200);
    const laterStart = await start(withKey('lapsing-0002'));
    expect(laterStart.session.session_id).not.toBe(firstStart.session.session_id);
    const exchanges = await messagesOf(t, id);
    expect(exchanges).toHaveLength(3);
    const [kept] = await t.db
      .select()
      .from(idempotencyKeys)
      .where(
        and(eq(idempotencyKeys.retailerId, store.id), eq(idempotencyKeys.key, 'lapsing-0001')),
      );
    expect(kept!.responseBody).toEqual(again.json());
  });

  it('keeps keys per store, and forgets them after 24 hours', async () => {
    const second = await storeWithRule(t);
    const key = 'shared-key-0001';
    const mine = await start(withKey(key));
    const theirs = await start({ ...second.headers, 'idempotency-key': key });
    expect(theirs.session.session_id).not.toBe(mine.session.session_id);
    t.clock.advance(24 * 3600 + 1);
    const later = await start(withKey(key));
    expect(later.session.session_id).not.toBe(mine.session.session_id);
    // Expired keys are swept: only the one just used again is left, answering the new session.
    const kept = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(kept.map((row) => row.retailerId)).toEqual([store.id]);
    expect(kept[0]!.responseBody).toEqual(later);
  });
});

describe('one session, many messages at once', () => {
  it('runs them one after the other: every exchange stored, in order, none lost', async () => {
    const id = (await start()).session.session_id;
    const bids = [100, 105, 110, 115, 120, 125];
    const answers = await Promise.all(
      bids.map((bid) =>
        widget(t, store.headers, 'POST', `/sessions/${id}/messages`, { text: `£${bid}?` }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    // A negotiation may end before the last bid arrives; no call fails otherwise.
    expect(statuses.every((status) => status === 200 || status === 422)).toBe(true);
    const stored = await messagesOf(t, id);
    const accepted = statuses.filter((status) => status === 200).length;
    expect(stored.map((m) => m.position)).toEqual([...Array(accepted + 1).keys()]);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.id, id));
    expect(session!.zoneWalk.length).toBeLessThanOrEqual(accepted);
    const last = answers
      .filter((res) => res.statusCode === 200)
      .map((res) => res.json<TSessionTurnResponse>())
      .find((turn) => turn.message.message_id === stored.at(-1)!.id);
    expect(last?.session.current_price).toBe(session!.currentPrice);
  });

  it('records one of two orders sent at once for one deal, and refuses the other', async () => {
    const id = (await start()).session.session_id;
    const turn = async (url: string, body?: object) =>
      (await widget(t, store.headers, 'POST', url, body)).json<TSessionTurnResponse>();
    let state = (await turn(`/sessions/${id}/messages`, { text: '£150?' })).session;
    if (state.negotiation_status !== 'deal_agreed') {
      state = (await turn(`/sessions/${id}/accept`)).session;
    }
    expect(state.negotiation_status).toBe('deal_agreed');
    const record = { apiVersion: 'v1', productId: JACKET.retailer_product_id, parleyId: id };
    const answers = await Promise.all(
      ['#A-1', '#B-1'].map((orderNumber) =>
        widget(t, store.headers, 'POST', '/purchases', { ...record, orderNumber }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 422]);
    const recorded = answers.find((res) => res.statusCode === 200)!.json<TPurchaseResponse>();
    const refused = answers.find((res) => res.statusCode === 422)!;
    expect(refused.json<{ errorMessage: string }>().errorMessage).toBe(OTHER_ORDER);
    const stored = await t.db.select().from(purchases).where(eq(purchases.sessionId, id));
    expect(stored.map((row) => row.orderNumber)).toEqual([recorded.orderNumber]);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.id, id));
    expect(session!.retailerOrderNumber).toBe(recorded.orderNumber);
  });
});
