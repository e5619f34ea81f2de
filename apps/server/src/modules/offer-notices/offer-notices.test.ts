import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import type { TSessionTurnResponse } from '@parley/contract';
import { jobs, outboundEmails, retailers, rules, sessions } from '../../db/schema';
import { recoverableSession } from '../../../test/support/sessions';
import { startV1, storeWithRule, widget } from '../../../test/support/widget';
import { OFFER_NOTICE_EMAIL_KIND, OFFER_NOTICE_JOB } from './index';
import { windowOf } from './windows';

const t = await createTestApp();
afterAll(() => t.close());

const noticeJobs = (retailerId: string) =>
  t.db
    .select()
    .from(jobs)
    .where(
      and(eq(jobs.name, OFFER_NOTICE_JOB), sql`${jobs.payload}->>'retailerId' = ${retailerId}`),
    );

/** The window closes: its notice job becomes due and runs. */
async function closeWindows(retailerId: string) {
  await t.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(
      and(eq(jobs.name, OFFER_NOTICE_JOB), sql`${jobs.payload}->>'retailerId' = ${retailerId}`),
    );
  await t.deps.jobs.runDue();
}

const noticesTo = (to: string) =>
  t.db
    .select()
    .from(outboundEmails)
    .where(and(eq(outboundEmails.toAddress, to), eq(outboundEmails.kind, OFFER_NOTICE_EMAIL_KIND)));

async function storeWithNotices(email: string | null) {
  const store = await storeWithRule(t);
  await t.db
    .update(retailers)
    .set({ notificationsEmail: email, name: 'Harbour Outfitters' })
    .where(eq(retailers.id, store.id));
  return store;
}

describe('offer notices', () => {
  it('lists every offer of a window in one e-mail, sent when the window closes, each with its console link', async () => {
    const store = await storeWithNotices('owner@harbour.example');
    const first = await recoverableSession(t, store, 'a@example.com');
    const second = await recoverableSession(t, store, 'b@example.com');

    // Two offers in one window ask for one notice, due at the window's end.
    const asked = await noticeJobs(store.id);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.runAt.getTime()).toBeGreaterThan(t.clock.now().getTime());
    const { from, to } = windowOf(t.clock.now(), 900);
    expect(asked[0]!.payload).toEqual({
      retailerId: store.id,
      from: from.toISOString(),
      to: to.toISOString(),
    });
    expect(asked[0]!.runAt).toEqual(to);
    expect(await noticesTo('owner@harbour.example')).toHaveLength(0);

    await closeWindows(store.id);
    const [notice, ...more] = await noticesTo('owner@harbour.example');
    expect(more).toHaveLength(0);
    expect(notice!.subject).toBe('Harbour Outfitters: 2 offers waiting for your review');
    for (const { session } of [first, second]) {
      expect(notice!.textBody).toContain(
        `http://localhost:3000/#/retailers/${store.id}/sessions/${session.id}`,
      );
      expect(notice!.textBody).toContain(`£${session.lastUserBid!.toFixed(2)} offered`);
    }
  });

  it('sends a later window its own notice, and nothing for offers answered meanwhile', async () => {
    const store = await storeWithNotices('later@harbour.example');
    const { session } = await recoverableSession(t, store, 'c@example.com');
    await closeWindows(store.id);
    expect(await noticesTo('later@harbour.example')).toHaveLength(1);

    t.clock.advance(15 * 60);
    const next = await recoverableSession(t, store, 'd@example.com');
    expect(await noticeJobs(store.id)).toHaveLength(2);
    // Answered before its window closed: the notice has nothing to say.
    await t.db
      .update(sessions)
      .set({ summaryStatus: 'user_offer_rejected' })
      .where(eq(sessions.id, next.session.id));
    await closeWindows(store.id);
    const notices = await noticesTo('later@harbour.example');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.textBody).toContain(session.id);
  });

  it('tells of an offer left after the shopper walked away, in a later window', async () => {
    const store = await storeWithNotices('returns@harbour.example');
    await t.db
      .update(rules)
      .set({ recoveredParleysActive: true })
      .where(eq(rules.id, store.ruleId));
    const post = async (url: string, body?: object) => {
      const res = await widget(t, store.headers, 'POST', url, body);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json<TSessionTurnResponse>().session;
    };
    let state = await post('/sessions', startV1());
    const id = state.session_id;
    const bid = Math.round(state.current_price * 0.75);
    for (let turn = 0; turn < 12 && !state.can_leave_email; turn += 1) {
      state = await post(`/sessions/${id}/messages`, { text: `£${bid} and not a penny more` });
    }
    // The page goes away (the widget's beacon): the negotiation ends, the e-mail form stays.
    state = await post(`/sessions/${id}/leave`);
    expect(state).toMatchObject({ ended: true, can_leave_email: true });

    // The shopper comes back to the chat in a later window and leaves the e-mail there.
    t.clock.advance(20 * 60);
    await post(`/sessions/${id}/email`, { email: 'late@example.com' });
    await closeWindows(store.id);
    const notices = await noticesTo('returns@harbour.example');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.textBody).toContain(id);
  });

  it('e-mails nobody when the store has no notification address', async () => {
    const store = await storeWithNotices(null);
    await recoverableSession(t, store, 'e@example.com');
    expect(await noticeJobs(store.id)).toHaveLength(1);
    await closeWindows(store.id);
    const sent = await t.db
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.kind, OFFER_NOTICE_EMAIL_KIND));
    expect(sent.every((email) => !email.textBody.includes(store.id))).toBe(true);
  });
});
