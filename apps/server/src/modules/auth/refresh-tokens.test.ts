import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG, type TTokenResponse } from '@parley/contract';
import { startWithRetailerUser } from '../../../test/support/start';
import { oauthClients, refreshTokens } from '../../db/schema';
import { sha256 } from '../../lib/secrets';
import { invalidGrant, postToken, refresh, signIn } from '../../../test/support/auth';

const { t, retailerId, user } = await startWithRetailerUser();
afterAll(() => t.close());

const refreshInvalid = invalidGrant(MSG.refreshTokenInvalid);

const openRetailer = (accessToken: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/retailers/${retailerId}`,
    headers: { authorization: `Bearer ${accessToken}` },
  });

describe('refresh token rotation', () => {
  it('gives a new pair on every use and stores only hashes', async () => {
    const session = await signIn(t, user);
    const first = await refresh(t, session.refresh_token);
    expect(first.statusCode).toBe(200);
    const next = first.json<TTokenResponse>();
    expect(next.refresh_token).not.toBe(session.refresh_token);
    expect((await openRetailer(next.access_token)).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(next.refresh_token)));
    expect(row).toBeDefined();
    expect((await refresh(t, next.refresh_token)).statusCode).toBe(200);
  });

  it('revokes the whole family when an already-used token comes back', async () => {
    const session = await signIn(t, user);
    const elsewhere = await signIn(t, user);
    const second = (await refresh(t, session.refresh_token)).json<TTokenResponse>();
    const third = (await refresh(t, second.refresh_token)).json<TTokenResponse>();

    const replay = await refresh(t, session.refresh_token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(refreshInvalid);
    // The newest token of the family stops working too.
    expect((await refresh(t, third.refresh_token)).json()).toEqual(refreshInvalid);
    // Another session of the same user is a different family and carries on.
    expect((await refresh(t, elsewhere.refresh_token)).statusCode).toBe(200);
  });

  it('lets exactly one of ten parallel refreshes of one token succeed', async () => {
    const session = await signIn(t, user);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => refresh(t, session.refresh_token)),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(400)]);
    // The nine losers presented a token that was already used: the family is revoked, winner's too.
    const winner = responses.find((r) => r.statusCode === 200)!;
    expect((await refresh(t, winner.json<TTokenResponse>().refresh_token)).statusCode).toBe(400);
  });

  it('ends the family at its absolute lifetime, however often it rotated', async () => {
    const ttl = t.config.refreshTokenTtlSeconds;
    let token = (await signIn(t, user)).refresh_token;
    for (let i = 0; i < 3; i++) {
      t.clock.advance(ttl / 4);
      const response = await refresh(t, token);
      expect(response.statusCode).toBe(200);
      token = response.json<TTokenResponse>().refresh_token;
    }
    t.clock.advance(ttl / 4 - 1);
    const lastGood = await refresh(t, token);
    expect(lastGood.statusCode).toBe(200);
    t.clock.advance(2);
    expect((await refresh(t, lastGood.json<TTokenResponse>().refresh_token)).json()).toEqual(
      refreshInvalid,
    );
  });

  it('refuses unknown tokens, and tokens of another client without using them up', async () => {
    expect((await refresh(t, 'not-a-token')).json()).toEqual(refreshInvalid);
    await t.db
      .insert(oauthClients)
      .values({ clientId: 'other-client', name: 'Other', redirectUris: [] })
      .onConflictDoNothing();
    const session = await signIn(t, user);
    const wrongClient = await postToken(t, {
      grant_type: 'refresh_token',
      client_id: 'other-client',
      refresh_token: session.refresh_token,
    });
    expect(wrongClient.json()).toEqual(refreshInvalid);
    expect((await refresh(t, session.refresh_token)).statusCode).toBe(200);
  });
});

describe('POST /api/v1/auth/logout', () => {
  const logout = (refreshToken: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      payload: { refresh_token: refreshToken },
    });

  it("revokes all of the user's refresh tokens", async () => {
    const session = await signIn(t, user);
    const other = await signIn(t, user);
    const response = await logout(session.refresh_token);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await refresh(t, session.refresh_token)).statusCode).toBe(400);
    expect((await refresh(t, other.refresh_token)).statusCode).toBe(400);
  });

  it('answers 204 to an unknown token as well', async () => {
    expect((await logout('unknown')).statusCode).toBe(204);
  });
});
