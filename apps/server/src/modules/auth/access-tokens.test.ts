import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import type { TestApp } from '../../../test/test-app';
import { startWithRetailerUser } from '../../../test/support/start';

const SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

let t: TestApp;
let retailerId: string;
let user: Awaited<ReturnType<TestApp['createUser']>>;

beforeAll(
  async () => ({ t, retailerId, user } = await startWithRetailerUser({ JWT_SECRET: SECRET })),
);
afterAll(() => t.close());

const getRetailer = (token: string | undefined, id = retailerId) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/retailers/${id}`,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token that is right in every way except `change`. */
function forge(change: { issuer?: string; audience?: string; secret?: string; alg?: string } = {}) {
  const now = Math.floor(t.clock.now().getTime() / 1000);
  return new SignJWT({ adm: false, rid: retailerId })
    .setProtectedHeader({ alg: change.alg ?? 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer(change.issuer ?? 'http://localhost:3000')
    .setAudience(change.audience ?? 'parley-api')
    .setIssuedAt(now)
    .setExpirationTime(now + 300)
    .sign(new TextEncoder().encode(change.secret ?? SECRET));
}

describe('access tokens on an authenticated route', () => {
  it('accepts a well-formed token (the forgeries below differ from it in one way)', async () => {
    expect((await getRetailer(await forge())).statusCode).toBe(200);
    expect((await getRetailer(await t.tokenFor(user))).statusCode).toBe(200);
  });

  it('refuses alg "none"', async () => {
    const [, payload] = (await forge()).split('.');
    expect((await getRetailer(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`)).statusCode).toBe(
      401,
    );
  });

  it('refuses a flipped signature', async () => {
    const [header, payload, signature] = (await forge()).split('.') as [string, string, string];
    const middle = Math.floor(signature.length / 2);
    const flipped =
      signature.slice(0, middle) +
      (signature[middle] === 'A' ? 'B' : 'A') +
      signature.slice(middle + 1);
    expect((await getRetailer(`${header}.${payload}.${flipped}`)).statusCode).toBe(401);
  });

  it('refuses a token signed with another key', async () => {
    const other = await forge({ secret: 'another-secret-that-is-long-enough-0123456789' });
    expect((await getRetailer(other)).statusCode).toBe(401);
  });

  it('refuses the wrong audience or issuer', async () => {
    expect((await getRetailer(await forge({ audience: 'someone-else' }))).statusCode).toBe(401);
    expect((await getRetailer(await forge({ issuer: 'https://evil.example' }))).statusCode).toBe(
      401,
    );
  });

  it('refuses an expired token', async () => {
    const token = await t.tokenFor(user);
    t.clock.advance(t.config.accessTokenTtlSeconds + 1);
    expect((await getRetailer(token)).statusCode).toBe(401);
  });

  it('refuses a missing or malformed token', async () => {
    expect((await getRetailer(undefined)).statusCode).toBe(401);
    expect((await getRetailer('not.a.jwt')).statusCode).toBe(401);
  });

  it("answers 404 for another retailer's id and 403 on admin routes", async () => {
    const other = await t.createRetailer();
    const token = await t.tokenFor(user);
    expect((await getRetailer(token, other.id)).statusCode).toBe(404);
    const admin = await t.app.inject({
      method: 'POST',
      url: `/api/v1/retailers/${retailerId}/login_tokens`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(admin.statusCode).toBe(403);
  });
});
