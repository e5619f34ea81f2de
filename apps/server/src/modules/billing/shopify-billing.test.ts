import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@parley/contract';
import { billingSchemes, jobs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { snapshotTables } from '../../../test/db-snapshot';
import { setPlan } from '../../../test/support/retailers';
import type { Headers } from '../../../test/support/api';
import {
  billNow,
  changePlan,
  planChanged,
  currentScheme,
  eventsOf,
  insertSale,
  schemesOf,
  setCycle,
  usageList,
} from '../../../test/support/billing';
import {
  startFakeShopifyBilling,
  type FakeShopifyBilling,
} from '../../../test/support/shopify-billing';
import { DAY_MS } from '../../lib/days';
import { closeDueCycles } from './closer';
import { CYCLE_MS } from './cycles';

const TOKEN = 'shpat_billing_0123456789_SECRET';
const VERSION = '2026-10';
const DOMAIN = 'parley-billing.myshopify.com';

let shopify: FakeShopifyBilling;
let t: TestApp;
beforeAll(async () => {
  shopify = await startFakeShopifyBilling(DOMAIN, TOKEN, VERSION);
  t = await createTestApp({ SHOPIFY_ADMIN_URL: shopify.url, SHOPIFY_API_VERSION: VERSION });
});
afterAll(async () => {
  await t.close();
  await shopify.close();
});

/** A Shopify store on the starter plan, with a user's headers. */
async function shopifyStore(values: Parameters<TestApp['createRetailer']>[0] = {}) {
  const row = await t.createRetailer({
    storePlatform: 'shopify',
    myshopifyDomain: DOMAIN,
    shopifyAccessToken: TOKEN,
    ...values,
  });
  await setPlan(t.db, row.id, 'starter');
  const headers = await t.bearer(await t.createUser({ retailerId: row.id }));
  return { id: row.id, headers };
}

const callsOf = (operation: string) => shopify.received.filter((c) => c.operation === operation);

/** Chooses professional, confirms it at Shopify as the merchant, and comes back with the id. */
async function subscribed(store: { id: string; headers: Headers }) {
  const chosen = await changePlan(t, store.headers, store.id, { plan_identifier: 'professional' });
  const chargeId = (await schemesOf(t.db, store.id)).find(
    (s) => s.shopifyChargeId,
  )!.shopifyChargeId!;
  shopify.decide(chargeId, 'ACTIVE');
  const confirmed = await changePlan(t, store.headers, store.id, { shopify_charge_id: chargeId });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { chosen, chargeId };
}

describe('a plan change of a Shopify store', () => {
  it('sends the merchant to Shopify to confirm, and puts the plan in force on the way back', async () => {
    const store = await shopifyStore();
    const answer = await planChanged(t, store.headers, store.id, {
      plan_identifier: 'professional',
    });
    const [request] = callsOf('subscribe').slice(-1);
    expect(request).toMatchObject({
      token: TOKEN,
      variables: {
        name: 'Parley PROFESSIONAL',
        returnUrl: `http://localhost:3000/#/retailers/${store.id}/account/plan`,
        lineItems: [
          {
            plan: {
              appRecurringPricingDetails: {
                price: { amount: '99.00', currencyCode: 'USD' },
                interval: 'EVERY_30_DAYS',
              },
            },
          },
          {
            plan: {
              appUsagePricingDetails: {
                cappedAmount: { amount: '2000.00', currencyCode: 'USD' },
                terms: '2% of the sales Parley negotiates, up to US$2,000.00 every 30 days',
              },
            },
          },
        ],
      },
    });
    const pending = (await schemesOf(t.db, store.id)).find((s) => s.shopifyChargeId)!;
    expect(pending).toMatchObject({
      status: 'pending_approval',
      isCurrent: false,
      paymentType: 'shopify',
      billingCycleUsageCap: '2000.00',
    });
    expect(answer).toMatchObject({
      status: 'redirect',
      redirect_uri: expect.stringMatching(
        new RegExp(`^https://${DOMAIN}/admin/charges/\\d+/confirm_recurring_application_charge`),
      ) as string,
      // Still the plan in force until the merchant confirms; not an offer to approve here.
      billing_scheme: { pricing_plan: { identifier: 'starter' }, pending_scheme: null },
    });

    shopify.decide(pending.shopifyChargeId!, 'ACTIVE');
    const confirmed = await changePlan(t, store.headers, store.id, {
      shopify_charge_id: pending.shopifyChargeId!,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: 'active',
      redirect_uri: null,
      billing_scheme: {
        billing_scheme_id: pending.id,
        status: 'active',
        payment_type: 'shopify',
        pricing_plan: { identifier: 'professional' },
        billing_cycle_started_at: t.clock.now().toISOString(),
        billing_cycle_usage_cap: '2000.00',
      },
    });
    const usageLine = shopify.subscriptions
      .get(pending.shopifyChargeId!)!
      .lineItems.find((line) => line.plan.pricingDetails.__typename === 'AppUsagePricing')!;
    expect(await currentScheme(t.db, store.id)).toMatchObject({
      id: pending.id,
      shopifyUsageLineItemId: usageLine.id,
    });
    const schemes = await schemesOf(t.db, store.id);
    expect(schemes.filter((s) => s.isCurrent)).toHaveLength(1);
    expect(schemes[0]).toMatchObject({ status: 'cancelled', isCurrent: false });

    // Coming back twice (a reload) answers the plan in force, without asking Shopify again.
    const asked = callsOf('node').length;
    const again = await changePlan(t, store.headers, store.id, {
      shopify_charge_id: pending.shopifyChargeId!,
    });
    expect(again.json()).toMatchObject({ status: 'active' });
    expect(callsOf('node')).toHaveLength(asked);
  });

  it('changes nothing when the merchant declines, or the charge is not this store’s', async () => {
    const store = await shopifyStore();
    await changePlan(t, store.headers, store.id, { plan_identifier: 'professional' });
    const { shopifyChargeId } = (await schemesOf(t.db, store.id)).find((s) => s.shopifyChargeId)!;
    shopify.decide(shopifyChargeId!, 'DECLINED');
    const other = await shopifyStore();
    const before = await snapshotTables(t.db);
    const declined = await changePlan(t, store.headers, store.id, {
      shopify_charge_id: shopifyChargeId!,
    });
    expect(declined.statusCode).toBe(422);
    expect(declined.json()).toEqual({ errorMessage: MSG.chargeNotAccepted });
    shopify.decide(shopifyChargeId!, 'EXPIRED');
    expect(
      (
        await changePlan(t, store.headers, store.id, { shopify_charge_id: shopifyChargeId! })
      ).json(),
    ).toEqual({ errorMessage: MSG.chargeNotAccepted });

    // An id no plan change of this store made: refused without asking Shopify.
    const asked = callsOf('node').length;
    for (const [id, charge] of [
      [other.id, shopifyChargeId!],
      [store.id, 'gid://shopify/AppSubscription/424242'],
    ] as const) {
      const owner = id === store.id ? store.headers : other.headers;
      const res = await changePlan(t, owner, id, { shopify_charge_id: charge });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errorMessage: MSG.chargeUnknown });
    }
    expect(callsOf('node')).toHaveLength(asked);
    expect(await snapshotTables(t.db)).toEqual(before);

    // A subscription of this store that Shopify does not know (null node).
    await t.db
      .update(billingSchemes)
      .set({ shopifyChargeId: 'gid://shopify/AppSubscription/1' })
      .where(eq(billingSchemes.shopifyChargeId, shopifyChargeId!));
    const unknown = await changePlan(t, store.headers, store.id, {
      shopify_charge_id: 'gid://shopify/AppSubscription/1',
    });
    expect(unknown.json()).toEqual({ errorMessage: MSG.chargeUnknown });
  });

  it('is refused with the reason when Shopify refuses the subscription or is down', async () => {
    const store = await shopifyStore();
    await t.db
      .update(billingSchemes)
      .set({ currency: 'EUR' })
      .where(eq(billingSchemes.retailerId, store.id));
    const before = await snapshotTables(t.db);
    const refused = await changePlan(t, store.headers, store.id, {
      plan_identifier: 'professional',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ errorMessage: MSG.billingProviderFailed });
    await t.db
      .update(billingSchemes)
      .set({ currency: 'USD' })
      .where(eq(billingSchemes.retailerId, store.id));
    shopify.failNext('subscribe', 'down');
    const down = await changePlan(t, store.headers, store.id, { plan_identifier: 'professional' });
    expect(down.json()).toEqual({ errorMessage: MSG.billingProviderFailed });
    await t.db
      .update(billingSchemes)
      .set({ currency: 'EUR' })
      .where(eq(billingSchemes.retailerId, store.id));
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});

describe('the usage fees of a Shopify store', () => {
  /** The subscribed store's cycle, taken back to have ended a day ago, with one sale of 100.00. */
  async function endedCycle(store: { id: string }) {
    const start = new Date(t.clock.now().getTime() - CYCLE_MS - DAY_MS);
    await setCycle(t.db, store.id, start);
    await insertSale(t, store.id, new Date(start.getTime() + DAY_MS), 100);
    await closeDueCycles(t.deps);
    const charges = await eventsOf(t.db, store.id);
    return { start, end: new Date(start.getTime() + CYCLE_MS), charges };
  }
  /** Due now: a retry's back-off, skipped. */
  const retryNow = () =>
    t.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.name, 'billing.usage-record'));

  it('go to Shopify as usage records once the cycle closes, once, even when a post is retried', async () => {
    const store = await shopifyStore();
    const { chargeId } = await subscribed(store);
    const { end, charges } = await endedCycle(store);
    const [subscription, usage] = charges;
    // Shopify takes the recurring fee itself: recorded as billed at the cycle's end.
    expect(subscription).toMatchObject({
      eventType: 'subscription_fee',
      amount: '99.00',
      billedAt: end,
      providerReference: chargeId,
    });
    expect(usage).toMatchObject({ eventType: 'usage_fee', amount: '2.00', billedAt: null });

    // Shopify records it, but its answer is lost: the job fails, and is retried.
    shopify.failNext('usage', 'lost');
    await t.deps.jobs.runDue();
    expect(shopify.records).toHaveLength(1);
    expect((await eventsOf(t.db, store.id))[1]!.billedAt).toBeNull();
    await retryNow();
    await t.deps.jobs.runDue();

    const posts = callsOf('usage').filter((c) => c.variables.idempotencyKey === usage!.id);
    expect(posts).toHaveLength(2);
    const line = (await currentScheme(t.db, store.id)).shopifyUsageLineItemId;
    for (const post of posts) {
      expect(post.variables).toMatchObject({
        subscriptionLineItemId: line,
        price: { amount: '2.00', currencyCode: 'USD' },
        description: usage!.description,
      });
    }
    // One record, no second charge.
    expect(shopify.records.filter((r) => r.idempotencyKey === usage!.id)).toHaveLength(1);
    const billed = (await eventsOf(t.db, store.id))[1]!;
    expect(billed.billedAt).not.toBeNull();
    expect(billed.providerReference).toBe(shopify.records[0]!.id);

    const list = await usageList(t, store.headers, store.id);
    expect(list.usage.map((e) => [e.event_type, e.billable])).toEqual([
      ['usage_fee', false],
      ['subscription_fee', false],
    ]);
    const again = await billNow(t, store.headers, store.id, usage!.id);
    expect(again.json()).toEqual({ errorMessage: MSG.chargeAlreadyBilled });
  });

  it('may be billed at once (Bill Now) by the same record; a Shopify failure changes nothing', async () => {
    const store = await shopifyStore();
    await subscribed(store);
    const { charges } = await endedCycle(store);
    const usage = charges.find((e) => e.eventType === 'usage_fee')!;
    expect((await usageList(t, store.headers, store.id)).usage[0]).toMatchObject({
      billing_event_id: usage.id,
      billable: true,
    });

    shopify.failNext('usage', 'down');
    const before = await snapshotTables(t.db);
    const failed = await billNow(t, store.headers, store.id, usage.id);
    expect(failed.statusCode).toBe(422);
    expect(failed.json()).toEqual({ errorMessage: MSG.billingProviderFailed });
    expect(await snapshotTables(t.db)).toEqual(before);

    const billed = await billNow(t, store.headers, store.id, usage.id);
    expect(billed.statusCode, billed.body).toBe(200);
    expect(billed.json()).toMatchObject({
      billable: false,
      billed_at: t.clock.now().toISOString(),
    });
    const record = shopify.records.find((r) => r.idempotencyKey === usage.id)!;
    expect((await eventsOf(t.db, store.id))[1]!.providerReference).toBe(record.id);

    // The job that was waiting finds it billed and posts nothing.
    const posts = callsOf('usage').length;
    await t.deps.jobs.runDue();
    expect(callsOf('usage')).toHaveLength(posts);
  });
});
