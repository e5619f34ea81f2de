import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRecoveryDecisionInput } from '@parley/contract';
import { createTestApp, type TestApp } from '../test-app';
import { outboundEmails } from '../../src/db/schema';
import { RECOVERY_EMAIL_KIND } from '../../src/modules/sessions';
import { call } from '../support/api';
import { recoverableSession } from '../support/sessions';
import { startSmtp } from '../support/smtp';

/**
 * E-mails through an SMTP outage: each is recorded with its delivery job in the change that sends
 * it, retried with back-off while the mail server is away, delivered once it is back, and never
 * twice. The server's job loop runs here as in a started server.
 */
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url(), EMAIL_RETRY_SECONDS: '0.2' });
  t.deps.jobs.start();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const statusesOf = async (ids: string[]) =>
  (
    await t.db
      .select({ status: outboundEmails.status })
      .from(outboundEmails)
      .where(inArray(outboundEmails.id, ids))
  ).map((row) => row.status);

const until = async (done: () => Promise<boolean> | boolean, ms = 30_000) => {
  const end = Date.now() + ms;
  while (!(await done()) && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  expect(await done()).toBe(true);
};

describe('e-mails during an SMTP outage', () => {
  it('are all delivered once the mail server is back, none twice', async () => {
    await smtp.down();
    const to = Array.from({ length: 5 }, (_, i) => `outage-${i}@example.com`);
    for (const address of to) {
      await t.deps.mailer.send({ kind: 'test', to: address, subject: 'Hello', text: 'Body' });
    }
    const rows = await t.db
      .select({ id: outboundEmails.id })
      .from(outboundEmails)
      .where(inArray(outboundEmails.toAddress, to));
    const ids = rows.map((row) => row.id);
    expect(ids).toHaveLength(5);
    await until(async () => (await statusesOf(ids)).every((s) => s === 'retrying'));
    expect(smtp.received).toHaveLength(0);

    await smtp.up();
    await until(async () => (await statusesOf(ids)).every((s) => s === 'sent'));
    // A while longer: no retry sends any of them again.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const delivered = smtp.received.filter((m) => to.includes(m.to[0]!));
    expect(delivered.map((m) => m.to[0]).sort()).toEqual([...to].sort());
    expect(new Set(delivered.map((m) => m.messageId)).size).toBe(5);
    for (const id of ids) {
      expect(delivered.some((m) => m.messageId === `<${id}@localhost>`)).toBe(true);
    }
  });

  it('bring an accepted offer’s recovery e-mail to the shopper after the outage', async () => {
    const email = 'recovered-after-outage@example.com';
    const { store, session } = await recoverableSession(t, undefined, email);
    const headers = await t.bearer(await t.createUser({ retailerId: store.id }));
    await smtp.down();
    const decision: Partial<TRecoveryDecisionInput> = {
      user_offer: session.lastUserBid!,
      offer_type: 'accept',
      reason: 'should_have_accepted',
      retailer_message: 'Yours at your price.',
    };
    const res = await call(t, headers, 'PUT', `/sessions/${session.id}`, {
      recovered_parley: decision,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await t.db
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.toAddress, email));
    expect(mail?.kind).toBe(RECOVERY_EMAIL_KIND);
    await until(async () => (await statusesOf([mail!.id]))[0] === 'retrying');

    await smtp.up();
    await until(async () => (await statusesOf([mail!.id]))[0] === 'sent');
    const delivered = smtp.received.filter((m) => m.to[0] === email);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.raw).toContain('Yours at your price.');
  });
});
