import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, MSG } from '@parley/contract';
import { access, enforceAccessPolicies } from '../../plugins/access';
import { authenticateRequests } from '../../plugins/authenticate';
import { handleErrors } from '../../plugins/error-handler';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { snapshotTables } from '../../../test/db-snapshot';

/**
 * ASVS 8.2.2 / API1: every retailer-scoped route × method, tried with the owner's token, another
 * retailer's, none, an expired one and an administrator's.
 */

/** A request each retailer-scoped route accepts from its owner. */
const VALID_REQUESTS: Record<string, { payload?: object }> = {
  [`GET ${API_BASE_PATH}/retailers/:retailerId`]: {},
  [`PUT ${API_BASE_PATH}/retailers/:retailerId`]: {
    payload: { admin_site_banner_type: 'persistent_book_call' },
  },
};

const CANARIES = ['CANARY-7f3a-retailer', 'canary-7f3a.example', 'CANARY-7f3a-user'];

let t: TestApp;
let owner: { id: string };
let victim: { id: string };
const headers: Record<'owner' | 'other' | 'admin' | 'expired', Record<string, string>> = {
  owner: {},
  other: {},
  admin: {},
  expired: {},
};
/** Every body and header the non-admin callers got, searched for canaries at the end. */
const seenByCallers: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createRetailer({ name: 'Owner Store' });
  victim = await t.createRetailer({
    name: CANARIES[0],
    primaryDomain: CANARIES[1],
    myshopifyDomain: CANARIES[1],
    customCode: CANARIES[0],
    notificationsEmail: `alerts@${CANARIES[1]}`,
  });
  await t.createUser({ name: CANARIES[2], email: `owner@${CANARIES[1]}`, retailerId: victim.id });
  const ownerUser = await t.createUser({ retailerId: owner.id });
  const otherUser = await t.createUser({ retailerId: victim.id });
  const admin = await t.createUser({ isAdmin: true });
  headers.expired = await t.bearer(ownerUser);
  t.clock.advance(t.config.accessTokenTtlSeconds + 1);
  headers.owner = await t.bearer(ownerUser);
  headers.other = await t.bearer(otherUser);
  headers.admin = await t.bearer(admin);
});
afterAll(() => t.close());

const retailerRoutes = () =>
  t.app.routeInventory.filter((r) => r.access?.kind === 'retailer' && r.method !== 'HEAD');

async function call(
  method: string,
  url: string,
  retailerId: string,
  caller: keyof typeof headers | 'anonymous',
) {
  const key = `${method} ${url}`;
  const res = await t.app.inject({
    method: method as 'GET',
    url: url.replace(':retailerId', retailerId),
    headers: caller === 'anonymous' ? {} : headers[caller],
    ...(VALID_REQUESTS[key]?.payload ? { payload: VALID_REQUESTS[key].payload } : {}),
  });
  if (caller !== 'admin') seenByCallers.push(res.body, JSON.stringify(res.headers));
  return res;
}

describe('tenant isolation of retailer-scoped routes', () => {
  it('knows a valid request for every retailer-scoped route', () => {
    const routes = retailerRoutes().map((r) => `${r.method} ${r.url}`);
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.filter((route) => !(route in VALID_REQUESTS))).toEqual([]);
  });

  it('serves the owner and an administrator', async () => {
    for (const { method, url } of retailerRoutes()) {
      expect((await call(method, url, owner.id, 'owner')).statusCode, `${method} ${url}`).toBe(200);
      expect((await call(method, url, owner.id, 'admin')).statusCode, `${method} ${url}`).toBe(200);
    }
  });

  it("answers another retailer's object exactly like a missing one, and changes nothing", async () => {
    const before = await snapshotTables(t.db);
    for (const { method, url } of retailerRoutes()) {
      const missing = await call(method, url, '00000000-0000-4000-8000-000000000000', 'owner');
      for (const [retailerId, caller] of [
        [victim.id, 'owner'],
        [owner.id, 'other'],
      ] as const) {
        const res = await call(method, url, retailerId, caller);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toEqual({ errorMessage: MSG.notFound });
        expect(res.body).toBe(missing.body);
      }
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('answers 401 to anonymous callers and expired tokens, and changes nothing', async () => {
    const before = await snapshotTables(t.db);
    for (const { method, url } of retailerRoutes()) {
      for (const caller of ['anonymous', 'expired'] as const) {
        const res = await call(method, url, owner.id, caller);
        expect(res.statusCode, `${caller} ${method} ${url}`).toBe(401);
        expect(res.json()).toEqual({ errorMessage: MSG.unauthenticated });
      }
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it("never shows another retailer's data to the caller", async () => {
    const account = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account',
      headers: headers.owner,
    });
    seenByCallers.push(account.body);
    expect(seenByCallers.length).toBeGreaterThan(10);
    for (const canary of CANARIES) {
      expect(seenByCallers.filter((text) => text.includes(canary))).toEqual([]);
    }
    // The canaries are really there: an administrator sees them.
    const adminView = await t.app.inject({
      method: 'GET',
      url: `/api/v1/retailers/${victim.id}`,
      headers: headers.admin,
    });
    expect(adminView.body).toContain(CANARIES[0]);
  });
});

describe('administrator-only routes', () => {
  it('answer 403 to a retailer user, even for their own retailer', async (context) => {
    const route = t.app.routeInventory.find(
      (r) => r.method === 'POST' && r.url === `${API_BASE_PATH}/retailers/:retailerId/login_tokens`,
    );
    if (!route) return context.skip();
    expect(route.access).toEqual(access.admin);
    const before = await snapshotTables(t.db);
    for (const retailerId of [owner.id, victim.id]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${API_BASE_PATH}/retailers/${retailerId}/login_tokens`,
        headers: headers.owner,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ errorMessage: MSG.forbidden });
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('answer 403 to a retailer user, 401 to nobody and serve an administrator', async () => {
    const app = Fastify();
    handleErrors(app);
    enforceAccessPolicies(app);
    authenticateRequests(app, t.deps.accessTokens);
    app.get(`${API_BASE_PATH}/admin-only`, { config: { access: access.admin } }, () => ({
      ok: true,
    }));
    await app.ready();
    const as = async (h: Record<string, string>) =>
      app.inject({ method: 'GET', url: `${API_BASE_PATH}/admin-only`, headers: h });
    const retailer = await as(headers.owner);
    expect(retailer.statusCode).toBe(403);
    expect(retailer.json()).toEqual({ errorMessage: MSG.forbidden });
    expect((await as({})).statusCode).toBe(401);
    expect((await as(headers.admin)).statusCode).toBe(200);
    await app.close();
  });
});
