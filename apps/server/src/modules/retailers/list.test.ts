import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG, PAGE_SIZE, ZRetailerListResponse } from '@parley/contract';
import type { TestApp } from '../../../test/test-app';
import { startWithAdmin } from '../../../test/support/start';
import { billingSchemes, retailers } from '../../db/schema';
import { setPlan } from '../../../test/support/retailers';
import { insertPurchase, insertSession } from '../../../test/support/sessions';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => ({ t, admin } = await startWithAdmin()));
afterAll(() => t.close());

async function list(query: string, headers = admin) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/retailers?context=list&${query}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return ZRetailerListResponse.parse(res.json());
}
const names = (page: { retailers: { name: string }[] }) => page.retailers.map((r) => r.name);

/** A retailer signed up `daysAgo` days before the test clock. */
const retailerOf = (name: string, daysAgo: number, values: object = {}) =>
  t.createRetailer({
    name,
    createdAt: new Date(t.clock.now().getTime() - daysAgo * 86_400_000),
    ...values,
  });

describe('GET /retailers?context=list', () => {
  it('pages 20 at a time with the total, most recent first by default', async () => {
    for (let i = 0; i < PAGE_SIZE + 5; i++)
      await retailerOf(`Paged ${String(i).padStart(2, '0')}`, i);
    const first = await list('searchText=paged');
    expect(first.total).toBe(PAGE_SIZE + 5);
    expect(first.retailers).toHaveLength(PAGE_SIZE);
    expect(first.retailers[0]).toMatchObject({
      name: 'Paged 00',
      pricing_plan: { identifier: 'professional' },
      store_platform: 'api',
      last_parley_at: null,
    });
    const second = await list(`searchText=paged&offset=${PAGE_SIZE}`);
    expect(second.total).toBe(PAGE_SIZE + 5);
    expect(names(second)).toEqual(['Paged 20', 'Paged 21', 'Paged 22', 'Paged 23', 'Paged 24']);
  });

  it('sorts by name whatever the case, or by sign-up date', async () => {
    await retailerOf('sortable beta', 3);
    await retailerOf('Sortable Alpha', 1);
    await retailerOf('SORTABLE gamma', 2);
    expect(names(await list('searchText=sortable&sortOrder=name'))).toEqual([
      'Sortable Alpha',
      'sortable beta',
      'SORTABLE gamma',
    ]);
    expect(names(await list('searchText=sortable&sortOrder=recent'))).toEqual([
      'Sortable Alpha',
      'SORTABLE gamma',
      'sortable beta',
    ]);
  });

  it('filters by plan, store type and search text (taken literally)', async () => {
    const shopify = await retailerOf('Filter Shopify 100%', 1, { storePlatform: 'shopify' });
    const starter = await retailerOf('Filter Starter', 2, { storePlatform: 'woocommerce' });
    await setPlan(t.db, starter.id, 'starter');
    await retailerOf('Filter Other', 3);
    expect(names(await list('searchText=filter&pricingPlanIdentifier=starter'))).toEqual([
      'Filter Starter',
    ]);
    expect(names(await list('searchText=filter&storeTypeIdentifier=shopify'))).toEqual([
      'Filter Shopify 100%',
    ]);
    expect(
      names(await list(`searchText=${encodeURIComponent('100%')}&storeTypeIdentifier=shopify`)),
    ).toEqual(['Filter Shopify 100%']);
    expect((await list('searchText=filter&storeTypeIdentifier=magento')).total).toBe(0);
    const withShopify = await list('searchText=filter%20shopify');
    expect(withShopify.retailers[0]?.id).toBe(shopify.id);
  });

  it('filters by unbilled charges: a usage fee owed for a deal bought this billing cycle', async () => {
    const cycleStart = new Date(t.clock.now().getTime() - 10 * 86_400_000);
    const owing = await retailerOf('Charges Owing', 1);
    const billed = await retailerOf('Charges Billed', 2);
    const noFee = await retailerOf('Charges No Fee', 3);
    await setPlan(t.db, noFee.id, 'enterprise');
    for (const retailer of [owing, billed, noFee]) {
      await t.db
        .update(billingSchemes)
        .set({ billingCycleStartedAt: cycleStart })
        .where(eq(billingSchemes.retailerId, retailer.id));
    }
    const bought = async (retailerId: string, at: Date) =>
      insertPurchase(t, await insertSession(t, retailerId), at);
    await bought(owing.id, t.clock.now());
    await bought(billed.id, new Date(cycleStart.getTime() - 86_400_000));
    await bought(noFee.id, t.clock.now());
    expect(names(await list('searchText=charges&hasUnbilledCharges=true'))).toEqual([
      'Charges Owing',
    ]);
    expect(names(await list('searchText=charges&hasUnbilledCharges=false'))).toEqual([
      'Charges Billed',
      'Charges No Fee',
    ]);
  });

  it('shows the last parley time', async () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    const retailer = await retailerOf('Last Parley Store', 1);
    await t.db.update(retailers).set({ lastParleyAt: at }).where(eq(retailers.id, retailer.id));
    expect((await list('searchText=last%20parley')).retailers[0]?.last_parley_at).toBe(
      at.toISOString(),
    );
  });

  it('is for administrators, and refuses unknown filter values', async () => {
    const retailer = await t.createRetailer();
    const user = await t.bearer(await t.createUser({ retailerId: retailer.id }));
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/v1/retailers?context=list',
      headers: user,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ errorMessage: MSG.forbidden });
    for (const query of [
      'sortOrder=size',
      'pricingPlanIdentifier=gold',
      'storeTypeIdentifier=ebay',
      'hasUnbilledCharges=yes',
      'offset=-1',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/retailers?context=list&${query}`,
        headers: admin,
      });
      expect(res.statusCode, query).toBe(400);
    }
  });
});
