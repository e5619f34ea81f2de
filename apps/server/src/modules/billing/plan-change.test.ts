import { afterAll, describe, expect, it } from 'vitest';
import { MSG, ZBillingScheme, ZPlanChoicesResponse } from '@parley/contract';
import { startWithAdmin } from '../../../test/support/start';
import { testRetailer, type TestRetailer } from '../../../test/support/retailers';
import { call } from '../../../test/support/api';
import {
  changePlan,
  planChanged,
  currentScheme,
  eventsOf,
  findPlan,
  insertSale,
  schemesOf,
  setCycle,
} from '../../../test/support/billing';
import { DAY_MS } from '../../lib/days';
import { closeDueCycles } from './closer';
import { CYCLE_MS } from './cycles';

const { t, admin } = await startWithAdmin();
afterAll(() => t.close());

/** A professional store ten days into its cycle, with one negotiated sale of 150.00 in it. */
async function storeMidCycle(): Promise<TestRetailer & { start: Date }> {
  const shop = await testRetailer(t, { notificationsEmail: null, primaryDomain: 'boots.example' });
  const start = new Date(t.clock.now().getTime() - 10 * DAY_MS);
  await setCycle(t.db, shop.id, start);
  await insertSale(t, shop.id, new Date(start.getTime() + DAY_MS), 150);
  return { ...shop, start };
}

describe('the plan page', () => {
  it('shows the scheme in force with its cycle, fees, caps and the store’s details', async () => {
    const shop = await storeMidCycle();
    const plan = ZBillingScheme.parse(await findPlan(t, shop.headers, shop.id));
    expect(plan).toMatchObject({
      name: 'PROFESSIONAL',
      status: 'active',
      pricing_plan: { identifier: 'professional', name: 'Professional' },
      currency: 'USD',
      subscription_fee_amount: '99.00',
      subscription_fee_with_currency: 'US$99.00',
      billing_cycle_type: 'every_30_days',
      billing_cycle_usage_cap: null,
      billing_cycle_max_parleys: 2000,
      billing_cycle_used_parleys_count: 1,
      payment_type: 'invoice',
      usage_fee_percentage: 2,
      billing_cycle_started_at: shop.start.toISOString(),
      last_billing_cycle_ended_at: null,
      current_cycle_billed_fees: 'US$0.00',
      unbilled_usage_fees: 'US$3.00',
      cap_reached: null,
      upgrade_plan_identifier: 'premium',
      website: 'https://boots.example',
      timezone_code: 'UTC',
      account_type: 'api',
      pending_scheme: null,
    });
    // Without a notifications e-mail, the store's first user's.
    expect(plan.email).toMatch(/^user-.*@example\.com$/);
  });

  it('lists every plan with its terms, features and whether it is the store’s', async () => {
    const shop = await storeMidCycle();
    const res = await call(t, shop.headers, 'GET', `/retailers/${shop.id}/account/plans`);
    const { plans } = ZPlanChoicesResponse.parse(res.json());
    expect(plans.map((plan) => plan.identifier)).toEqual([
      'starter',
      'professional',
      'enterprise',
      'basic',
      'legacy_professional',
      'premium',
    ]);
    const professional = plans.find((plan) => plan.identifier === 'professional')!;
    expect(professional).toMatchObject({
      is_current_plan: true,
      self_serve: true,
      has_usage_charges: true,
      pricing: { subscription_fee_amount: '99.00', usage_fee_percentage: 2 },
      terms:
        'US$99.00 every 30 days; 2% of the sales Parley negotiates; 2,000 Parleys every 30 days.',
    });
    expect(professional.feature_descriptions).toEqual([
      '2,000 Parleys every 30 days',
      'Timed rules',
      'Behavioural rules',
      'Gifts with purchase',
      'Retargeting',
      'Signposting',
    ]);
    expect(plans.find((plan) => plan.identifier === 'enterprise')).toMatchObject({
      is_current_plan: false,
      self_serve: false,
      has_usage_charges: false,
      feature_descriptions: expect.arrayContaining(['Unlimited Parleys']) as string[],
    });
  });
});

