import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { MSG, type TTokenResponse } from '@parley/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { refresh } from '../../../test/support/auth';
import { listenLocally } from '../../../test/support/listen';

const ISSUER = 'https://idp.example/';
const AUDIENCE = 'parley-console-audience';

let jwks: Server;
let t: TestApp;
let rsa: { publicKey: CryptoKey; privateKey: CryptoKey };
let ec: { publicKey: CryptoKey; privateKey: CryptoKey };
let stranger: { publicKey: CryptoKey; privateKey: CryptoKey };
let user: Awaited<ReturnType<TestApp['createUser']>>;
let retailerId: string;

beforeAll(async () => {
  rsa = await generateKeyPair('RS256');
  ec = await generateKeyPair('ES256');
  stranger = await generateKeyPair('RS256');
  const keys = [
    { ...(await exportJWK(rsa.publicKey)), kid: 'rsa', alg: 'RS256', use: 'sig' },
    { ...(await exportJWK(ec.publicKey)), kid: 'ec', alg: 'ES256', use: 'sig' },
  ];
  jwks = createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys }));
  });
  const url = await listenLocally(jwks);
  t = await createTestApp({
    IDP_ISSUER: ISSUER,
    IDP_AUDIENCE: AUDIENCE,
    IDP_JWKS_URL: `${url}/.well-known/jwks.json`,
  });
  retailerId = (await t.createRetailer()).id;
  user = await t.createUser({ retailerId });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => jwks.close(resolve));
});

interface Forge {
  key?: CryptoKey;
  alg?: string;
  kid?: string;
  issuer?: string;
  audience?: string;
  claims?: Record<string, unknown>;
  expiresIn?: number;
}

function idToken(change: Forge = {}) {
  const now = Math.floor(t.clock.now().getTime() / 1000);
  return new SignJWT({ email: user.email, email_verified: true, ...change.claims })
    .setProtectedHeader({ alg: change.alg ?? 'RS256', kid: change.kid ?? 'rsa' })
    .setSubject('auth0|123')
    .setIssuer(change.issuer ?? ISSUER)
    .setAudience(change.audience ?? AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + (change.expiresIn ?? 600))
    .sign(change.key ?? rsa.privateKey);
}

const exchange = (app: TestApp, token?: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/v1/auth/exchange',
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });

describe('POST /api/v1/auth/exchange', () => {
  it('exchanges a valid ID token for our tokens for the user with that e-mail', async () => {
    const response = await exchange(
      t,
      await idToken({ claims: { email: user.email.toUpperCase() } }),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<TTokenResponse>();
    expect(body).toMatchObject({ token_type: 'Bearer' });
    expect(await t.deps.accessTokens.verify(body.access_token)).toMatchObject({ userId: user.id });
    const retailer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/retailers/${retailerId}`,
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(retailer.statusCode).toBe(200);
    // The console refreshes these like any other session of its client.
    expect((await refresh(t, body.refresh_token)).statusCode).toBe(200);
  });

  it('accepts ES256 as well', async () => {
    const token = await idToken({ key: ec.privateKey, alg: 'ES256', kid: 'ec' });
    expect((await exchange(t, token)).statusCode).toBe(200);
  });

  it('answers 422 with the mapping message for an identity without a user', async () => {
    for (const claims of [
      { email: 'unknown@example.com' },
      { email: user.email, email_verified: false },
      { email: undefined },
    ]) {
      const response = await exchange(t, await idToken({ claims }));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ errorMessage: MSG.identityNotMapped });
    }
  });

  it.each<[string, () => Promise<string | undefined>]>([
    ['wrong issuer', () => idToken({ issuer: 'https://evil.example/' })],
    ['wrong audience', () => idToken({ audience: 'someone-else' })],
    ['expired', () => idToken({ expiresIn: -60 })],
    ['a key not in the key set', () => idToken({ key: stranger.privateKey })],
    ['a flipped signature', async () => `${(await idToken()).slice(0, -4)}AAAA`],
    ['no token', () => Promise.resolve(undefined)],
    ['garbage', () => Promise.resolve('garbage')],
  ])('answers 401 for %s', async (_, make) => {
    expect((await exchange(t, await make())).statusCode).toBe(401);
  });

  it('refuses an HS256 token made with the public key as secret (algorithm confusion)', async () => {
    const jwk = await exportJWK(rsa.publicKey);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const token = await new SignJWT({ email: user.email })
      .setProtectedHeader({ alg: 'HS256', kid: 'rsa' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode(JSON.stringify(jwk)));
    expect((await exchange(t, token)).statusCode).toBe(401);
  });

  it('is not there when no identity provider is configured', async () => {
    const plain = await createTestApp();
    try {
      expect((await exchange(plain, await idToken())).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
