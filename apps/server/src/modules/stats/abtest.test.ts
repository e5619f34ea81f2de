import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABTEST_NEEDS_RETAILER, type TAbTestStats } from '@parley/contract';
import type { TestApp } from '../../../test/test-app';
import { startWithAdmin } from '../../../test/support/start';
import { sales, upliftTests } from '../../db/schema';
import type { Headers } from '../../../test/support/api';
import { testRetailer } from '../../../test/support/retailers';
import { expectTwentyAgainstThirtyPercent } from '../../../test/support/significance';
import { post } from '../../../test/support/stats';
import { shopperBucket } from '../uplift/cohort';
import { recordUpliftVisitor } from '../uplift';

let t: TestApp;
let admin: Headers;
beforeAll(async () => ({ t, admin } = await startWithAdmin()));
afterAll(() => t.close());

const START = new Date('2024-02-01T00:00:00Z');
let shoppers = 0;
/** A shopper hash in the wanted cohort of a test with 20% control (bucket < 20). */
function shopperIn(cohort: 'control' | 'test') {
  for (;;) {
    const hash = (++shoppers * 2654435761).toString(16).padStart(8, '0') + 'a'.repeat(56);
    if (shopperBucket(hash) < 20 === (cohort === 'control')) return hash;
  }
}

/** A test with 20% control; each cohort with `seen` shoppers of whom `bought` spent `spend`. */
async function seedTest(
  retailerId: string,
  cohorts: Record<'control' | 'test', { seen: number; bought: number; spend: number[] }>,
) {
  const [test] = await t.db
    .insert(upliftTests)
    .values({ retailerId, controlCohortPercentage: 20, startedAt: START })
    .returning();
  let order = 0;
  for (const cohort of ['control', 'test'] as const) {
    const { seen, bought, spend } = cohorts[cohort];
    for (let i = 0; i < seen; i++) {
      const shopperIdHash = shopperIn(cohort);
      await recordUpliftVisitor(t.db, { retailerId, test: test!, shopperIdHash, now: START });
      // Seen twice: still one shopper.
      await recordUpliftVisitor(t.db, { retailerId, test: test!, shopperIdHash, now: START });
      if (i >= bought) continue;
      const total = spend[i % spend.length]!;
      await t.db.insert(sales).values({
        retailerId,
        orderNumber: `#${++order}`,
        total,
        currency: 'GBP',
        shopperIdHash,
        orderedAt: new Date(START.getTime() + 3_600_000),
      });
    }
  }
  // A sale before the test started is not the test's.
  await t.db.insert(sales).values({
    retailerId,
    orderNumber: '#before',
    total: 999,
    currency: 'GBP',
    shopperIdHash: shopperIn('test'),
    orderedAt: new Date(START.getTime() - 1000),
  });
  return test!;
}

describe('POST /stats action abtest', () => {
  it('compares the cohorts with the two-proportion z-test from 100 trials', async () => {
    const shop = await testRetailer(t);
    // Control 10 of 50 bought (20%); test 30 of 100 (30%): pooled 40/150: z = 1.30558, p = 0.19169.
    await seedTest(shop.id, {
      control: { seen: 50, bought: 10, spend: [40.1, 59.9] },
      test: { seen: 100, bought: 30, spend: [55.55, 44.45] },
    });
    const stats = await post<TAbTestStats>(t, admin, { action: 'abtest', navRetailerId: shop.id });
    expect(stats).toMatchObject({
      status: 'running',
      startDate: START.toISOString(),
      control_cohort_percentage: 20,
      control: { sessions: 50, buyers: 10, sales: 10, revenue: 500, conversion: 20, aov: 50 },
      test: { sessions: 100, buyers: 30, sales: 30, revenue: 1500, conversion: 30, aov: 50 },
      // Revenue per shopper 10 against 15: 5 more for each of the test's 100 shoppers.
      uplift: { conversion: 10, aov: 0, revenue: 500, revenue_relative: 50 },
    });
    expectTwentyAgainstThirtyPercent(stats.significance);
  });

  it('uses the exact binomial test below 100 trials', async () => {
    const shop = await testRetailer(t);
    // Control 3 of 10; test 2 of 20: binom.test(2, 20, 0.3) = 0.05263.
    await seedTest(shop.id, {
      control: { seen: 10, bought: 3, spend: [10] },
      test: { seen: 20, bought: 2, spend: [12.5] },
    });
    const stats = await post<TAbTestStats>(t, admin, { action: 'abtest', navRetailerId: shop.id });
    expect(stats.significance).toMatchObject({ test: 'exact binomial', z: null, trials: 30 });
    expect(stats.significance!.p_value).toBeCloseTo(0.0526279, 6);
    expect(stats.uplift.conversion).toBe(-20);
  });

  it('is not running without a test; administrators in a retailer context only', async () => {
    const shop = await testRetailer(t);
    const none = await post<TAbTestStats>(t, admin, { action: 'abtest', retailerId: shop.id });
    expect(none).toMatchObject({
      status: 'not_running',
      startDate: null,
      control: { sessions: 0, conversion: null, aov: null },
      significance: null,
    });
    await post(t, shop.headers, { action: 'abtest', navRetailerId: shop.id }, 403);
    const res = await post<{ errorMessage: string }>(t, admin, { action: 'abtest' }, 400);
    expect(res.errorMessage).toBe(ABTEST_NEEDS_RETAILER);
  });
});
