import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ADDON_TYPES,
  CAMPAIGN_DURATIONS,
  CAMPAIGN_TYPES,
  MARKET_SECTORS,
  RETAILER_OBJECTIVES,
  ZPasswordEmailRequest,
  ZReasonSaveRequest,
  ZReasonUpdateRequest,
  ZRetailerFeaturesRequest,
  ZRetailerSettingsRequest,
  ZRuleSaveRequest,
  ZRuleUpdateRequest,
  ZSaveAddonItemRequest,
  ZSaveCampaignRequest,
  ZSaveCohortRequest,
  ZSaveProductCategoryRequest,
  ZSaveProductRequest,
  ZThemeSaveRequest,
  ZUpdateAccountRequest,
  ZUpdateRetailerRequest,
} from '@parley/contract';
import { POLICED_PREFIXES } from '../src/plugins/access';
import { createRule, storeRule } from './support/rules';
import { createTestApp } from './test-app';
import { snapshotTables } from './db-snapshot';
import { FUZZ_RUNS } from './fuzz/runs';

/**
 * API4: generated requests to every route with an access policy (the hosted log-in pages too,
 * which the OpenAPI-driven fuzz in `fuzz/` does not reach), schema-blind: wrong types, boundary
 * numbers, huge strings, odd path ids, bad content types and credentials. None may answer 5xx,
 * show internals, or change a row. As many per route as the fuzz sends per operation: 1,000 in
 * the full run.
 */
const RUNS_PER_ENDPOINT = FUZZ_RUNS;

/**
 * Routes where a well-formed body from a signed-in caller is a legitimate write: only bodies
 * their schema refuses are generated for them. Elsewhere well-formed bodies are welcome (an
 * unknown reset token, a wrong current password, an unknown address all change nothing).
 */
const WRITES_WHEN_VALID: Record<string, z.ZodType> = {
  'PUT /api/v1/account': ZUpdateAccountRequest,
  'PUT /api/v1/retailers/:retailerId': ZUpdateRetailerRequest,
  'POST /api/v1/auth/password': ZPasswordEmailRequest,
  'POST /api/v1/retailers/:retailerId/products': ZSaveProductRequest,
  'POST /api/v1/retailers/:retailerId/product_categories': ZSaveProductCategoryRequest,
  'POST /api/v1/retailers/:retailerId/cohorts': ZSaveCohortRequest,
  'POST /api/v1/retailers/:retailerId/addon_items': ZSaveAddonItemRequest,
  'POST /api/v1/rules': ZRuleSaveRequest,
  'PUT /api/v1/rules/:ruleId': ZRuleUpdateRequest,
  'POST /api/v1/retailers/:retailerId/campaigns': ZSaveCampaignRequest,
  'POST /api/v1/reasons': ZReasonSaveRequest,
  'PUT /api/v1/reasons/:reasonId': ZReasonUpdateRequest,
  'PUT /api/v1/retailers/:retailerId/settings': ZRetailerSettingsRequest,
  'PUT /api/v1/retailers/:retailerId/features': ZRetailerFeaturesRequest,
  // Administrators' only (403 to the retailer users here), but a valid theme is a write.
  'POST /api/v1/admin/themes': ZThemeSaveRequest,
  'PUT /api/v1/admin/themes/:themeId': ZThemeSaveRequest,
};
/** Throttling's record of refused attempts is bookkeeping, not data. */
const BOOKKEEPING_TABLES = ['auth_attempts'];

const t = await createTestApp();
afterAll(() => t.close());

