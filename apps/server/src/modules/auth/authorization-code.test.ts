import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONSOLE_CLIENT_ID, MSG, type TTokenResponse } from '@parley/contract';
import { startWithRetailerUser } from '../../../test/support/start';
import { authorizationCodes, oauthClients, refreshTokens } from '../../db/schema';
import { sha256 } from '../../lib/secrets';
import {
  REDIRECT_URI,
  authorizeQuery,
  invalidGrant,
  obtainCode,
  openLoginForm,
  pkce,
  postForm,
  postToken,
  redeemCode,
  refresh,
} from '../../../test/support/auth';

const { t, retailerId, user } = await startWithRetailerUser();
afterAll(() => t.close());

const codeInvalid = invalidGrant(MSG.authorizationCodeInvalid);

describe('authorization code flow with PKCE', () => {
  it('goes from the hosted page to an access token that opens the retailer', async () => {
    const { verifier, challenge } = pkce();
    const { cookies, fields } = await openLoginForm(t, authorizeQuery(challenge));
    const login = await postForm(
      t,
      '/oauth/authorize',
      { ...fields, email: user.email.toUpperCase(), password: user.password },
      { cookies },
    );
    expect(login.statusCode).toBe(302);
    const location = new URL(login.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get('state')).toBe('state-123');
    const code = location.searchParams.get('code')!;
    expect(code.length).toBeGreaterThanOrEqual(43);

    const [stored] = await t.db.select().from(authorizationCodes);
    expect(stored!.codeHash).toBe(sha256(code));
    expect(stored!.expiresAt.getTime() - t.clock.now().getTime()).toBeLessThanOrEqual(600_000);

    const tokens = await redeemCode(t, code, verifier);
    expect(tokens.statusCode).toBe(200);
    expect(tokens.headers['cache-control']).toBe('no-store');
    const body = tokens.json<TTokenResponse>();
    expect(body).toMatchObject({
      token_type: 'Bearer',
      expires_in: t.config.accessTokenTtlSeconds,
    });
    const [refreshRow] = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(body.refresh_token)));
    expect(refreshRow).toMatchObject({ userId: user.id, authorizationCodeId: stored!.id });

    const retailer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/retailers/${retailerId}`,
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(retailer.statusCode).toBe(200);
    expect(retailer.json()).toMatchObject({ id: retailerId });
  });

  it('accepts a JSON token request as well', async () => {
    const { code, verifier } = await obtainCode(t, user);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth/token',
      payload: {
        grant_type: 'authorization_code',
        client_id: CONSOLE_CLIENT_ID,
        code,
        code_verifier: verifier,
        redirect_uri: REDIRECT_URI,
      },
    });
    expect(response.statusCode).toBe(200);
  });

  it('revokes every refresh token a code issued when the code is used again', async () => {
    const { code, verifier } = await obtainCode(t, user);
    const first = (await redeemCode(t, code, verifier)).json<TTokenResponse>();
    const rotated = await refresh(t, first.refresh_token);
    expect(rotated.statusCode).toBe(200);
    const otherCode = await obtainCode(t, user);
    const other = await redeemCode(t, otherCode.code, otherCode.verifier);
    expect(other.statusCode).toBe(200);

    const replay = await redeemCode(t, code, verifier);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(codeInvalid);
    expect((await refresh(t, rotated.json<TTokenResponse>().refresh_token)).statusCode).toBe(400);
    // A session from another code is not touched.
    expect((await refresh(t, other.json<TTokenResponse>().refresh_token)).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const { code, verifier } = await obtainCode(t, user);
    t.clock.advance(t.config.authorizationCodeTtlSeconds + 1);
    const response = await redeemCode(t, code, verifier);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(codeInvalid);
  });

  it('refuses a wrong code_verifier, and the code is used up', async () => {
    const { code, verifier } = await obtainCode(t, user);
    const wrong = await redeemCode(t, code, pkce().verifier);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(codeInvalid);
    expect((await redeemCode(t, code, verifier)).statusCode).toBe(400);
  });

  it('refuses a different redirect_uri or client than the code was issued to', async () => {
    await t.db
      .insert(oauthClients)
      .values({ clientId: 'other-client', name: 'Other', redirectUris: [REDIRECT_URI] })
      .onConflictDoNothing();
    const a = await obtainCode(t, user);
    const wrongRedirect = await postToken(t, {
      grant_type: 'authorization_code',
      client_id: CONSOLE_CLIENT_ID,
      code: a.code,
      code_verifier: a.verifier,
      redirect_uri: `${REDIRECT_URI}/`,
    });
    expect(wrongRedirect.json()).toEqual(codeInvalid);
    const b = await obtainCode(t, user);
    const wrongClient = await postToken(t, {
      grant_type: 'authorization_code',
      client_id: 'other-client',
      code: b.code,
      code_verifier: b.verifier,
      redirect_uri: REDIRECT_URI,
    });
    expect(wrongClient.json()).toEqual(codeInvalid);
  });

  it('answers malformed token requests in the RFC 6749 shape', async () => {
    const unknownClient = await postToken(t, {
      grant_type: 'refresh_token',
      client_id: 'nobody',
      refresh_token: 'x',
    });
    expect(unknownClient.statusCode).toBe(400);
    expect(unknownClient.json()).toMatchObject({ error: 'invalid_client' });
    const unsupported = await postToken(t, {
      grant_type: 'password',
      client_id: CONSOLE_CLIENT_ID,
    });
    expect(unsupported.statusCode).toBe(400);
    expect(unsupported.json()).toMatchObject({ error: 'unsupported_grant_type' });
    const incomplete = await postToken(t, { grant_type: 'authorization_code', code: 'x' });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json()).toMatchObject({ error: 'invalid_request' });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"grant_type":',
    });
    expect(broken.statusCode).toBe(400);
  });
});
