import { afterAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { MSG, type TTokenResponse } from '@parley/contract';
import { users } from '../../db/schema';
import { createTestApp } from '../../../test/test-app';
import { freshAddress, resetTokenIn, waitForEmail } from '../../../test/support/account';
import { obtainCode, redeemCode, refresh, signIn } from '../../../test/support/auth';
import { TOKEN_VERSION_CACHE_MS } from '../users';

// Issue 27: an access token used to outlive log-out, password change and a replayed refresh
// token by up to its 15 minutes. These tests replay the attack: the token taken before must fail
// on the very next request.

const SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
const t = await createTestApp({ JWT_SECRET: SECRET });
afterAll(() => t.close());
const retailerId = (await t.createRetailer()).id;

type User = Awaited<ReturnType<typeof t.createUser>>;
const newUser = () => t.createUser({ retailerId, password: 'old-password-1' });

const getAccount = (accessToken: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/account',
    headers: { authorization: `Bearer ${accessToken}` },
  });

async function expectRefused(accessToken: string) {
  const response = await getAccount(accessToken);
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ errorMessage: MSG.unauthenticated });
}

async function expectAccepted(accessToken: string) {
  expect((await getAccount(accessToken)).statusCode).toBe(200);
}

/** A session that has been used, so that the server has read (and cached) its user's version. */
async function usedSession(user: Pick<User, 'email' | 'password'>) {
  const session = await signIn(t, user);
  await expectAccepted(session.access_token);
  return session;
}

const logout = (refreshToken: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/logout',
    payload: { refresh_token: refreshToken },
  });

/** An access token as issued before token versions existed: no `ver` claim. */
function tokenWithoutVersion(user: User) {
  const now = Math.floor(t.clock.now().getTime() / 1000);
  return new SignJWT({ adm: false, rid: retailerId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer('http://localhost:3000')
    .setAudience('parley-api')
    .setIssuedAt(now)
    .setExpirationTime(now + 300)
    .sign(new TextEncoder().encode(SECRET));
}

describe('access tokens end with the session, at once', () => {
  it('after log-out: every access token of the user, and a new sign-in works', async () => {
    const user = await newUser();
    const session = await usedSession(user);
    const other = await usedSession(user);
    expect((await logout(session.refresh_token)).statusCode).toBe(204);
    await expectRefused(session.access_token);
    await expectRefused(other.access_token);
    await expectAccepted((await signIn(t, user)).access_token);
  });

  it('after a password change: the token that made it, and a sign-in with the new one works', async () => {
    const user = await newUser();
    const session = await usedSession(user);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/account/password',
      headers: { authorization: `Bearer ${session.access_token}` },
      remoteAddress: freshAddress(),
      payload: {
        oldPassword: 'old-password-1',
        newPassword: 'new-password-1',
        confirmNewPassword: 'new-password-1',
      },
    });
    expect(change.json()).toEqual({ message: MSG.passwordUpdated });
    await expectRefused(session.access_token);
    await expectAccepted((await signIn(t, { ...user, password: 'new-password-1' })).access_token);
  });

  it('after a password reset from the e-mailed link', async () => {
    const user = await newUser();
    const session = await usedSession(user);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/password',
      remoteAddress: freshAddress(),
      payload: { email: user.email },
    });
    expect(forgot.statusCode).toBe(200);
    const token = resetTokenIn((await waitForEmail(t.db, user.email)).textBody);
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/account/password',
      payload: { token, newPassword: 'new-password-2', confirmNewPassword: 'new-password-2' },
    });
    expect(reset.json()).toEqual({ message: MSG.passwordResetDone });
    await expectRefused(session.access_token);
    await expectAccepted((await signIn(t, { ...user, password: 'new-password-2' })).access_token);
  });

  it('after a rotated refresh token comes back: the leaked and the rotated access tokens', async () => {
    const user = await newUser();
    const session = await usedSession(user);
    const rotated = (await refresh(t, session.refresh_token)).json<TTokenResponse>();
    await expectAccepted(rotated.access_token);
    expect((await refresh(t, session.refresh_token)).statusCode).toBe(400);
    await expectRefused(session.access_token);
    await expectRefused(rotated.access_token);
    await expectAccepted((await signIn(t, user)).access_token);
  });

  it('after an authorization code comes back', async () => {
    const user = await newUser();
    const { code, verifier } = await obtainCode(t, user);
    const session = (await redeemCode(t, code, verifier)).json<TTokenResponse>();
    await expectAccepted(session.access_token);
    expect((await redeemCode(t, code, verifier)).statusCode).toBe(400);
    await expectRefused(session.access_token);
    await expectAccepted((await signIn(t, user)).access_token);
  });

  it('leaves other users signed in', async () => {
    const user = await newUser();
    const bystander = await usedSession(await newUser());
    expect((await logout((await usedSession(user)).refresh_token)).statusCode).toBe(204);
    await expectAccepted(bystander.access_token);
  });
});

describe('token versions', () => {
  it('takes a token without a version for version 0, so that sessions begun before go on', async () => {
    const user = await newUser();
    const old = await tokenWithoutVersion(user);
    await expectAccepted(old);
    expect((await logout((await signIn(t, user)).refresh_token)).statusCode).toBe(204);
    await expectRefused(old);
  });

  it("sees another process's raise within the cache time", async () => {
    const user = await newUser();
    const session = await usedSession(user);
    // What a log-out handled by another server process leaves in the shared database.
    await t.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.id));
    await expectAccepted(session.access_token);
    t.clock.advance(TOKEN_VERSION_CACHE_MS / 1000);
    await expectRefused(session.access_token);
    await expectAccepted((await signIn(t, user)).access_token);
  });
});