describe('a plan change by the store', () => {
  it('to a self-serve plan applies at once: the cycle closes with its charges, a new one starts', async () => {
    const shop = await storeMidCycle();
    const before = await currentScheme(t.db, shop.id);
    const answer = await planChanged(t, shop.headers, shop.id, { plan_identifier: 'starter' });
    expect(answer).toMatchObject({
      status: 'active',
      redirect_uri: null,
      billing_scheme: {
        pricing_plan: { identifier: 'starter' },
        subscription_fee_amount: '0.00',
        billing_cycle_started_at: t.clock.now().toISOString(),
        billing_cycle_used_parleys_count: 0,
      },
    });
    const [old, current] = await schemesOf(t.db, shop.id);
    expect(old).toMatchObject({
      id: before.id,
      status: 'cancelled',
      isCurrent: false,
      lastBillingCycleEndedAt: t.clock.now(),
    });
    expect(current).toMatchObject({
      status: 'active',
      isCurrent: true,
      subscriptionFeeAmount: '0.00',
    });
    // The cycle begun is charged in full, with the usage fee so far (2 % of 150.00).
    const charges = await eventsOf(t.db, shop.id);
    expect(charges.map((e) => [e.eventType, e.amount, e.billingSchemeId])).toEqual([
      ['subscription_fee', '99.00', before.id],
      ['usage_fee', '3.00', before.id],
    ]);
    expect(charges[0]).toMatchObject({ cycleStartedAt: shop.start, cycleEndedAt: t.clock.now() });
  });

  it('to a plan arranged with the team is refused, with the reason', async () => {
    const shop = await storeMidCycle();
    const res = await changePlan(t, shop.headers, shop.id, { plan_identifier: 'enterprise' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errorMessage: MSG.planNotSelfServe });
    expect(await schemesOf(t.db, shop.id)).toHaveLength(1);
  });

  it('to the plan it has is refused, unless it sets a new spending limit', async () => {
    const shop = await storeMidCycle();
    const same = await changePlan(t, shop.headers, shop.id, { plan_identifier: 'professional' });
    expect(same.statusCode).toBe(422);
    expect(same.json()).toEqual({ errorMessage: MSG.planAlreadyCurrent });
    const capped = await changePlan(t, shop.headers, shop.id, {
      plan_identifier: 'professional',
      usage_cap: 2.5,
    });
    expect(capped.statusCode, capped.body).toBe(200);
    expect(capped.json()).toMatchObject({
      status: 'active',
      billing_scheme: {
        billing_cycle_usage_cap: '2.50',
        billing_cycle_usage_cap_with_currency: 'US$2.50',
        billing_cycle_started_at: shop.start.toISOString(),
        // 3.00 so far is over the new limit: charged 2.50, and negotiation is off.
        unbilled_usage_fees: 'US$2.50',
        cap_reached: 'usage_cap_reached',
      },
    });
    expect(await schemesOf(t.db, shop.id)).toHaveLength(1);
    expect(await eventsOf(t.db, shop.id)).toEqual([]);
    const again = await changePlan(t, shop.headers, shop.id, {
      plan_identifier: 'professional',
      usage_cap: 2.5,
    });
    expect(again.json()).toEqual({ errorMessage: MSG.planAlreadyCurrent });
  });

  it('leaves one current scheme when two changes race', async () => {
    const shop = await storeMidCycle();
    const answers = await Promise.all([
      changePlan(t, shop.headers, shop.id, { plan_identifier: 'starter' }),
      changePlan(t, shop.headers, shop.id, { plan_identifier: 'starter' }),
      changePlan(t, admin, shop.id, { plan_identifier: 'starter' }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 422, 422]);
    for (const res of answers.filter((r) => r.statusCode === 422)) {
      expect(res.json()).toEqual({ errorMessage: MSG.planAlreadyCurrent });
    }
    const schemes = await schemesOf(t.db, shop.id);
    expect(schemes.filter((scheme) => scheme.isCurrent)).toHaveLength(1);
    expect(schemes).toHaveLength(2);
    // The old cycle was charged once.
    expect((await eventsOf(t.db, shop.id)).map((e) => e.eventType)).toEqual([
      'subscription_fee',
      'usage_fee',
    ]);
  });

  it('charges each cycle once when the cycle closer runs during the change', async () => {
    const shop = await testRetailer(t);
    const start = new Date(t.clock.now().getTime() - CYCLE_MS - 2 * DAY_MS);
    await setCycle(t.db, shop.id, start);
    await insertSale(t, shop.id, new Date(start.getTime() + DAY_MS), 100);
    await insertSale(t, shop.id, new Date(start.getTime() + CYCLE_MS + DAY_MS), 50);
    const [, res] = await Promise.all([
      closeDueCycles(t.deps),
      changePlan(t, shop.headers, shop.id, { plan_identifier: 'starter' }),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const end = new Date(start.getTime() + CYCLE_MS);
    expect(
      (await eventsOf(t.db, shop.id)).map((e) => [e.cycleStartedAt, e.eventType, e.amount]),
    ).toEqual([
      [start, 'subscription_fee', '99.00'],
      [start, 'usage_fee', '2.00'],
      [end, 'subscription_fee', '99.00'],
      [end, 'usage_fee', '1.00'],
    ]);
  });
});

describe('a plan arranged with the team', () => {
  it('is offered by an administrator, waits for the store, and comes into force when approved', async () => {
    const shop = await storeMidCycle();
    const offer = await planChanged(t, admin, shop.id, {
      plan_identifier: 'enterprise',
      usage_cap: 500,
    });
    expect(offer).toMatchObject({
      status: 'pending_approval',
      redirect_uri: null,
      billing_scheme: {
        pricing_plan: { identifier: 'professional' },
        pending_scheme: {
          name: 'ENTERPRISE',
          usage_fee_percentage: 0,
          billing_cycle_usage_cap: '500.00',
          pricing_plan: { identifier: 'enterprise' },
        },
      },
    });
    const pendingId = offer.billing_scheme.pending_scheme!.billing_scheme_id;
    // Still the professional plan: nothing charged yet.
    expect(await eventsOf(t.db, shop.id)).toEqual([]);
    expect((await findPlan(t, shop.headers, shop.id)).pending_scheme?.billing_scheme_id).toBe(
      pendingId,
    );

    // Another store cannot approve it, nor can it be approved for another plan.
    const other = await testRetailer(t);
    const elsewhere = await changePlan(t, other.headers, other.id, {
      plan_identifier: 'enterprise',
      pending_billing_scheme_id: pendingId,
    });
    expect(elsewhere.json()).toEqual({ errorMessage: MSG.pendingSchemeGone });
    const wrongPlan = await changePlan(t, shop.headers, shop.id, {
      plan_identifier: 'premium',
      pending_billing_scheme_id: pendingId,
    });
    expect(wrongPlan.json()).toEqual({ errorMessage: MSG.pendingSchemeGone });

    const approved = await changePlan(t, shop.headers, shop.id, {
      plan_identifier: 'enterprise',
      pending_billing_scheme_id: pendingId,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'active',
      billing_scheme: {
        billing_scheme_id: pendingId,
        status: 'active',
        pricing_plan: { identifier: 'enterprise' },
        billing_cycle_started_at: t.clock.now().toISOString(),
        upgrade_plan_identifier: null,
        pending_scheme: null,
      },
    });
    expect((await eventsOf(t.db, shop.id)).map((e) => e.eventType)).toEqual([
      'subscription_fee',
      'usage_fee',
    ]);
    const twice = await changePlan(t, shop.headers, shop.id, {
      plan_identifier: 'enterprise',
      pending_billing_scheme_id: pendingId,
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toEqual({ errorMessage: MSG.pendingSchemeGone });
  });

  it('may be chosen by an administrator when it is self-serve, like the store would', async () => {
    const shop = await storeMidCycle();
    const res = await changePlan(t, admin, shop.id, { plan_identifier: 'starter' });
    expect(res.json()).toMatchObject({ status: 'active', billing_scheme: { name: 'STARTER' } });
  });
});

describe('plan changes, refused', () => {
  it('for a plan that is not in the catalogue, or a spending limit out of range', async () => {
    const shop = await storeMidCycle();
    for (const body of [
      { plan_identifier: 'gold' },
      { plan_identifier: 'starter', usage_cap: 0 },
      { plan_identifier: 'starter', usage_cap: 'lots' },
      { plan_identifier: 'starter', shopify_charge_id: 'x' },
    ]) {
      const res = await call(t, shop.headers, 'PUT', `/retailers/${shop.id}/account/plan`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    // Only Shopify confirms charges: any other store has none to confirm.
    const charge = await changePlan(t, shop.headers, shop.id, {
      shopify_charge_id: 'gid://shopify/AppSubscription/1',
    });
    expect(charge.json()).toEqual({ errorMessage: MSG.chargeUnknown });
  });
});
