import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSessionTurnResponse } from '@parley/contract';
import type { TestApp } from '../../../test/test-app';
import { startWithStore } from '../../../test/support/start';
import { messagesOf, sessionRow } from '../../../test/support/sessions';
import { startV1, widget, type TestStore } from '../../../test/support/widget';
import { startSession } from '../../../test/support/widget-calls';
import { rules, sessions } from '../../db/schema';
import { KnownSessions } from './known-sessions';
import { SESSION_ENDED } from './turns';

describe('the sessions a server keeps', () => {
  it('gives a session once, so two turns at once cannot both start from it', () => {
    const known = new KnownSessions<string>();
    known.remember('r1', 's1', { session: 'after turn 1', version: '10' });
    expect(known.take('r1', 's1')).toEqual({ session: 'after turn 1', version: '10' });
    expect(known.take('r1', 's1')).toBeUndefined();
  });

  it('keeps each store’s sessions apart', () => {
    const known = new KnownSessions<string>();
    known.remember('r1', 's1', { session: 'r1’s', version: '10' });
    expect(known.take('r2', 's1')).toBeUndefined();
    expect(known.take('r1', 's1')?.session).toBe('r1’s');
  });

  it('forgets the least recently written first when full', () => {
    const known = new KnownSessions<number>(2);
    known.remember('r', 'a', { session: 1, version: '1' });
    known.remember('r', 'b', { session: 2, version: '2' });
    known.remember('r', 'a', { session: 3, version: '3' });
    known.remember('r', 'c', { session: 4, version: '4' });
    expect(known.take('r', 'b')).toBeUndefined();
    expect(known.take('r', 'a')?.session).toBe(3);
    expect(known.take('r', 'c')?.session).toBe(4);
  });
});

describe('a turn after this server’s last write of the session', () => {
  let t: TestApp;
  let store: TestStore & { ruleId: string };
  beforeAll(async () => ({ t, store } = await startWithStore()));
  afterAll(() => t.close());

  const say = (sessionId: string, text: string, key?: string) =>
    widget(
      t,
      key ? { ...store.headers, 'idempotency-key': key } : store.headers,
      'POST',
      `/sessions/${sessionId}/messages`,
      { text },
    );

  /** A session with one turn taken, so that this server keeps it as that turn wrote it. */
  async function negotiating() {
    const opened = await startSession(t, store, startV1());
    const id = opened.session.session_id;
    const first = await say(id, 'Would you take £150?');
    expect(first.statusCode, first.body).toBe(200);
    return id;
  }

  it('is taken on the session as it stands when something else changed it since', async () => {
    const id = await negotiating();
    // Another server (or the retailer) ended the negotiation after this server's write.
    await t.db.update(sessions).set({ endedAt: t.clock.now() }).where(eq(sessions.id, id));
    const before = await messagesOf(t, id);
    const res = await say(id, 'How about £155?');
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errorMessage: string }>().errorMessage).toBe(SESSION_ENDED);
    expect(await messagesOf(t, id)).toHaveLength(before.length);
  });

  it('is taken on the session as it stands when something else changed it since the start', async () => {
    const opened = await startSession(t, store, startV1());
    const id = opened.session.session_id;
    await t.db.update(sessions).set({ endedAt: t.clock.now() }).where(eq(sessions.id, id));
    const res = await say(id, 'Would you take £150?');
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errorMessage: string }>().errorMessage).toBe(SESSION_ENDED);
    expect(await messagesOf(t, id)).toHaveLength(1);
  });

  it('ends the negotiation politely when the store switched its rule off since', async () => {
    const id = await negotiating();
    await t.db.update(rules).set({ active: false }).where(eq(rules.id, store.ruleId));
    try {
      const res = await say(id, 'I offer £100');
      expect(res.statusCode, res.body).toBe(200);
      const turn = res.json<TSessionTurnResponse>();
      expect(turn.session.ended).toBe(true);
      expect(turn.message.messages.join(' ')).toMatch(/closed/);
      expect((await sessionRow(t, id)).endedAt).not.toBeNull();
    } finally {
      await t.db.update(rules).set({ active: true }).where(eq(rules.id, store.ruleId));
    }
  });

  it('answers a call tried again with its stored answer, not a second turn', async () => {
    const id = await negotiating();
    const first = await say(id, 'Would £160 do?', 'known-session-retry-0001');
    expect(first.statusCode, first.body).toBe(200);
    const after = await messagesOf(t, id);
    const again = await say(id, 'Would £160 do?', 'known-session-retry-0001');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await messagesOf(t, id)).toHaveLength(after.length);
  });

  it('answers an accept tried again with its stored answer, though the deal it made refuses another', async () => {
    const id = await negotiating();
    const accept = () =>
      widget(
        t,
        { ...store.headers, 'idempotency-key': 'known-session-accept-0001' },
        'POST',
        `/sessions/${id}/accept`,
      );
    const first = await accept();
    expect(first.statusCode, first.body).toBe(200);
    const again = await accept();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
  });

  it('answers as a turn on the session read would, turn after turn', async () => {
    const id = await negotiating();
    for (const text of ['£165?', 'Meet me at £170', 'Final answer: £172']) {
      const res = await say(id, text);
      expect(res.statusCode, res.body).toBe(200);
      const row = await sessionRow(t, id);
      const shown = res.json<TSessionTurnResponse>().session;
      // What the shopper was told is what the database holds.
      expect(shown.current_price).toBe(Number(row.currentPrice));
      expect(shown.negotiation_status).toBe(row.negotiationStatus);
    }
    const positions = (await messagesOf(t, id)).map((m) => m.position);
    expect(positions).toEqual(positions.map((_, i) => i));
  });
});
