import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  UPLIFT_CONTROL_REQUIRED,
  UPLIFT_TEST_ALREADY_RUNNING,
  UPLIFT_TEST_NOT_RUNNING,
  type TRetailer,
} from '@parley/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { snapshotTables } from '../../../test/db-snapshot';
import { upliftTests, upliftVisitors } from '../../db/schema';
import { shopperIdHash } from '../widget/lib/shopper';
import { NOTHING_TO_NEGOTIATE } from '../widget/start';
import { shopperId, startV1, storeWithRule, widget, JACKET } from '../../../test/support/widget';
import { displayOn, startSession } from '../../../test/support/widget-calls';
import { CONTROL_COHORT_REASON } from '../widget/uplift';
import { shopperBucket, upliftCohortOf } from './cohort';
import { summariseUpliftSales } from './service';

let t: TestApp;
let adminHeaders: Record<string, string>;
let admin: { id: string };
beforeAll(async () => {
  t = await createTestApp();
  const user = await t.createUser({ isAdmin: true });
  admin = user;
  adminHeaders = await t.bearer(user);
});
afterAll(() => t.close());

const path = (retailerId: string) => `/api/v1/retailers/${retailerId}/uplift_test`;
const start = (retailerId: string, payload: object, headers = adminHeaders) =>
  t.app.inject({ method: 'POST', url: path(retailerId), headers, payload });
const terminate = (retailerId: string, headers = adminHeaders) =>
  t.app.inject({ method: 'DELETE', url: path(retailerId), headers });

