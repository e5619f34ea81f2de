import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '@parley/contract';
import { passwordResetTokens, users } from '../../db/schema';
import { verifyPassword } from '../../lib/passwords';
import { sha256 } from '../../lib/secrets';
import { createTestApp } from '../../../test/test-app';
import {
  freshAddress,
  insertRefreshToken,
  refreshTokenRow,
  resetTokenIn,
  waitForEmail,
} from '../../../test/support/account';

const t = await createTestApp();
afterAll(() => t.close());

const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

/** Asks for a reset link the way the Forgot screen does and reads it from the outbox. */
async function forgot(email: string) {
  const before = new Set(
    (await t.db.select({ id: passwordResetTokens.id }).from(passwordResetTokens)).map((r) => r.id),
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/account/password',
    remoteAddress: freshAddress(),
    payload: { email },
  });
  expect(res.statusCode).toBe(200);
  for (;;) {
    const mail = await waitForEmail(t.db, email.trim().toLowerCase());
    const token = resetTokenIn(mail.textBody);
    const [stored] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, sha256(token)));
    if (stored && !before.has(stored.id)) return { mail, token };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const reset = (token: string, newPassword: string, confirmNewPassword = newPassword) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/account/password',
    payload: { token, newPassword, confirmNewPassword },
  });

describe('forgot password, then reset with the e-mailed token', () => {
  it('e-mails a one-hour link to the console and stores only the hash of a 256-bit token', async () => {
    const user = await t.createUser({ name: 'Frances Forgetful' });
    const { mail, token } = await forgot(`  ${user.email.toUpperCase()} `);
    expect(mail.kind).toBe('password_reset');
    expect(mail.toAddress).toBe(user.email);
    expect(mail.textBody).toContain(`http://localhost:3000/#/account/forgot/${token}`);
    expect(mail.textBody).toContain('expires in one hour');
    expect(mail.textBody).toContain('Frances Forgetful');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - t.clock.now().getTime()).toBeLessThanOrEqual(3600_000);
  });

  it('sets the new password once, ends every session and spends the other links too', async () => {
    const user = await t.createUser({ password: 'forgotten-password' });
    const first = await forgot(user.email);
    const second = await forgot(user.email);
    const session = await insertRefreshToken(t.db, user.id, t.clock.now());

    const res = await reset(second.token, ' brand-new-password ', 'brand-new-password');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.passwordResetDone });
    const row = await userRow(user.id);
    expect(await verifyPassword(row.passwordHash, 'brand-new-password')).toBe(true);
    expect(row.passwordChangedAt).toBeInstanceOf(Date);
    expect((await refreshTokenRow(t.db, session.id)).revokedAt).toBeInstanceOf(Date);

    for (const token of [second.token, first.token]) {
      const again = await reset(token, 'another-password');
      expect(again.statusCode).toBe(422);
      expect(again.json()).toEqual({ errorMessage: MSG.resetTokenInvalid });
    }
    expect(await verifyPassword((await userRow(user.id)).passwordHash, 'brand-new-password')).toBe(
      true,
    );
  });

  it('accepts a link until its hour is up and refuses it afterwards', async () => {
    const fresh = await t.createUser();
    const stale = await t.createUser();
    const { token: freshToken } = await forgot(fresh.email);
    const { token: staleToken } = await forgot(stale.email);
    t.clock.advance(3599);
    expect((await reset(freshToken, 'in-good-time')).statusCode).toBe(200);
    t.clock.advance(2);
    const expired = await reset(staleToken, 'too-late-now');
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toEqual({ errorMessage: MSG.resetTokenInvalid });
    expect((await userRow(stale.id)).passwordChangedAt).toBeNull();
  });

  it('refuses an unknown token', async () => {
    const res = await reset('made-up-token-made-up-token-made-up-token-00', 'new-password');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errorMessage: MSG.resetTokenInvalid });
  });

  it('checks the length of the new password without spending the token', async () => {
    const user = await t.createUser();
    const { token } = await forgot(user.email);
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(422);
    expect(short.json()).toEqual({ errorMessage: MSG.passwordTooShort });
    const long = await reset(token, 'z'.repeat(129));
    expect(long.json()).toEqual({ errorMessage: MSG.passwordTooLong });
    expect((await reset(token, 'long-enough-now')).statusCode).toBe(200);
  });

  it('names a mismatched confirmation and a missing new password', async () => {
    const mismatch = await reset('some-token', 'new-password', 'other-password');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ fieldErrors: { confirmNewPassword: MSG.confirmed } });
    const missing = await reset('some-token', '  ', '  ');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ fieldErrors: { newPassword: MSG.enterNewPassword } });
  });

  it('lets only one of two simultaneous resets with the same token through', async () => {
    const user = await t.createUser();
    const { token } = await forgot(user.email);
    const results = await Promise.all([
      reset(token, 'racing-password-1'),
      reset(token, 'racing-password-2'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
  });
});