const owner = await t.createRetailer();
const other = await t.createRetailer();
const ownerUser = await t.createUser({ retailerId: owner.id });
const ownerRule = await createRule(t, await t.bearer(ownerUser), storeRule(owner.id));
const otherUser = await t.createUser({ retailerId: other.id });
const expiredToken = await t.tokenFor(ownerUser);
t.clock.advance(t.config.accessTokenTtlSeconds + 1);
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const unsignedToken = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({
  sub: ownerUser.id,
  adm: true,
  rid: null,
  exp: 4102444800,
})}.`;

const endpoints = t.app.routeInventory.filter(
  (r) => r.method !== 'HEAD' && POLICED_PREFIXES.some((prefix) => r.url.startsWith(prefix)),
);

const HUGE = 'x'.repeat(2 * 1024 * 1024);
const oddString = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '__proto__',
  'constructor',
  "' or '1'='1' --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '\ud800',
  'é'.repeat(300),
  'a'.repeat(100_000),
  'A@B.CO',
  'null',
);
const boundaryNumber = fc.constantFrom(
  0,
  -0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  Number.MIN_VALUE,
);
const scalar = fc.oneof(
  fc.string({ maxLength: 40 }),
  oddString,
  fc.integer(),
  boundaryNumber,
  fc.boolean(),
  fc.constant(null),
  fc.emailAddress(),
  fc.uuid(),
  fc.constantFrom(
    ...RETAILER_OBJECTIVES,
    ...MARKET_SECTORS,
    ...ADDON_TYPES,
    ...CAMPAIGN_TYPES,
    ...CAMPAIGN_DURATIONS,
    'https://shop.example/boot',
    'welcome',
    'refresh_token',
    'ruleset',
    'archive',
    'admin:algorithm',
    'admin:global',
    'reasons_editing',
    'retailer',
    'cart',
    'a_baseline',
    'activate',
    '#F0F2F5',
    '5.00',
    'en-GB',
    'fr',
    'theme_logo',
    'true',
    'red;}body{display:none',
  ),
);
const value = fc.oneof(
  { depthSize: 'small' },
  scalar,
  fc.array(scalar, { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 4 }),
  fc.constant(Array.from({ length: 10_000 }, () => 'Clear stock')),
);
const KNOWN_KEYS = [
  'name',
  'email',
  'oldPassword',
  'newPassword',
  'confirmNewPassword',
  'token',
  'terms_agreed',
  'objectives',
  'market_sector',
  'stock_type',
  'monthly_orders',
  'admin_site_banner_type',
  'current',
  'retailer_id',
  'grant_type',
  'client_id',
  'code',
  'code_verifier',
  'redirect_uri',
  'refresh_token',
  'password',
  'csrf',
  'state',
  'ids',
  'retailer_product_id',
  'localized_name',
  'localized_short_description',
  'addon_type',
  'display_value',
  'synthetic_value',
  'addon_banner_image',
  'addon_banner_background_color',
  'priority',
  'context',
  'match_type',
  'has_free_shipping_included',
  'ask_quantity_first_action',
  'archived',
  'active',
  'algorithm_version',
  'hyper_parameters',
  'cohort_ids',
  'addons',
  'products',
  'display_setting',
  'delay_seconds',
  'campaign_type',
  'product_url',
  'duration',
  'rule_id',
  'objective',
  'discount_treshold',
  'target_discount_percentage',
  'walkaway_percentage',
  'starts_at',
  'ends_at',
  'reason_text',
  'brand_name',
  'content',
  'reasons',
  'notifications_email',
  'email_banner_image_id',
  'terms_enabled',
  'terms_url',
  'available_features',
  'language_code',
  'logo_image_id',
  'theme_configuration',
  'where',
];
const body = fc.oneof(
  fc.dictionary(fc.oneof(fc.constantFrom(...KNOWN_KEYS), fc.string({ maxLength: 8 })), value, {
    maxKeys: 6,
  }),
  value,
);

type Encoded = { payload?: string; contentType?: string };
const encoded: fc.Arbitrary<Encoded> = fc.oneof(
  {
    weight: 6,
    arbitrary: body.map((b) => ({ payload: JSON.stringify(b), contentType: 'application/json' })),
  },
  {
    weight: 2,
    arbitrary: fc
      .dictionary(fc.constantFrom(...KNOWN_KEYS), fc.string({ maxLength: 30 }))
      .map((b) => ({
        payload: new URLSearchParams(b).toString(),
        contentType: 'application/x-www-form-urlencoded',
      })),
  },
  fc.record({
    payload: fc.oneof(fc.string({ maxLength: 60 }), oddString, fc.constant('{"name": ')),
    contentType: fc.constantFrom(
      'application/json',
      'application/json; charset=utf-16',
      'text/plain',
      'application/xml',
      'application/octet-stream',
      'multipart/form-data; boundary=zz',
      'application/x-www-form-urlencoded',
      '',
      '*/*',
    ),
  }),
  fc.constant({
    payload: '{"__proto__":{"isAdmin":true},"name":"x","email":"a@b.co"}',
    contentType: 'application/json',
  }),
  fc.constant({ payload: HUGE, contentType: 'application/json' }),
  fc.constant({}),
);

/** Percent-encodes, and turns a lone surrogate into an invalid UTF-8 sequence, itself an odd id. */
function encodeSegment(segment: string) {
  try {
    return encodeURIComponent(segment);
  } catch {
    return '%ED%A0%80';
  }
}
const pathId = fc.oneof(
  fc.constantFrom(
    owner.id,
    other.id,
    owner.id.toUpperCase(),
    '00000000-0000-0000-0000-000000000000',
    ownerRule.rule_id,
  ),
  fc.uuid(),
  oddString.map(encodeSegment),
  fc.constantFrom('..', '%2e%2e', '%2F', 'null', '-1', '0', `${owner.id}%20`, `${owner.id};x`),
);
const query = fc.oneof(
  fc.constant(''),
  fc.nat().map((n) => `?_=${n}`),
  fc
    .dictionary(
      fc.oneof(
        fc.constantFrom(
          'context',
          '_',
          'client_id',
          'redirect_uri',
          'state',
          'offset',
          'limit',
          'search',
          'product_query',
          'category_query',
          'startCursor',
          'endCursor',
          'retailer_id',
          'searchText',
          'sortOrder',
          'language_code',
        ),
        fc.string({ maxLength: 6 }),
      ),
      fc.string({ maxLength: 30 }),
      { maxKeys: 4 },
    )
    .map((q) => `?${new URLSearchParams(q).toString()}`),
  fc.constant('?context=status&context=admin'),
  fc.constantFrom(
    `?context=ruleset&retailer_id=${owner.id}`,
    `?context=archive&retailer_id=${other.id}`,
    '?context=admin:algorithm',
    '?context=search&sortOrder=name&searchText=%25',
    `?retailer_id=${owner.id}&language_code=fr`,
    `?retailer_id=${other.id}`,
  ),
  fc.constant(`?_=${'9'.repeat(5000)}`),
);
const authorization = fc.constantFrom(
  undefined,
  'Bearer garbage',
  'Bearer ',
  `Bearer ${expiredToken}`,
  `Bearer ${unsignedToken}`,
  'Basic YWRtaW46YWRtaW4=',
  'ownerToken',
  'otherToken',
);

/** The body as the server would parse it, to tell whether its schema would accept it. */
function decoded({ payload, contentType }: Encoded): unknown {
  if (payload === undefined) return undefined;
  if (contentType === 'application/x-www-form-urlencoded') {
    return Object.fromEntries(new URLSearchParams(payload));
  }
  try {
    return JSON.parse(payload);
  } catch {
    return undefined;
  }
}

const tokens = {
  ownerToken: `Bearer ${await t.tokenFor(ownerUser)}`,
  otherToken: `Bearer ${await t.tokenFor(otherUser)}`,
};

describe.each(endpoints.map((e) => [`${e.method} ${e.url}`, e] as const))(
  'generated requests to %s',
  (key, endpoint) => {
    it(`never answers 5xx and changes no row (${RUNS_PER_ENDPOINT} requests)`, async () => {
      const before = await snapshotTables(t.db, BOOKKEEPING_TABLES);
      const writes = WRITES_WHEN_VALID[key];
      const request = fc
        .record({ id: pathId, query, encoded, authorization })
        .filter(({ encoded: e }) => !writes || !writes.safeParse(decoded(e)).success);
      await fc.assert(
        fc.asyncProperty(request, async ({ id, query: q, encoded: e, authorization: auth }) => {
          const headers: Record<string, string> = {};
          if (auth)
            headers.authorization = auth in tokens ? tokens[auth as keyof typeof tokens] : auth;
          if (e.contentType) headers['content-type'] = e.contentType;
          const res = await t.app.inject({
            method: endpoint.method as 'GET',
            url: endpoint.url.replace(/:[A-Za-z]+/g, id) + (endpoint.method === 'GET' ? q : ''),
            headers,
            ...(e.payload !== undefined && endpoint.method !== 'GET' ? { payload: e.payload } : {}),
          });
          expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
          expect(res.body).not.toMatch(/\bat \S+ \(|node_modules|\.ts:\d+|Failed query/);
        }),
        { numRuns: RUNS_PER_ENDPOINT },
      );
      expect(await snapshotTables(t.db, BOOKKEEPING_TABLES)).toEqual(before);
    }, 120_000);
  },
);

it('covers the endpoints of this issue', () => {
  const covered = endpoints.map((e) => `${e.method} ${e.url}`);
  for (const key of [
    'GET /api/v1/account',
    'PUT /api/v1/account',
    'PUT /api/v1/account/password',
    'POST /api/v1/account/password',
    'POST /api/v1/auth/password',
    'GET /api/v1/retailers/:retailerId',
    'PUT /api/v1/retailers/:retailerId',
    'GET /api/v1/retailers/:retailerId/products',
    'POST /api/v1/retailers/:retailerId/products',
    'DELETE /api/v1/retailers/:retailerId/products',
    'GET /api/v1/retailers/:retailerId/products/:productId',
    'PUT /api/v1/retailers/:retailerId/products/:productId',
    'DELETE /api/v1/retailers/:retailerId/products/:productId',
    'POST /api/v1/retailers/:retailerId/product_categories',
    'POST /api/v1/retailers/:retailerId/cohorts',
    'POST /api/v1/retailers/:retailerId/addon_items',
    'PUT /api/v1/retailers/:retailerId/addon_items/:addonItemId',
    'GET /api/v1/retailers/:retailerId/store/products',
    'GET /api/v1/retailers/:retailerId/store/categories',
    'GET /api/v1/retailers',
    'GET /api/v1/rules',
    'POST /api/v1/rules',
    'DELETE /api/v1/rules',
    'GET /api/v1/rules/:ruleId',
    'PUT /api/v1/rules/:ruleId',
    'DELETE /api/v1/rules/:ruleId',
    'GET /api/v1/retailers/:retailerId/campaigns',
    'POST /api/v1/retailers/:retailerId/campaigns',
    'DELETE /api/v1/retailers/:retailerId/campaigns',
    'GET /api/v1/retailers/:retailerId/campaigns/:campaignId',
    'PUT /api/v1/retailers/:retailerId/campaigns/:campaignId',
    'DELETE /api/v1/retailers/:retailerId/campaigns/:campaignId',
    'GET /api/v1/magic_links/:code',
    'GET /api/v1/admin/themes',
    'POST /api/v1/admin/themes',
    'DELETE /api/v1/admin/themes',
    'GET /api/v1/admin/themes/0',
    'GET /api/v1/admin/themes/:themeId',
    'PUT /api/v1/admin/themes/:themeId',
    'DELETE /api/v1/admin/themes/:themeId',
    'POST /api/v1/admin/themes/:themeId/clone',
  ]) {
    expect(covered).toContain(key);
  }
});