describe('POST and DELETE /retailers/{id}/uplift_test', () => {
  it('starts a test with a control percentage, shows it on the retailer, and terminates it', async () => {
    const retailer = await t.createRetailer();
    const started = await start(retailer.id, { control_cohort_percentage: 20 });
    expect(started.statusCode, started.body).toBe(200);
    const body = started.json<TRetailer>();
    expect(body.uplift_test_status).toBe('running');
    expect(body.uplift_test_rule).toEqual({
      created_at: t.clock.now().toISOString(),
      control_cohort_percentage: 20,
      summary:
        '20% of shoppers are in the control cohort and are never offered parleys; the other 80% may negotiate.',
    });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/retailers/${retailer.id}?context=admin`,
      headers: adminHeaders,
    });
    expect(read.json<TRetailer>().uplift_test_status).toBe('running');

    const again = await start(retailer.id, { control_cohort_percentage: 10 });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ errorMessage: UPLIFT_TEST_ALREADY_RUNNING });

    const ended = await terminate(retailer.id);
    expect(ended.statusCode).toBe(200);
    expect(ended.json<TRetailer>()).toMatchObject({
      uplift_test_status: 'not_running',
      uplift_test_rule: null,
    });
    const [row] = await t.db.select().from(upliftTests);
    expect(row).toMatchObject({ startedByUserId: admin.id, endedByUserId: admin.id });

    const none = await terminate(retailer.id);
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({ errorMessage: UPLIFT_TEST_NOT_RUNNING });
    // A new test may start once the last one ended.
    expect((await start(retailer.id, { control_cohort_percentage: 50 })).statusCode).toBe(200);
  });

  it('takes 5 to 50 in steps of 5, and asks for a percentage otherwise', async () => {
    const retailer = await t.createRetailer();
    const before = await snapshotTables(t.db);
    for (const payload of [
      {},
      { control_cohort_percentage: null },
      { control_cohort_percentage: 0 },
      { control_cohort_percentage: 7 },
      { control_cohort_percentage: 55 },
      { control_cohort_percentage: 'ten' },
    ]) {
      const res = await start(retailer.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({
        fieldErrors: { control_cohort_percentage: UPLIFT_CONTROL_REQUIRED },
      });
    }
    expect(await snapshotTables(t.db)).toEqual(before);
    for (const percentage of [5, 25]) {
      const other = await t.createRetailer();
      expect((await start(other.id, { control_cohort_percentage: percentage })).statusCode).toBe(
        200,
      );
    }
  });

  it('is for administrators only, and answers 404 for a missing retailer', async () => {
    const retailer = await t.createRetailer();
    const owner = await t.bearer(await t.createUser({ retailerId: retailer.id }));
    const before = await snapshotTables(t.db);
    expect((await start(retailer.id, { control_cohort_percentage: 10 }, owner)).statusCode).toBe(
      403,
    );
    expect((await terminate(retailer.id, owner)).statusCode).toBe(403);
    expect((await start(retailer.id, { control_cohort_percentage: 10 }, {})).statusCode).toBe(401);
    expect(await snapshotTables(t.db)).toEqual(before);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await start(missing, { control_cohort_percentage: 10 })).statusCode).toBe(404);
    expect((await terminate(missing)).statusCode).toBe(404);
  });
});

describe('the cohort split', () => {
  it('puts each shopper in one place, and about the control percentage of them in control', () => {
    const hashes = Array.from({ length: 4000 }, (_, i) => shopperIdHash('store', `shopper-${i}`));
    expect(hashes.every((hash) => shopperBucket(hash) === shopperBucket(hash))).toBe(true);
    const control = hashes.filter((hash) => upliftCohortOf(hash, 20) === 'control').length;
    expect(control / hashes.length).toBeGreaterThan(0.17);
    expect(control / hashes.length).toBeLessThan(0.23);
    // Raising the percentage only moves shoppers from test to control.
    for (const hash of hashes.filter((h) => upliftCohortOf(h, 20) === 'control'))
      expect(upliftCohortOf(hash, 40)).toBe('control');
  });
});

describe('the widget API during an uplift test', () => {
  /** Shoppers of the store, found in the control or the test cohort at `percentage`. */
  function shoppersIn(storeId: string, percentage: number, cohort: 'control' | 'test', n = 3) {
    const found: string[] = [];
    while (found.length < n) {
      const id = shopperId();
      if (upliftCohortOf(shopperIdHash(storeId, id), percentage) === cohort) found.push(id);
    }
    return found;
  }

  const display = (headers: Record<string, string>, shopper: string) =>
    displayOn(
      t,
      { headers },
      { page_type: 'product', product: JACKET, currency: 'GBP' },
      { shopper_id: shopper },
    );

  it('never offers the control cohort a negotiation, and the test cohort as before', async () => {
    const store = await storeWithRule(t);
    const control = shoppersIn(store.id, 30, 'control');
    const tested = shoppersIn(store.id, 30, 'test');
    expect((await display(store.headers, control[0]!)).show).toBe(true);

    expect((await start(store.id, { control_cohort_percentage: 30 })).statusCode).toBe(200);
    for (const shopper of control) {
      expect(await display(store.headers, shopper)).toMatchObject({
        show: false,
        reason: CONTROL_COHORT_REASON,
      });
      const refused = await widget(t, store.headers, 'POST', '/sessions', startV1(shopper));
      expect(refused.statusCode).toBe(422);
      // The shopper is not told they are in a test.
      expect(refused.json()).toEqual({ errorMessage: NOTHING_TO_NEGOTIATE });
    }
    for (const shopper of tested) {
      expect((await display(store.headers, shopper)).show).toBe(true);
      await startSession(t, store, startV1(shopper));
    }

    expect((await terminate(store.id)).statusCode).toBe(200);
    expect((await display(store.headers, control[0]!)).show).toBe(true);
    await startSession(t, store, startV1(control[0]));
  });

  it('counts each shopper the test sees once, in their cohort', async () => {
    const store = await storeWithRule(t);
    const [control] = shoppersIn(store.id, 25, 'control', 1);
    const [tested] = shoppersIn(store.id, 25, 'test', 1);
    const seen = () =>
      t.db
        .select({ hash: upliftVisitors.shopperIdHash, cohort: upliftVisitors.cohort })
        .from(upliftVisitors)
        .where(eq(upliftVisitors.retailerId, store.id));
    // No test running: nobody is counted.
    await display(store.headers, control!);
    expect(await seen()).toEqual([]);
    expect((await start(store.id, { control_cohort_percentage: 25 })).statusCode).toBe(200);
    for (const shopper of [control!, tested!, control!, tested!]) {
      await display(store.headers, shopper);
    }
    expect(await seen()).toHaveLength(2);
    expect(await seen()).toEqual(
      expect.arrayContaining([
        { hash: shopperIdHash(store.id, control!), cohort: 'control' },
        { hash: shopperIdHash(store.id, tested!), cohort: 'test' },
      ]),
    );
  });

  it('counts the sales of both cohorts for the uplift figures', async () => {
    const store = await storeWithRule(t);
    const [before] = shoppersIn(store.id, 50, 'control', 1);
    const sale = (order: string, shopper: string | undefined, total: number) =>
      widget(t, store.headers, 'POST', '/sales', {
        order_number: order,
        total,
        currency: 'GBP',
        ...(shopper ? { shopper_id: shopper } : {}),
      });
    // Before the test: not counted.
    expect((await sale('A-0', before, 999)).statusCode).toBe(200);
    t.clock.advance(1);
    expect((await start(store.id, { control_cohort_percentage: 50 })).statusCode).toBe(200);
    const control = shoppersIn(store.id, 50, 'control', 2);
    const tested = shoppersIn(store.id, 50, 'test', 3);
    await sale('C-1', control[0], 40);
    await sale('C-2', control[1], 60);
    for (const [i, shopper] of tested.entries()) await sale(`T-${i}`, shopper, 100);
    await sale('ANON', undefined, 500);

    const summary = await summariseUpliftSales(t.deps, store.id);
    expect(summary?.cohorts).toEqual({
      control: { sales: 2, revenue: 100 },
      test: { sales: 3, revenue: 300 },
    });
    expect(await summariseUpliftSales(t.deps, (await t.createRetailer()).id)).toBeNull();
  });
});
