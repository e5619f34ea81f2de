import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '@parley/contract';
import { users } from '../../db/schema';
import { verifyPassword } from '../../lib/passwords';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { PASSWORD_CHANGE_THROTTLE } from './password-change';
import { freshAddress, insertRefreshToken, refreshTokenRow } from '../../../test/support/account';
import { currentBearer } from '../../../test/support/auth';
import type * as Passwords from '../../lib/passwords';

// Counts the checks of the current password, which the throttle must bound.
vi.mock('../../lib/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof Passwords>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

const t = await createTestApp();
afterAll(() => t.close());

const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

async function change(
  user: Awaited<ReturnType<TestApp['createUser']>>,
  oldPassword: string,
  newPassword: string,
  confirmNewPassword = newPassword,
  remoteAddress = freshAddress(),
) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/v1/account/password',
    // The user's current token: an earlier change in the same test ended the session before.
    headers: await currentBearer(t, user),
    remoteAddress,
    payload: { oldPassword, newPassword, confirmNewPassword },
  });
}

describe('changing the password (PUT /api/v1/account/password with oldPassword)', () => {
  it('stores the new (trimmed) password, stamps the change and revokes every refresh token', async () => {
    const user = await t.createUser({ password: 'old-password-1' });
    const session = await insertRefreshToken(t.db, user.id, t.clock.now());
    const res = await change(user, '  old-password-1 ', ' new-password-1  ', 'new-password-1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.passwordUpdated });
    const row = await userRow(user.id);
    expect(await verifyPassword(row.passwordHash, 'new-password-1')).toBe(true);
    expect(await verifyPassword(row.passwordHash, 'old-password-1')).toBe(false);
    expect(row.passwordChangedAt).toBeInstanceOf(Date);
    expect((await refreshTokenRow(t.db, session.id)).revokedAt).toBeInstanceOf(Date);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const user = await t.createUser({ password: 'old-password-2' });
    const session = await insertRefreshToken(t.db, user.id, t.clock.now());
    const before = await userRow(user.id);
    const res = await change(user, 'not-the-password', 'new-password-2');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errorMessage: MSG.wrongCurrentPassword });
    const after = await userRow(user.id);
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(after.passwordChangedAt).toBeNull();
    expect((await refreshTokenRow(t.db, session.id)).revokedAt).toBeNull();
  });

  it('holds new passwords to 8 to 128 characters', async () => {
    const user = await t.createUser({ password: 'old-password-3' });
    const short = await change(user, 'old-password-3', 'seven77');
    expect(short.statusCode).toBe(422);
    expect(short.json()).toEqual({ errorMessage: MSG.passwordTooShort });
    const long = await change(user, 'old-password-3', 'x'.repeat(129));
    expect(long.statusCode).toBe(422);
    expect(long.json()).toEqual({ errorMessage: MSG.passwordTooLong });
    expect((await userRow(user.id)).passwordChangedAt).toBeNull();

    const eight = await change(user, 'old-password-3', 'eight888');
    expect(eight.statusCode).toBe(200);
    const longest = await change(user, 'eight888', 'y'.repeat(128));
    expect(longest.statusCode).toBe(200);
    expect(await verifyPassword((await userRow(user.id)).passwordHash, 'y'.repeat(128))).toBe(true);
  });

  it('answers 401 to an anonymous change', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/account/password',
      payload: {
        oldPassword: 'whatever-it-is',
        newPassword: 'new-password',
        confirmNewPassword: 'new-password',
      },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errorMessage: MSG.unauthenticated });
  });

  it('names missing fields and a mismatched confirmation with the spec messages', async () => {
    const user = await t.createUser();
    const mismatch = await change(user, 'anything', 'new-password', 'other-password');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      errorMessage: MSG.confirmed,
      fieldErrors: { confirmNewPassword: MSG.confirmed },
    });
    const blank = await change(user, '   ', 'new-password');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ fieldErrors: { oldPassword: MSG.enterPassword } });
    const empty = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/account/password',
      headers: await t.bearer(user),
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      errorMessage: MSG.enterPassword,
      fieldErrors: {
        oldPassword: MSG.enterPassword,
        newPassword: MSG.enterNewPassword,
        confirmNewPassword: MSG.confirmNewPassword,
      },
    });
  });

  it('backs off after repeated wrong current passwords', async () => {
    const user = await t.createUser({ password: 'old-password-4' });
    const address = freshAddress();
    for (let i = 0; i < 5; i++) {
      expect(
        (await change(user, `wrong-${i}`, 'new-password-4', undefined, address)).statusCode,
      ).toBe(422);
    }
    const throttled = await change(user, 'old-password-4', 'new-password-4', undefined, address);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({ errorMessage: MSG.tooManyRequests });
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(16);
    const later = await change(user, 'old-password-4', 'new-password-4', undefined, address);
    expect(later.statusCode).toBe(200);
  });

  it('checks at most the back-off allowance of parallel wrong current passwords', async () => {
    const user = await t.createUser({ password: 'old-password-5' });
    vi.mocked(verifyPassword).mockClear();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => change(user, `wrong-${i}`, 'new-password-5')),
    );
    const checked = vi.mocked(verifyPassword).mock.calls.length;
    expect(checked).toBe(PASSWORD_CHANGE_THROTTLE.backoff!.after);
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 422)).toHaveLength(checked);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - checked);
  });
});
