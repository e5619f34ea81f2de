import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CONSOLE_CLIENT_ID,
  MSG,
  type TLoginTokenResponse,
  type TTokenResponse,
} from '@parley/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginTokens } from '../../db/schema';
import { sha256 } from '../../lib/secrets';
import { invalidGrant, postToken } from '../../../test/support/auth';

let t: TestApp;
let retailerId: string;
let admin: Awaited<ReturnType<TestApp['createUser']>>;
let firstUser: Awaited<ReturnType<TestApp['createUser']>>;

beforeAll(async () => {
  t = await createTestApp();
  retailerId = (await t.createRetailer()).id;
  admin = await t.createUser({ isAdmin: true });
  // Created second but dated later: the first user is chosen by created_at, not insertion order.
  await t.createUser({ retailerId, createdAt: new Date('2024-02-01T00:00:00Z') });
  firstUser = await t.createUser({ retailerId, createdAt: new Date('2024-01-01T00:00:00Z') });
});
afterAll(() => t.close());

const issue = async (retailer: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1/retailers/${retailer}/login_tokens`, headers });

const redeem = (token: string) =>
  postToken(t, { grant_type: 'login_token', client_id: CONSOLE_CLIENT_ID, token });

const loginTokenInvalid = invalidGrant(MSG.loginTokenInvalid);

describe('POST /api/v1/retailers/:retailerId/login_tokens', () => {
  it("gives an administrator a one-time link for the retailer's first user", async () => {
    const response = await issue(retailerId, await t.bearer(admin));
    expect(response.statusCode).toBe(200);
    const body = response.json<TLoginTokenResponse>();
    expect(body.url).toBe(`http://localhost:3000/#/session/new/${body.token}`);
    expect(new Date(body.expires_at).getTime() - t.clock.now().getTime()).toBe(
      t.config.loginTokenTtlSeconds * 1000,
    );
    const [row] = await t.db
      .select()
      .from(loginTokens)
      .where(eq(loginTokens.tokenHash, sha256(body.token)));
    expect(row).toMatchObject({
      userId: firstUser.id,
      createdByUserId: admin.id,
      purpose: 'impersonation',
      usedAt: null,
    });
  });

  it('is for administrators only', async () => {
    expect((await issue(retailerId, await t.bearer(firstUser))).statusCode).toBe(403);
    expect((await issue(retailerId)).statusCode).toBe(401);
  });

  it('answers 404 for a missing retailer or one without users', async () => {
    const headers = await t.bearer(admin);
    const empty = await t.createRetailer();
    expect((await issue(empty.id, headers)).statusCode).toBe(404);
    expect((await issue('00000000-0000-4000-8000-000000000000', headers)).statusCode).toBe(404);
  });
});

describe('grant_type=login_token', () => {
  it('signs in as the retailer user exactly once', async () => {
    const { token } = (await issue(retailerId, await t.bearer(admin))).json<TLoginTokenResponse>();
    const response = await redeem(token);
    expect(response.statusCode).toBe(200);
    const account = await t.app.inject({
      method: 'GET',
      url: `/api/v1/retailers/${retailerId}`,
      headers: { authorization: `Bearer ${response.json<TTokenResponse>().access_token}` },
    });
    expect(account.statusCode).toBe(200);
    expect(
      await t.deps.accessTokens.verify(response.json<TTokenResponse>().access_token),
    ).toMatchObject({
      userId: firstUser.id,
      isAdmin: false,
    });

    const again = await redeem(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(loginTokenInvalid);
  });

  it('refuses an expired or unknown token', async () => {
    const { token } = (await issue(retailerId, await t.bearer(admin))).json<TLoginTokenResponse>();
    t.clock.advance(t.config.loginTokenTtlSeconds + 1);
    expect((await redeem(token)).json()).toEqual(loginTokenInvalid);
    expect((await redeem('made-up')).json()).toEqual(loginTokenInvalid);
    expect((await redeem('')).json()).toEqual({ ...loginTokenInvalid, error: 'invalid_request' });
  });
});
