import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '@parley/contract';
import { verifyPassword } from '../../lib/passwords';
import { findUserById } from '../users';
import { createTestApp } from '../../../test/test-app';
import { emailsTo, freshAddress, resetTokenIn, waitForEmail } from '../../../test/support/account';

const t = await createTestApp();
afterAll(() => t.close());

const forgot = (email: unknown, remoteAddress = freshAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/account/password',
    remoteAddress,
    payload: { email },
  });

/** What a caller can see of an answer, apart from the date and the request's own id. */
const visible = (res: Awaited<ReturnType<typeof forgot>>) => {
  const headers = { ...res.headers };
  delete headers.date;
  delete headers['x-request-id'];
  return { status: res.statusCode, headers, body: res.body };
};

describe('POST /api/v1/account/password (forgot password)', () => {
  it('answers a known and an unknown address identically, and e-mails only the known one', async () => {
    const user = await t.createUser();
    const known = await forgot(user.email);
    const unknown = await forgot('nobody-here@example.com');
    expect(known.json()).toEqual({ message: MSG.forgotSent });
    expect(visible(unknown)).toEqual(visible(known));

    await waitForEmail(t.db, user.email);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await emailsTo(t.db, 'nobody-here@example.com')).toEqual([]);
  });

  it('validates the address with the spec messages', async () => {
    const empty = await forgot('  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ fieldErrors: { email: MSG.enterEmail } });
    const bad = await forgot('not-an-address');
    expect(bad.json()).toMatchObject({ fieldErrors: { email: MSG.email } });
    const wrongType = await forgot(42);
    expect(wrongType.statusCode).toBe(400);
  });

  it('throttles per account after five e-mails an hour, known or not, whatever the case', async () => {
    const user = await t.createUser();
    for (const email of [user.email, 'ghost@example.com']) {
      for (let i = 0; i < 5; i++) {
        const variant = i % 2 ? email.toUpperCase() : ` ${email} `;
        expect((await forgot(variant)).statusCode).toBe(200);
      }
    }
    const knownRefused = await forgot(user.email);
    const unknownRefused = await forgot('ghost@example.com');
    expect(knownRefused.statusCode).toBe(429);
    expect(knownRefused.json()).toEqual({ errorMessage: MSG.tooManyRequests });
    expect(visible(unknownRefused)).toEqual(visible(knownRefused));

    await waitForEmail(t.db, user.email);
    t.clock.advance(3601);
    expect((await forgot(user.email)).statusCode).toBe(200);
  });

  it('throttles one client address asking for many accounts', async () => {
    const address = freshAddress();
    for (let i = 0; i < 20; i++) {
      expect((await forgot(`spray-${i}@example.com`, address)).statusCode).toBe(200);
    }
    const refused = await forgot('spray-last@example.com', address);
    expect(refused.statusCode).toBe(429);
    expect((await forgot('spray-last@example.com')).statusCode).toBe(200);
  });
});

describe('POST /api/v1/auth/password (e-mail me a password link)', () => {
  // Each from an address of its own, so that no test meets another's throttle.
  const askForLink = (headers: Record<string, string>, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password',
      headers,
      remoteAddress: freshAddress(),
      payload,
    });

  it('e-mails the signed-in user a link that sets their password', async () => {
    const admin = await t.createUser({ isAdmin: true, password: 'admin-password' });
    const res = await askForLink(await t.bearer(admin), { current: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.adminPasswordRequested });
    const mail = await waitForEmail(t.db, admin.email);
    expect(mail.textBody).toContain('expires in one hour');
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/account/password',
      payload: {
        token: resetTokenIn(mail.textBody),
        newPassword: 'chosen-by-email',
        confirmNewPassword: 'chosen-by-email',
      },
    });
    expect(reset.json()).toEqual({ message: MSG.passwordResetDone });
    const row = await findUserById(t.db, admin.id);
    expect(await verifyPassword(row!.passwordHash, 'chosen-by-email')).toBe(true);
  });

  it("accepts the caller's own retailer and hides other retailers", async () => {
    const mine = await t.createRetailer();
    const theirs = await t.createRetailer();
    const user = await t.createUser({ retailerId: mine.id });
    const headers = await t.bearer(user);
    const own = await askForLink(headers, { retailer_id: mine.id });
    expect(own.statusCode).toBe(200);
    const other = await askForLink(headers, { retailer_id: theirs.id });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ errorMessage: MSG.notFound });
    await waitForEmail(t.db, user.email);
    expect(await emailsTo(t.db, user.email)).toHaveLength(1);
  });

  it('refuses a Shopify store’s user, whose password Shopify keeps, and sends nothing', async () => {
    const store = await t.createRetailer({
      storePlatform: 'shopify',
      myshopifyDomain: 'boots.myshopify.com',
    });
    const user = await t.createUser({ retailerId: store.id });
    const admin = await t.createUser({ isAdmin: true });
    for (const caller of [user, admin]) {
      const res = await askForLink(await t.bearer(caller), { retailer_id: store.id });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errorMessage: MSG.shopifyPasswordChange });
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await emailsTo(t.db, user.email)).toEqual([]);
    expect(await emailsTo(t.db, admin.email)).toEqual([]);
  });

  it('answers 401 to an anonymous caller', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password',
      payload: { current: true },
    });
    expect(res.statusCode).toBe(401);
  });
});
