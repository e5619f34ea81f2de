import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSessionTurnResponse, TWidgetSessionResponse } from '@parley/contract';
import type { TestApp } from '../../../test/test-app';
import { startWithStore } from '../../../test/support/start';
import { snapshotTables } from '../../../test/db-snapshot';
import { rules } from '../../db/schema';
import { insertCampaign } from '../../../test/support/campaigns';
import { insertRule } from '../../../test/support/rules';
import { messagesOf, sessionRow } from '../../../test/support/sessions';
import {
  shopperId,
  startV1,
  testStore,
  widget,
  type TestStore,
} from '../../../test/support/widget';
import { startSession } from '../../../test/support/widget-calls';
import { NOTHING_TO_NEGOTIATE } from './start';
import { SESSION_ENDED } from './turns';

let t: TestApp;
let store: TestStore & { ruleId: string };
beforeAll(async () => ({ t, store } = await startWithStore()));
afterAll(() => t.close());

const start = (shopper = shopperId()) => startSession(t, store, startV1(shopper));

async function say(sessionId: string, text: string) {
  const res = await widget(t, store.headers, 'POST', `/sessions/${sessionId}/messages`, { text });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TSessionTurnResponse>();
}

describe('POST /widget/sessions (v1)', () => {
  it('opens a negotiation of the product under the store’s rule', async () => {
    const opened = await start();
    expect(opened.session).toMatchObject({
      negotiation_status: 'negotiating',
      product_price: 189,
      currency: 'GBP',
      currency_symbol: '£',
      ended: false,
      deal_price: null,
      language: 'en-GB',
      quantity: 1,
    });
    expect(opened.message.user_message).toBeNull();
    expect(opened.message.messages.length).toBeGreaterThan(0);
    // What the engine decided is for administrators, not for the shopper's browser.
    expect(opened.message.interaction_data).toEqual({});
    const row = await sessionRow(t, opened.session.session_id);
    expect(row.ruleIds).toContain(store.ruleId);
    expect(row.walkawayPercentage).toBe(20);
    expect(row.walkawayPrice).toBeCloseTo(151.2, 2);
    expect(row.isReturningUser).toBe(false);
    expect(row.reopens).toBe(false);
    expect(row.shopperIdHash).toMatch(/^[0-9a-f]{64}$/);
    const stored = await messagesOf(t, row.id);
    expect(stored.map((m) => [m.position, m.kind])).toEqual([[0, 'opening']]);
  });

  it('refuses a page no rule applies to, writing nothing', async () => {
    const bare = await testStore(t);
    const before = await snapshotTables(t.db);
    const res = await widget(t, bare.headers, 'POST', '/sessions', startV1());
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errorMessage: string }>().errorMessage).toBe(NOTHING_TO_NEGOTIATE);
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('knows a returning shopper, and a restart opens no lower than the last offer', async () => {
    const shopper = shopperId();
    const first = await start(shopper);
    const countered = await say(first.session.session_id, 'I would pay £120');
    const again = await start(shopper);
    const row = await sessionRow(t, again.session.session_id);
    expect(row.isReturningUser).toBe(true);
    // The dashboard's reopened sessions: the same shopper on the same product.
    expect(row.reopens).toBe(true);
    expect(again.session.current_price).toBeGreaterThanOrEqual(countered.session.current_price);
  });
});

