import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, MSG } from '@parley/contract';
import { access, enforceAccessPolicies } from '../../plugins/access';
import { authenticateRequests } from '../../plugins/authenticate';
import { handleErrors } from '../../plugins/error-handler';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { snapshotTables } from '../../../test/db-snapshot';
import { insertCampaign, validCampaignPayload } from '../../../test/support/campaigns';
import {
  CATALOGUE_LIST_PATHS,
  insertCatalogueRow,
  validPayloads,
  type CatalogueListPath,
} from '../../../test/support/catalogue';
import { insertImage, validImagePayload } from '../../../test/support/images';
import { insertBillingEvent } from '../../../test/support/billing';
import { insertReason, reasonRequests } from '../../../test/support/reasons';
import { settingsPayload } from '../../../test/support/retailers';
import { createRule, ruleRequests, storeRule } from '../../../test/support/rules';
import { insertTheme, themePayload } from '../../../test/support/themes';

/**
 * ASVS 8.2.2 / API1: every retailer-scoped route × method, tried with the owner's token, another
 * retailer's, none, an expired one and an administrator's.
 */

/** What a call sends besides the path's retailer: other path ids and a body. */
interface Prepared {
  params?: Record<string, string>;
  payload?: object;
  /** What the owner gets when it is not 200: a route that refuses by design. */
  status?: number;
  /** The payload names rows of the retailer, which another retailer's path must not reach. */
  namesRows?: true;
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

/** An existing magic link of the retailer, or an id nobody has for the missing retailer. */
const campaignRow = async (retailerId: string) => ({
  campaignId:
    retailerId === NIL_RETAILER ? randomUUID() : (await insertCampaign(t.db, retailerId)).id,
});
const CAMPAIGNS = `${API_BASE_PATH}/retailers/:retailerId/campaigns`;
/** An uploaded image of the retailer (confirming it changes nothing), or a made-up id. */
const imageRow = async (retailerId: string) => ({
  imageId: retailerId === NIL_RETAILER ? randomUUID() : await insertImage(t.db, retailerId),
});
const IMAGES = `${API_BASE_PATH}/retailers/:retailerId/images`;
/**
 * Store Settings' save naming an uploaded e-mail banner and a brand statement of the retailer, or
 * made-up ids for the missing retailer.
 */
const settingsSave = async (retailerId: string): Promise<Prepared> => {
  const missing = retailerId === NIL_RETAILER;
  const banner = missing
    ? randomUUID()
    : await insertImage(t.db, retailerId, { imageType: 'email_banner' });
  const reason = missing ? randomUUID() : await insertReason(t.db, retailerId);
  return {
    payload: settingsPayload({
      name: 'Owner Store',
      email_banner_image_id: banner,
      reasons: [{ reason_id: reason, text: 'Made by hand.' }],
    }),
    namesRows: true,
  };
};

/** A billable charge of the retailer (a new one each time: Bill Now bills it), or a made-up id. */
const billingEventRow = async (retailerId: string) => ({
  eventId:
    retailerId === NIL_RETAILER ? randomUUID() : (await insertBillingEvent(t.db, retailerId)).id,
});
const ACCOUNT = `${API_BASE_PATH}/retailers/:retailerId/account`;
/** Each time a new spending limit on the plan the retailer has: a change every caller may make. */
let usageCaps = 100;

/** A request each retailer-scoped route accepts from its owner. */
const VALID_REQUESTS: Record<string, Prepare> = {
  [`GET ${API_BASE_PATH}/retailers/:retailerId`]: () => ({}),
  [`PUT ${API_BASE_PATH}/retailers/:retailerId`]: () => ({
    payload: { admin_site_banner_type: 'persistent_book_call' },
  }),
  ...Object.fromEntries(
    CATALOGUE_LIST_PATHS.flatMap((path) => Object.entries(catalogueRequests(path))),
  ),
  [`GET ${API_BASE_PATH}/retailers/:retailerId/demo_fill`]: () => ({}),
  [`GET ${API_BASE_PATH}/retailers/:retailerId/shopify_store`]: () => ({}),
  [`PUT ${API_BASE_PATH}/retailers/:retailerId/shopify_store`]: () => ({
    payload: { discount_functions_enabled: true },
  }),
  [`GET ${API_BASE_PATH}/retailers/:retailerId/store/products`]: () => ({}),
  [`GET ${API_BASE_PATH}/retailers/:retailerId/store/categories`]: () => ({}),
  [`GET ${CAMPAIGNS}`]: () => ({}),
  [`POST ${CAMPAIGNS}`]: () => ({ payload: validCampaignPayload() }),
  [`DELETE ${CAMPAIGNS}`]: async (retailerId) => ({
    payload: { ids: [(await campaignRow(retailerId)).campaignId] },
  }),
  [`GET ${CAMPAIGNS}/:campaignId`]: async (retailerId) => ({
    params: await campaignRow(retailerId),
  }),
  // Magic links are never changed: the owner is refused with a reason, everyone else with 404.
  [`PUT ${CAMPAIGNS}/:campaignId`]: async (retailerId) => ({
    params: await campaignRow(retailerId),
    payload: validCampaignPayload(),
    status: 422,
  }),
  [`DELETE ${CAMPAIGNS}/:campaignId`]: async (retailerId) => ({
    params: await campaignRow(retailerId),
  }),
  [`POST ${IMAGES}`]: () => ({ payload: validImagePayload() }),
  [`GET ${IMAGES}/:imageId`]: async (retailerId) => ({ params: await imageRow(retailerId) }),
  [`POST ${IMAGES}/:imageId/confirm`]: async (retailerId) => ({
    params: await imageRow(retailerId),
  }),
  [`PUT ${API_BASE_PATH}/retailers/:retailerId/settings`]: settingsSave,
  [`GET ${ACCOUNT}/plan`]: () => ({}),
  [`GET ${ACCOUNT}/plans`]: () => ({}),
  [`PUT ${ACCOUNT}/plan`]: () => ({
    payload: { plan_identifier: 'professional', usage_cap: ++usageCaps },
  }),
  [`GET ${ACCOUNT}/usage`]: () => ({}),
  [`GET ${ACCOUNT}/usage/:eventId`]: async (retailerId) => ({
    params: await billingEventRow(retailerId),
  }),
  [`POST ${ACCOUNT}/usage/:eventId`]: async (retailerId) => ({
    params: await billingEventRow(retailerId),
  }),
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
  owner = await t.createRetailer({ name: 'Owner Store', availableFeatures: ['reasons_editing'] });
  victim = await t.createRetailer({
    availableFeatures: ['reasons_editing', 'reasons_generation'],
    name: CANARIES[0],
    primaryDomain: CANARIES[1],
    myshopifyDomain: CANARIES[1],
    customCode: CANARIES[0],
    notificationsEmail: `alerts@${CANARIES[1]}`,
  });
  await t.createUser({ name: CANARIES[2], email: `owner@${CANARIES[1]}`, retailerId: victim.id });
  for (const path of CATALOGUE_LIST_PATHS)
    await insertCatalogueRow(t.db, path, victim.id, CANARIES[0]);
  await insertCampaign(t.db, victim.id, {
    name: CANARIES[0],
    productUrl: `https://${CANARIES[1]}/boot`,
  });
  await insertReason(t.db, victim.id, { reasonText: CANARIES[0], active: true });
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

/** A call of a route that names no retailer in its path: the service checks the rows'. */
const unscopedCall = (method: string, url: string, payload?: object): PreparedCall => ({
  method,
  url,
  retailerId: '',
  ...(payload ? { payload } : {}),
});
const apiCall = (method: string, url: string, payload?: object) =>
  unscopedCall(method, `${API_BASE_PATH}${url}`, payload);

/** Each refused call answers 404, to the letter as its twin about a missing row does. */
async function expectRefusedLikeMissing(
  refused: readonly (readonly [PreparedCall, keyof typeof headers])[],
  missing: PreparedCall[],
) {
  for (const [index, [prepared, caller]] of refused.entries()) {
    const res = await send(prepared, caller);
    expect(res.statusCode, `${caller} ${prepared.method} ${prepared.url}`).toBe(404);
    expect(res.json()).toEqual({ errorMessage: MSG.notFound });
    const twin = missing[index % missing.length]!;
    expect(res.body).toBe((await send(twin, caller)).body);
  }
}

/** Every call answers 401 without a token and with an expired one, and changes nothing. */
async function expectUnauthenticatedChangeNothing(calls: PreparedCall[]) {
  const before = await snapshotTables(t.db);
  for (const prepared of calls) {
    for (const caller of ['anonymous', 'expired'] as const) {
      expect((await send(prepared, caller)).statusCode).toBe(401);
    }
  }
  expect(await snapshotTables(t.db)).toEqual(before);
}

/**
 * The rules routes name no retailer in their path (policy `authenticated`): the services check
 * the retailer of the rule and of the body. Before the canary sweep below, which reads these too.
 */
describe('tenant isolation of the rules routes', () => {
  const ruleOf = async (retailerId: string, name = 'Rule') =>
    (await createRule(t, headers.admin, storeRule(retailerId, { name }))).rule_id;

  it("answers another retailer's rule exactly like a missing one, and changes nothing", async () => {
    const theirs = await ruleOf(victim.id, CANARIES[0]);
    const ours = await ruleOf(owner.id);
    const refused = [
      ...ruleRequests(theirs, victim.id).map((r) => [apiCall(...r), 'owner'] as const),
      ...ruleRequests(ours, owner.id).map((r) => [apiCall(...r), 'other'] as const),
      // The caller's own retailer in the body does not open another retailer's rule.
      [apiCall('PUT', `/rules/${theirs}`, storeRule(owner.id)), 'owner'] as const,
      [apiCall('DELETE', '/rules', { ids: [ours, theirs] }), 'owner'] as const,
    ];
    const missing = ruleRequests(randomUUID(), NIL_RETAILER).map((r) => apiCall(...r));
    const before = await snapshotTables(t.db);
    await expectRefusedLikeMissing(refused, missing);
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('serves the owner and an administrator, and answers 401 to nobody', async () => {
    for (const caller of ['owner', 'admin'] as const) {
      const count = ruleRequests(randomUUID(), owner.id).length;
      for (let index = 0; index < count; index++) {
        // A rule of its own for each request: the deletes would take it from the next.
        const request = ruleRequests(await ruleOf(owner.id), owner.id)[index]!;
        const res = await send(apiCall(...request), caller);
        expect(res.statusCode, `${caller} ${request[0]} ${request[1]}`).toBe(200);
      }
    }
    const requests = ruleRequests(await ruleOf(owner.id), owner.id);
    await expectUnauthenticatedChangeNothing(requests.map((r) => apiCall(...r)));
  });
});

/**
 * The reasons routes, like the rules routes, name no retailer in their path (policy
 * `authenticated`): the services check the retailer of the reason and of the body.
 */
describe('tenant isolation of the reasons routes', () => {
  const generate = (retailerId: string) =>
    apiCall('POST', '/reasons/generate', {
      brand_name: 'Brand',
      content: 'Our boots are made by hand in Northampton since 1921.',
      retailer_id: retailerId,
    });

  it("answers another retailer's reason exactly like a missing one, and changes nothing", async () => {
    const theirs = await insertReason(t.db, victim.id, { reasonText: CANARIES[0] });
    const ours = await insertReason(t.db, owner.id);
    const refused = [
      ...reasonRequests(theirs, victim.id).map((r) => [apiCall(...r), 'owner'] as const),
      ...reasonRequests(ours, owner.id).map((r) => [apiCall(...r), 'other'] as const),
      // The caller's own retailer in the body does not open another retailer's reason.
      [
        apiCall('PUT', `/reasons/${theirs}`, {
          context: 'reasons',
          retailer_id: owner.id,
          reason_text: 'Mine.',
        }),
        'owner',
      ] as const,
    ];
    const missing = reasonRequests(randomUUID(), NIL_RETAILER).map((r) => apiCall(...r));
    const before = await snapshotTables(t.db);
    await expectRefusedLikeMissing(refused, missing);
    // Suggestions for another retailer's store, even one that has the feature.
    const named = await send(generate(victim.id), 'owner');
    expect(named.statusCode).toBe(404);
    expect(named.body).toBe((await send(generate(NIL_RETAILER), 'owner')).body);
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('serves the owner and an administrator, and answers 401 to nobody', async () => {
    for (const caller of ['owner', 'admin'] as const) {
      const count = reasonRequests(randomUUID(), owner.id).length;
      for (let index = 0; index < count; index++) {
        // A reason of its own for each request: the delete would take it from the next.
        const request = reasonRequests(await insertReason(t.db, owner.id), owner.id)[index]!;
        const res = await send(apiCall(...request), caller);
        expect(res.statusCode, `${caller} ${request[0]} ${request[1]}`).toBe(200);
      }
    }
    await expectUnauthenticatedChangeNothing([
      ...reasonRequests(await insertReason(t.db, owner.id), owner.id).map((r) => apiCall(...r)),
      generate(owner.id),
    ]);
  });
});

/**
 * Themes are the administrators' (policy `admin`), but for the theme that applies to a retailer,
 * which names its retailer in the query (policy `authenticated`, the service checks it): its own
 * users read it, another retailer's answer 404 like a missing retailer.
 */
describe('tenant isolation of the themes routes', () => {
  const THEMES = `${API_BASE_PATH}/admin/themes`;
  const effective = (retailerId: string): PreparedCall => ({
    method: 'GET',
    url: `${THEMES}/0?retailer_id=${retailerId}&language_code=fr`,
    retailerId,
  });

  it("answers another retailer's theme exactly like a missing retailer's, and changes nothing", async () => {
    // The victim's own French theme, which would otherwise apply to it.
    await insertTheme(t.db, {
      retailerId: victim.id,
      languageCode: 'fr',
      configuration: { button: { text: CANARIES[0] } },
    });
    const before = await snapshotTables(t.db);
    const missing = await send(effective(NIL_RETAILER), 'owner');
    expect(missing.statusCode).toBe(404);
    for (const [prepared, caller] of [
      [effective(victim.id), 'owner'],
      [effective(victim.id.toUpperCase()), 'owner'],
      [effective(owner.id), 'other'],
    ] as const) {
      const res = await send(prepared, caller);
      expect(res.statusCode, `${caller} ${prepared.url}`).toBe(404);
      expect(res.json()).toEqual({ errorMessage: MSG.notFound });
      expect(res.body).toBe(missing.body);
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('serves the owner and an administrator, and answers 401 to nobody', async () => {
    for (const caller of ['owner', 'admin'] as const) {
      const res = await send(effective(owner.id), caller);
      expect(res.statusCode, caller).toBe(200);
      expect(res.json()).toMatchObject({ theme_id: null });
    }
    expect((await send(effective(victim.id), 'admin')).body).toContain(CANARIES[0]);
    for (const caller of ['anonymous', 'expired'] as const) {
      expect((await send(effective(owner.id), caller)).statusCode).toBe(401);
    }
  });

  it('answers 403 to retailer users on every other theme route, 401 to nobody, and changes nothing', async () => {
    const themeId = await insertTheme(t.db, { retailerId: owner.id, languageCode: 'de' });
    const routes = t.app.routeInventory.filter(
      (r) => r.url.startsWith(THEMES) && r.method !== 'HEAD' && r.url !== `${THEMES}/0`,
    );
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
      [
        `DELETE ${THEMES}`,
        `DELETE ${THEMES}/:themeId`,
        `GET ${THEMES}`,
        `GET ${THEMES}/:themeId`,
        `POST ${THEMES}`,
        `POST ${THEMES}/:themeId/clone`,
        `PUT ${THEMES}/:themeId`,
      ].sort(),
    );
    const payloads: Record<string, object> = {
      POST: themePayload({ retailer_id: owner.id, language_code: 'es' }),
      PUT: themePayload({ retailer_id: owner.id, language_code: 'de' }),
      DELETE: { ids: [themeId] },
    };
    const before = await snapshotTables(t.db);
    for (const { method, url } of routes) {
      expect(routes.find((r) => r.url === url)?.access).toEqual(access.admin);
      const body =
        url.endsWith('/clone') || (method === 'DELETE' && url.includes(':'))
          ? undefined
          : payloads[method];
      const prepared = unscopedCall(method, url.replace(':themeId', themeId), body);
      for (const caller of ['owner', 'other'] as const) {
        const res = await send(prepared, caller);
        expect(res.statusCode, `${caller} ${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({ errorMessage: MSG.forbidden });
      }
      for (const caller of ['anonymous', 'expired'] as const) {
        expect((await send(prepared, caller)).statusCode).toBe(401);
      }
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});

describe('tenant isolation of retailer-scoped routes', () => {
  it('knows a valid request for every retailer-scoped route', () => {
    const routes = retailerRoutes().map((r) => `${r.method} ${r.url}`);
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.filter((route) => !(route in VALID_REQUESTS))).toEqual([]);
  });

  it('serves the owner and an administrator', async () => {
    for (const { method, url } of retailerRoutes()) {
      for (const caller of ['owner', 'admin'] as const) {
        const prepared = await prepare(method, url, owner.id);
        const res = await send(prepared, caller);
        expect(res.statusCode, `${caller} ${method} ${url}`).toBe(prepared.status ?? 200);
      }
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
      const namesIds = JSON.stringify(prepared.payload ?? {}).includes('"ids"');
      if (!prepared.params && !namesIds && !prepared.namesRows) continue;
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
  it("of a retailer answer 403 to that retailer's users, and change nothing", async () => {
    const routes = t.app.routeInventory.filter(
      (r) => r.access?.kind === 'admin' && r.url.includes(':retailerId') && r.method !== 'HEAD',
    );
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        `PUT ${API_BASE_PATH}/retailers/:retailerId/features`,
        `GET ${API_BASE_PATH}/retailers/:retailerId/feature_changes`,
      ]),
    );
    const before = await snapshotTables(t.db);
    for (const { method, url } of routes) {
      const path = url.replace(':retailerId', owner.id).replace(/:[A-Za-z]+/g, randomUUID());
      const res = await t.app.inject({
        method: method as 'GET',
        url: path,
        headers: headers.owner,
        ...(method === 'GET' ? {} : { payload: { available_features: ['limited_data'] } }),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ errorMessage: MSG.forbidden });
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });

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
    authenticateRequests(app, t.deps);
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
