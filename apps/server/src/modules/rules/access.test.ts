import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type TRule } from '@parley/contract';
import type { TestApp } from '../../../test/test-app';
import { startWithAdmin } from '../../../test/support/start';
import { snapshotTables } from '../../../test/db-snapshot';
import { call, expectRefused, type Headers } from '../../../test/support/api';
import { retailerWithUser } from '../../../test/support/retailers';
import { algorithmRule, createRule, storeRule } from '../../../test/support/rules';

/**
 * The rules routes are `authenticated`: the services keep a retailer user to their own ruleset
 * (404 otherwise, as for a missing rule) and admin contexts to administrators (403).
 */

let t: TestApp;
let admin: Headers;
let shop: Awaited<ReturnType<typeof retailerWithUser>>;
let other: Awaited<ReturnType<typeof retailerWithUser>>;
let algorithm: TRule;
beforeAll(async () => {
  ({ t, admin } = await startWithAdmin());
  shop = await retailerWithUser(t);
  other = await retailerWithUser(t);
  algorithm = await createRule(t, admin, algorithmRule());
});
afterAll(() => t.close());

describe('admin contexts', () => {
  it('answer 403 to a retailer user on every route, and change nothing', async () => {
    const own = await createRule(t, shop.headers, storeRule(shop.id));
    const context = 'admin:algorithm';
    const before = await snapshotTables(t.db);
    const attempts = [
      ['GET', `/rules?context=${context}`, undefined],
      ['GET', `/rules?context=${context}&retailer_id=${shop.id}`, undefined],
      ['GET', `/rules/${algorithm.rule_id}?context=${context}`, undefined],
      ['GET', `/rules/${own.rule_id}?context=${context}`, undefined],
      ['POST', '/rules', algorithmRule()],
      ['POST', '/rules', algorithmRule({ match_type: 'retailer', retailer_id: shop.id })],
      ['POST', '/rules', algorithmRule({ experiment_percentage: 50 })],
      ['PUT', `/rules/${algorithm.rule_id}`, { context, active: false }],
      ['PUT', `/rules/${algorithm.rule_id}`, { context, priority: 1 }],
      ['PUT', `/rules/${algorithm.rule_id}`, algorithmRule()],
      [
        'PUT',
        `/rules/${own.rule_id}`,
        algorithmRule({ match_type: 'retailer', retailer_id: shop.id }),
      ],
      ['DELETE', `/rules/${algorithm.rule_id}?context=${context}`, undefined],
      ['DELETE', '/rules', { ids: [algorithm.rule_id], context }],
    ] as const;
    await expectRefused(t, shop.headers, attempts, 403, MSG.forbidden);
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it("let an administrator work on any retailer's ruleset and on the algorithm rules", async () => {
    const theirs = await createRule(t, admin, storeRule(other.id, { name: 'Made by admin' }));
    expect(theirs).toMatchObject({ retailer_id: other.id, priority: 1 });
    const read = await call(t, other.headers, 'GET', `/rules/${theirs.rule_id}?context=ruleset`);
    expect(read.statusCode).toBe(200);
    for (const body of [{ active: true }, { archived: true }, { archived: false }]) {
      const res = await call(t, admin, 'PUT', `/rules/${theirs.rule_id}`, {
        context: 'ruleset',
        ...body,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(200);
    }
    const saved = await call(t, admin, 'PUT', `/rules/${theirs.rule_id}`, storeRule(other.id));
    expect(saved.statusCode).toBe(200);
    const read2 = await call(
      t,
      admin,
      'GET',
      `/rules/${algorithm.rule_id}?context=admin:algorithm`,
    );
    expect(read2.json()).toMatchObject({ rule_id: algorithm.rule_id });
    const removed = await call(t, admin, 'DELETE', `/rules/${theirs.rule_id}?context=ruleset`);
    expect(removed.json()).toEqual({ deleted: 1 });
  });
});

describe('retailers named in a request', () => {
  it('answers 404 when a retailer user names another retailer, and creates nothing', async () => {
    const before = await snapshotTables(t.db);
    const missing = '00000000-0000-4000-8000-000000000000';
    const notFound = [
      await call(t, shop.headers, 'GET', `/rules?context=ruleset&retailer_id=${other.id}`),
      await call(t, shop.headers, 'GET', `/rules?context=archive&retailer_id=${other.id}`),
      await call(t, shop.headers, 'GET', `/rules?context=ruleset&retailer_id=${missing}`),
      await call(t, shop.headers, 'POST', '/rules', storeRule(other.id)),
      await call(t, shop.headers, 'POST', '/rules', storeRule(missing)),
    ];
    for (const res of notFound) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errorMessage: MSG.notFound });
    }
    expect(await snapshotTables(t.db)).toEqual(before);
    const missingRetailer = await call(t, shop.headers, 'GET', '/rules?context=ruleset');
    expect(missingRetailer.json()).toMatchObject({ fieldErrors: { retailer_id: MSG.required } });
  });

  it('keeps a ruleset rule with its retailer: a save naming another answers 404', async () => {
    const own = await createRule(t, shop.headers, storeRule(shop.id));
    const before = await snapshotTables(t.db);
    for (const as of [shop.headers, admin]) {
      const res = await call(t, as, 'PUT', `/rules/${own.rule_id}`, storeRule(other.id));
      expect(res.statusCode).toBe(404);
    }
    expect(await snapshotTables(t.db)).toEqual(before);
    const upper = await call(
      t,
      shop.headers,
      'PUT',
      `/rules/${own.rule_id.toUpperCase()}`,
      storeRule(shop.id.toUpperCase(), { name: 'Upper-case ids are the same ids' }),
    );
    expect(upper.statusCode, upper.body).toBe(200);
  });

  it('serves nothing to a signed-in user with no retailer, and 401 to nobody', async () => {
    const loner = await t.bearer(await t.createUser());
    const own = await createRule(t, shop.headers, storeRule(shop.id));
    expect(
      (await call(t, loner, 'GET', `/rules?context=ruleset&retailer_id=${shop.id}`)).statusCode,
    ).toBe(404);
    expect((await call(t, loner, 'GET', `/rules/${own.rule_id}?context=ruleset`)).statusCode).toBe(
      404,
    );
    for (const [method, url] of [
      ['GET', `/rules?context=ruleset&retailer_id=${shop.id}`],
      ['GET', `/rules/${own.rule_id}?context=ruleset`],
      ['POST', '/rules'],
      ['PUT', `/rules/${own.rule_id}`],
      ['DELETE', `/rules/${own.rule_id}?context=ruleset`],
      ['DELETE', '/rules'],
      ['GET', '/retailers?context=search'],
    ] as const) {
      const res = await call(t, {}, method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
