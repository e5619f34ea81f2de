import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, MSG } from '@parley/contract';
import { access, enforceAccessPolicies } from '../../plugins/access';
import { authenticateRequests } from '../../plugins/authenticate';
import { handleErrors } from '../../plugins/error-handler';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { snapshotTables } from '../../../test/db-snapshot';
import {
  CATALOGUE_LIST_PATHS,
  insertCatalogueRow,
  validPayloads,
  type CatalogueListPath,
} from '../catalogue/testing';

/**
 * ASVS 8.2.2 / API1: every retailer-scoped route × method, tried with the owner's token, another
 * retailer's, none, an expired one and an administrator's.
 */

/** What a call sends besides the path's retailer: other path ids and a body. */
interface Prepared {
  params?: Record<string, string>;
  payload?: object;
}
/** Rows a prepared call refers to belong to `retailerId`, or are made up when it has none. */
type Prepare = (retailerId: string) => Prepared | Promise<Prepared>;

const NIL_RETAILER = '00000000-0000-4000-8000-000000000000';
const CATALOGUE_ITEM_PARAMS: Record<CatalogueListPath, string> = {
  products: 'productId',
  product_categories: 'productCategoryId',
  cohorts: 'cohortId',
  addon_items: 'addonItemId',
};
/** An existing row of the retailer, or an id nobody has for the missing retailer. */
const catalogueRow = (path: CatalogueListPath, retailerId: string) =>
  retailerId === NIL_RETAILER ? randomUUID() : insertCatalogueRow(t.db, path, retailerId);

function catalogueRequests(path: CatalogueListPath): Record<string, Prepare> {
  const list = `${API_BASE_PATH}/retailers/:retailerId/${path}`;
  const param = CATALOGUE_ITEM_PARAMS[path];
  const item = `${list}/:${param}`;
  const withItem = async (retailerId: string, payload?: object) => ({
    params: { [param]: await catalogueRow(path, retailerId) },
    ...(payload ? { payload } : {}),
  });
  return {
    [`GET ${list}`]: () => ({}),
    [`POST ${list}`]: () => ({ payload: validPayloads[path]() }),
    [`DELETE ${list}`]: async (retailerId) => ({
      payload: { ids: [await catalogueRow(path, retailerId)] },
    }),
    [`GET ${item}`]: (retailerId) => withItem(retailerId),
    [`PUT ${item}`]: (retailerId) => withItem(retailerId, validPayloads[path]()),
    [`DELETE ${item}`]: (retailerId) => withItem(retailerId),
  };
}

/** A request each retailer-scoped route accepts from its owner. */
const VALID_REQUESTS: Record<string, Prepare> = {
  [`GET ${API_BASE_PATH}/retailers/:retailerId`]: () => ({}),
  [`PUT ${API_BASE_PATH}/retailers/:retailerId`]: () => ({
    payload: { admin_site_banner_type: 'persistent_book_call' },
  }),
  ...Object.fromEntries(
    CATALOGUE_LIST_PATHS.flatMap((path) => Object.entries(catalogueRequests(path))),
  ),
  [`GET ${API_BASE_PATH}/retailers/:retailerId/store/products`]: () => ({}),
  [`GET ${API_BASE_PATH}/retailers/:retailerId/store/categories`]: () => ({}),
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
  for (const path of CATALOGUE_LIST_PATHS)
    await insertCatalogueRow(t.db, path, victim.id, CANARIES[0]);
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

interface PreparedCall extends Prepared {
  method: string;
  url: string;
  retailerId: string;
}

/** Makes the rows a call needs first, so that snapshots taken afterwards see only the calls. */
async function prepare(method: string, url: string, retailerId: string): Promise<PreparedCall> {
  const prepared = await VALID_REQUESTS[`${method} ${url}`]?.(retailerId);
  return { method, url, retailerId, ...prepared };
}

async function send(call: PreparedCall, caller: keyof typeof headers | 'anonymous') {
  let path = call.url.replace(':retailerId', call.retailerId);
  for (const [name, value] of Object.entries(call.params ?? {})) {
    path = path.replace(`:${name}`, value);
  }
  const res = await t.app.inject({
    method: call.method as 'GET',
    url: path,
    headers: caller === 'anonymous' ? {} : headers[caller],
    ...(call.payload ? { payload: call.payload } : {}),
  });
  if (caller !== 'admin') seenByCallers.push(res.body, JSON.stringify(res.headers));
  return res;
}

async function call(
  method: string,
  url: string,
  retailerId: string,
  caller: keyof typeof headers | 'anonymous',
) {
  return send(await prepare(method, url, retailerId), caller);
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
    const calls = [];
    for (const { method, url } of retailerRoutes()) {
      calls.push({
        missing: await prepare(method, url, NIL_RETAILER),
        refused: [
          [await prepare(method, url, victim.id), 'owner'],
          [await prepare(method, url, owner.id), 'other'],
        ] as const,
      });
    }
    const before = await snapshotTables(t.db);
    for (const { missing, refused } of calls) {
      const missingRes = await send(missing, 'owner');
      for (const [prepared, caller] of refused) {
        const res = await send(prepared, caller);
        expect(res.statusCode, `${prepared.method} ${prepared.url}`).toBe(404);
        expect(res.json()).toEqual({ errorMessage: MSG.notFound });
        expect(res.body).toBe(missingRes.body);
      }
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it("answers 404 to another retailer's object under the caller's own retailer, and changes nothing", async () => {
    // The path names the caller's retailer, so only the repositories' retailer scoping stops this.
    const calls = [];
    for (const { method, url } of retailerRoutes()) {
      const prepared = await prepare(method, url, victim.id);
      if (!prepared.params && !JSON.stringify(prepared.payload ?? {}).includes('"ids"')) continue;
      calls.push({ ...prepared, retailerId: owner.id });
    }
    expect(calls.length).toBeGreaterThan(0);
    const before = await snapshotTables(t.db);
    for (const prepared of calls) {
      const res = await send(prepared, 'owner');
      expect(res.statusCode, `${prepared.method} ${prepared.url}`).toBe(404);
      expect(res.json()).toEqual({ errorMessage: MSG.notFound });
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('answers 401 to anonymous callers and expired tokens, and changes nothing', async () => {
    const calls = [];
    for (const { method, url } of retailerRoutes())
      calls.push(await prepare(method, url, owner.id));
    const before = await snapshotTables(t.db);
    for (const prepared of calls) {
      const { method, url } = prepared;
      for (const caller of ['anonymous', 'expired'] as const) {
        const res = await send(prepared, caller);
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