describe('POST /widget/sessions/:id/messages', () => {
  it('stores each exchange with the session’s new standing', async () => {
    const opened = await start();
    const id = opened.session.session_id;
    const turn = await say(id, 'Would you take £150?');
    expect(turn.message.user_message).toBe('Would you take £150?');
    expect(turn.message.messages.length).toBeGreaterThan(0);
    expect(turn.session.current_price).toBeLessThanOrEqual(189);
    expect(turn.session.current_price).toBeGreaterThanOrEqual(151.2);
    const row = await sessionRow(t, id);
    expect(row.lastUserBid).toBe(150);
    expect(row.zoneWalk.length).toBe(1);
    expect((await messagesOf(t, id)).map((m) => m.position)).toEqual([0, 1]);
    const read = await widget(t, store.headers, 'GET', `/sessions/${id}`);
    const body = read.json<TWidgetSessionResponse>();
    expect(body.messages.map((m) => m.user_message)).toEqual([null, 'Would you take £150?']);
    expect(body.session).toEqual(turn.session);
  });

  it('keeps the session’s first and last message times itself, leaving the trigger nothing to do', async () => {
    // Without the trigger, only the turns' own writes can keep the span.
    await t.db.execute(sql`alter table session_messages disable trigger session_messages_span`);
    try {
      const opened = await start();
      const id = opened.session.session_id;
      t.clock.advance(30);
      await say(id, 'Would you take £150?');
      t.clock.advance(20);
      await say(id, 'How about £160?');
      const times = (await messagesOf(t, id)).map((m) => m.createdAt.getTime());
      expect(new Set(times).size).toBe(3);
      const row = await sessionRow(t, id);
      expect(row.firstMessageAt?.getTime()).toBe(Math.min(...times));
      expect(row.lastMessageAt?.getTime()).toBe(Math.max(...times));
    } finally {
      await t.db.execute(sql`alter table session_messages enable trigger session_messages_span`);
    }
  });

  it('ends the negotiation politely when the store switches its rule off', async () => {
    const opened = await start();
    const id = opened.session.session_id;
    await t.db.update(rules).set({ active: false }).where(eq(rules.id, store.ruleId));
    try {
      const turn = await say(id, 'I offer £100');
      expect(turn.session.ended).toBe(true);
      expect(turn.message.messages.join(' ')).toMatch(/closed/);
      const row = await sessionRow(t, id);
      expect(row.endedAt).not.toBeNull();
      const after = await widget(t, store.headers, 'POST', `/sessions/${id}/messages`, {
        text: 'Hello?',
      });
      expect(after.statusCode).toBe(422);
      expect(after.json<{ errorMessage: string }>().errorMessage).toBe(SESSION_ENDED);
    } finally {
      await t.db.update(rules).set({ active: true }).where(eq(rules.id, store.ruleId));
    }
  });
  it('keeps going when the rule is off for everyone but the shopper’s magic link', async () => {
    const linked = await testStore(t);
    const ruleId = await insertRule(t.db, linked.id, { active: false });
    const link = await insertCampaign(t.db, linked.id, { campaignType: 'link_to_rule', ruleId });
    const body = startV1();
    const opened = await widget(t, linked.headers, 'POST', '/sessions', {
      ...body,
      context: { ...body.context, magic_link: link.code },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const id = opened.json<TSessionTurnResponse>().session.session_id;
    expect((await sessionRow(t, id)).campaignId).toBe(link.id);
    const res = await widget(t, linked.headers, 'POST', `/sessions/${id}/messages`, {
      text: 'I offer £150',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<TSessionTurnResponse>().message.messages.join(' ')).not.toMatch(/closed/);
  });
});

describe('reactions, accept and leave', () => {
  it('keeps the shopper’s reaction on a bot message, and takes it back', async () => {
    const opened = await start();
    const url = `/sessions/${opened.session.session_id}/reaction`;
    const messageId = opened.message.message_id;
    const res = await widget(t, store.headers, 'POST', url, {
      message_id: messageId,
      user_reaction: 'heart',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ message: { meta: { user_reaction: string } } }>().message.meta).toMatchObject(
      { user_reaction: 'heart' },
    );
    await widget(t, store.headers, 'POST', url, { message_id: messageId, user_reaction: null });
    const [row] = await messagesOf(t, opened.session.session_id);
    expect(row!.userReaction).toBeNull();
    const unknown = await widget(t, store.headers, 'POST', url, {
      message_id: '00000000-0000-4000-8000-000000000000',
      user_reaction: 'sad',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('accepts the bot’s standing offer as the deal', async () => {
    const opened = await start();
    const id = opened.session.session_id;
    const countered = await say(id, 'I can pay £150');
    expect(countered.session.can_accept).toBe(true);
    const res = await widget(t, store.headers, 'POST', `/sessions/${id}/accept`);
    expect(res.statusCode, res.body).toBe(200);
    const deal = res.json<TSessionTurnResponse>().session;
    expect(deal.negotiation_status).toBe('deal_agreed');
    expect(deal.deal_price).toBe(countered.session.current_price);
    expect(deal.can_accept).toBe(false);
    expect((await sessionRow(t, id)).summaryStatus).toBe('abandoned_deal_agreed');
  });

  it('records a walk-away sent by sendBeacon (text/plain, key in the body) once', async () => {
    const opened = await start();
    const id = opened.session.session_id;
    const beacon = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/widget/sessions/${id}/leave`,
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        payload: JSON.stringify({ api_key: store.apiKey }),
      });
    const first = await beacon();
    expect(first.statusCode, first.body).toBe(200);
    const row = await sessionRow(t, id);
    const second = await beacon();
    expect(second.statusCode).toBe(200);
    expect((await sessionRow(t, id)).updatedAt).toEqual(row.updatedAt);
    const broken = await t.app.inject({
      method: 'POST',
      url: `/api/v1/widget/sessions/${id}/leave?api_key=${store.apiKey}`,
      headers: { 'content-type': 'text/plain' },
      payload: '{not json',
    });
    expect(broken.statusCode).toBe(400);
  });
});
