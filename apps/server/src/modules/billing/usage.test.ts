import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  MSG,
  RELATED_SALES_PAGE_SIZE,
  USAGE_PAGE_SIZE,
  ZBillingEventDetail,
  ZUsageListResponse,
} from '@parley/contract';
import { snapshotTables } from '../../../test/db-snapshot';
import { startWithAdminAndShops } from '../../../test/support/start';
import { call } from '../../../test/support/api';
import {
  billNow,
  eventsOf,
  insertBillingEvent,
  insertSale,
  setCycle,
  usageDetail,
  usageList,
  usagePath,
} from '../../../test/support/billing';
import { DAY_MS } from '../../lib/days';
import { closeDueCycles } from './closer';
import { CYCLE_MS } from './cycles';

const { t, admin, shop, other } = await startWithAdminAndShops();
afterAll(() => t.close());

describe('the usage charges list', () => {
  it('pages the charges, newest cycle first, the usage fee before the subscription fee', async () => {
    const store = await ownStore();
    // Twelve cycles closed: 24 charges.
    const start = new Date(t.clock.now().getTime() - 12 * CYCLE_MS - DAY_MS);
    await setCycle(t.db, store.id, start);
    for (let cycle = 0; cycle < 12; cycle++) {
      await insertSale(
        t,
        store.id,
        new Date(start.getTime() + cycle * CYCLE_MS + DAY_MS),
        10 + cycle,
      );
    }
    await closeDueCycles(t.deps);
    const first = ZUsageListResponse.parse(await usageList(t, store.headers, store.id));
    expect(first).toMatchObject({ total: 24, offset: 0, limit: USAGE_PAGE_SIZE });
    expect(first.usage).toHaveLength(USAGE_PAGE_SIZE);
    const second = await usageList(t, store.headers, store.id, USAGE_PAGE_SIZE);
    expect(second.usage).toHaveLength(4);
    const all = [...first.usage, ...second.usage];
    const dates = all.map((e) => e.reference_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.slice(0, 2).map((e) => e.event_type)).toEqual(['usage_fee', 'subscription_fee']);
    expect(all[0]).toMatchObject({
      description: expect.stringMatching(
        /^Usage fee: 2% of 1 negotiated sale, \d\d\/\d\d\/\d{4} – /,
      ) as string,
      currency: 'USD',
      amount: '0.42',
      original_amount: '0.42',
      total_sales_amount: '21.00',
      total_number_of_sales: 1,
      billed_at: null,
      billable: true,
    });
    expect(all[1]).toMatchObject({
      amount: '99.00',
      description: expect.stringMatching(/^Professional plan, /) as string,
    });
    expect(new Set(all.map((e) => e.billing_event_id)).size).toBe(24);
  });

  it('is empty for a store without charges', async () => {
    expect(await usageList(t, other.headers, other.id)).toMatchObject({ usage: [], total: 0 });
  });
});

describe('a usage charge', () => {
  it('shows its scheme and pages the sales it was charged on', async () => {
    const store = await ownStore();
    const start = new Date(t.clock.now().getTime() - CYCLE_MS - DAY_MS);
    await setCycle(t.db, store.id, start, { billingCycleUsageCap: '5.00' });
    const sold = [];
    for (let i = 0; i < 25; i++) {
      sold.push(
        await insertSale(t, store.id, new Date(start.getTime() + (i + 1) * 3600_000), 20, 2),
      );
    }
    await closeDueCycles(t.deps);
    const usage = (await eventsOf(t.db, store.id)).find((e) => e.eventType === 'usage_fee')!;
    const page = ZBillingEventDetail.parse(await usageDetail(t, store.headers, store.id, usage.id));
    expect(page).toMatchObject({
      billing_event_id: usage.id,
      event_type: 'usage_fee',
      // 2 % of 25 × 40.00 is 20.00, capped at 5.00.
      amount: '5.00',
      original_amount: '20.00',
      total_sales_amount: '1000.00',
      total_number_of_sales: 25,
      reference_date: new Date(start.getTime() + CYCLE_MS).toISOString(),
      billing_scheme: {
        name: 'PROFESSIONAL',
        payment_type: 'invoice',
        billing_cycle_usage_cap_with_currency: 'US$5.00',
        current_cycle_billed_fees: 'US$0.00',
        unbilled_usage_fees: 'US$0.00',
        last_billing_cycle_ended_at: new Date(start.getTime() + CYCLE_MS).toISOString(),
      },
      associated_sessions_total: 25,
      offset: 0,
      limit: RELATED_SALES_PAGE_SIZE,
    });
    expect(page.associated_sessions).toHaveLength(RELATED_SALES_PAGE_SIZE);
    expect(page.associated_sessions[0]).toEqual({
      session_id: sold[0]!.id,
      negotiation_type: 'product',
      is_returning_user: false,
      created_at: sold[0]!.createdAt.toISOString(),
      user_name: null,
      product: { name: 'Waxed Cotton Jacket', retailer_product_id: 'DEMO-JACKET' },
      product_price: '189.00',
      current_price: '160.00',
      quantity: 2,
      summary_status: 'sold',
      addon_item_id: null,
    });
    const rest = await usageDetail(t, store.headers, store.id, usage.id, RELATED_SALES_PAGE_SIZE);
    expect(rest.associated_sessions.map((s) => s.session_id)).toEqual(
      sold.slice(RELATED_SALES_PAGE_SIZE).map((s) => s.id),
    );
    expect(rest.offset).toBe(RELATED_SALES_PAGE_SIZE);
  });

  it('of another store, or none, answers 404 under the caller’s own store', async () => {
    const theirs = await insertBillingEvent(t.db, other.id);
    const before = await snapshotTables(t.db);
    for (const eventId of [theirs.id, randomUUID()]) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await call(t, shop.headers, method, usagePath(shop.id, eventId));
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ errorMessage: MSG.notFound });
      }
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});

describe('Bill Now', () => {
  it('bills a billable charge of a store billed here, once', async () => {
    const charge = await insertBillingEvent(t.db, shop.id);
    const res = await billNow(t, shop.headers, shop.id, charge.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(ZBillingEventDetail.parse(res.json())).toMatchObject({
      billing_event_id: charge.id,
      billed_at: t.clock.now().toISOString(),
      billable: false,
    });
    const again = await billNow(t, admin, shop.id, charge.id);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ errorMessage: MSG.chargeAlreadyBilled });
  });

  it('refuses a charge of zero, and changes nothing', async () => {
    const zero = await insertBillingEvent(t.db, shop.id, {
      amount: '0.00',
      originalAmount: '0.00',
    });
    expect((await usageDetail(t, shop.headers, shop.id, zero.id)).billable).toBe(false);
    const before = await snapshotTables(t.db);
    const res = await billNow(t, shop.headers, shop.id, zero.id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errorMessage: MSG.chargeIsZero });
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});

/** A store of its own for a test that closes cycles (the shared ones keep theirs). */
async function ownStore() {
  const row = await t.createRetailer();
  return { id: row.id, headers: await t.bearer(await t.createUser({ retailerId: row.id })) };
}
