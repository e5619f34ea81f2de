import {
  MSG,
  RELATED_SALES_PAGE_SIZE,
  USAGE_PAGE_SIZE,
  ZPlanChangeRequest,
  endpoints,
  type TAssociatedSession,
  type TBillingEventDetail,
  type TBillingScheme,
  type TPlanChoice,
  type TPricingPlanIdentifier,
} from '@parley/contract';
import type { EndpointSpec } from '@parley/contract';
import { json, type FakeServer, type RecordedCall } from '../../../../test/fake-server';
import { idSequence, RETAILER_ID } from '../../../../test/fixtures';

/** Test support: contract-shaped plans and charges, and the billing calls answered from memory. */

const nextEventId = idSequence('74000000-0000-4000-8000');
const nextSessionId = idSequence('75000000-0000-4000-8000');
export const PENDING_SCHEME_ID = '76000000-0000-4000-8000-000000000001';
export const SHOPIFY_CONFIRM_URL = 'https://demo.myshopify.com/admin/charges/1/confirm';

/** A Starter store billed here: 40 of 100 Parleys used, 2% usage fee with no limit set. */
export function planFixture(overrides: Partial<TBillingScheme> = {}): TBillingScheme {
  return {
    billing_scheme_id: 'bs-1',
    name: 'STARTER',
    status: 'active',
    pricing_plan: { identifier: 'starter', name: 'Starter', feature_names: ['timed_rules'] },
    currency: 'GBP',
    subscription_fee_amount: '0.00',
    subscription_fee_with_currency: '£0.00',
    billing_cycle_type: 'every_30_days',
    billing_cycle_usage_cap: null,
    billing_cycle_usage_cap_with_currency: null,
    billing_cycle_max_parleys: 100,
    billing_cycle_used_parleys_count: 40,
    payment_type: 'invoice',
    usage_fee_percentage: 2,
    billing_cycle_started_at: '2025-06-01T00:00:00.000Z',
    current_billing_cycle_ends_at: '2025-07-01T00:00:00.000Z',
    last_billing_cycle_ended_at: '2025-06-01T00:00:00.000Z',
    current_cycle_billed_fees: '£0.00',
    unbilled_usage_fees: '£12.40',
    cap_reached: null,
    upgrade_plan_identifier: 'professional',
    email: 'owner@demo.example',
    website: 'https://demo.example',
    timezone_code: 'Europe/London',
    account_type: 'woocommerce',
    pending_scheme: null,
    ...overrides,
  };
}

const pricing = (fee: string, usage: number, max: number | null) => ({
  currency: 'GBP',
  subscription_fee_amount: fee,
  subscription_fee_with_currency: `£${fee}`,
  usage_fee_percentage: usage,
  billing_cycle_max_parleys: max,
});

/** The plans of Choose Your Plan: Starter (current), Professional, Enterprise and Basic. */
export function planChoices(): TPlanChoice[] {
  const plan = (overrides: Partial<TPlanChoice> & Pick<TPlanChoice, 'identifier' | 'name'>) => ({
    purpose: `${overrides.name} purpose`,
    terms: 'Billed every 30 days.',
    feature_descriptions: ['Timed rules'],
    pricing: pricing('0.00', 0, 100),
    is_current_plan: false,
    self_serve: true,
    has_usage_charges: false,
    ...overrides,
  });
  return [
    plan({
      identifier: 'starter',
      name: 'Starter',
      pricing: pricing('0.00', 2, 100),
      is_current_plan: true,
      has_usage_charges: true,
    }),
    plan({
      identifier: 'professional',
      name: 'Professional',
      feature_descriptions: ['Timed rules', 'Behavioural rules', 'Gifts with purchase'],
      pricing: pricing('99.00', 2, 2000),
      has_usage_charges: true,
    }),
    plan({
      identifier: 'enterprise',
      name: 'Enterprise',
      pricing: pricing('0.00', 0, null),
      self_serve: false,
    }),
    plan({ identifier: 'basic', name: 'Basic', pricing: pricing('29.00', 0, 500) }),
  ];
}

/** A negotiated sale a usage fee was charged on. */
export function saleFixture(overrides: Partial<TAssociatedSession> = {}): TAssociatedSession {
  return {
    session_id: nextSessionId(),
    negotiation_type: 'product',
    is_returning_user: false,
    created_at: '2025-05-20T10:00:00.000Z',
    user_name: 'Sam Shopper',
    product: { name: 'Waxed Cotton Jacket', retailer_product_id: 'JKT-1' },
    product_price: '120.00',
    current_price: '102.00',
    quantity: 1,
    summary_status: 'sold',
    addon_item_id: null,
    ...overrides,
  };
}

/** An unbilled usage fee of a Shopify store: billable, £2.04 on one sale. */
export function chargeFixture(overrides: Partial<TBillingEventDetail> = {}): TBillingEventDetail {
  const sales = overrides.associated_sessions ?? [saleFixture()];
  return {
    billing_event_id: nextEventId(),
    description: 'Usage fee 01/05/2025 - 31/05/2025',
    event_type: 'usage_fee',
    currency: 'GBP',
    amount: '2.04',
    original_amount: '2.04',
    total_sales_amount: '102.00',
    total_number_of_sales: sales.length,
    reference_date: '2025-05-31T00:00:00.000Z',
    billed_at: null,
    billable: true,
    billing_scheme: {
      name: 'STARTER',
      payment_type: 'shopify',
      billing_cycle_usage_cap_with_currency: '£2,000.00',
      current_cycle_billed_fees: '£0.00',
      unbilled_usage_fees: '£2.04',
      billing_cycle_started_at: '2025-06-01T00:00:00.000Z',
      last_billing_cycle_ended_at: '2025-06-01T00:00:00.000Z',
      current_billing_cycle_ends_at: '2025-07-01T00:00:00.000Z',
    },
    associated_sessions: sales,
    associated_sessions_total: sales.length,
    offset: 0,
    limit: RELATED_SALES_PAGE_SIZE,
    ...overrides,
  };
}

export interface BillingState {
  plan: TBillingScheme;
  choices: TPlanChoice[];
  charges: TBillingEventDetail[];
  /** The Shopify charge a redirect asked the store to confirm, and the plan it is for. */
  awaitingCharge: { chargeId: string; identifier: TPricingPlanIdentifier } | null;
}

export const SHOPIFY_CHARGE_ID = 'gid-charge-1';

const offsetOf = (call: RecordedCall) => Number(call.query.get('offset') ?? 0);

/**
 * The billing calls as the server answers them: a self-serve choice (or the pending scheme's
 * approval) is in force at once for a store billed here, and sends a Shopify store to confirm the
 * charge, which the PUT with shopify_charge_id then puts in force; Bill Now bills a billable
 * charge (422 otherwise). `state` is changed in place, and the retailer's summary follows it.
 */
export function serveBilling(server: FakeServer, overrides: Partial<BillingState> = {}) {
  const { billing } = endpoints;
  const state: BillingState = {
    plan: planFixture(),
    choices: planChoices(),
    charges: [],
    awaitingCharge: null,
    ...overrides,
  };
  const refuse = (message: string) => json(422, { errorMessage: message });
  const choiceOf = (identifier: string) =>
    state.choices.find((plan) => plan.identifier === identifier);

  const putInForce = (choice: TPlanChoice, usageCap: number | undefined) => {
    const cap = usageCap === undefined ? null : usageCap.toFixed(2);
    state.plan = {
      ...state.plan,
      name: choice.name.toUpperCase(),
      pricing_plan: {
        ...state.plan.pricing_plan,
        identifier: choice.identifier,
        name: choice.name,
      },
      subscription_fee_amount: choice.pricing.subscription_fee_amount,
      subscription_fee_with_currency: choice.pricing.subscription_fee_with_currency,
      usage_fee_percentage: choice.pricing.usage_fee_percentage,
      billing_cycle_max_parleys: choice.pricing.billing_cycle_max_parleys,
      billing_cycle_usage_cap: cap,
      billing_cycle_usage_cap_with_currency: cap === null ? null : `£${cap}`,
      status: 'active',
      cap_reached: null,
      pending_scheme: null,
    };
    for (const plan of state.choices) plan.is_current_plan = plan.identifier === choice.identifier;
    const retailer = server.retailers.get(RETAILER_ID);
    if (retailer?.billing_scheme) {
      server.retailers.set(RETAILER_ID, {
        ...retailer,
        billing_scheme: {
          ...retailer.billing_scheme,
          name: state.plan.name,
          pricing_plan: state.plan.pricing_plan,
          cap_reached: null,
        },
      });
    }
    return json(200, { status: 'active', redirect_uri: null, billing_scheme: state.plan });
  };

  server.on(billing.findPlan, () => json(200, state.plan));
  server.on(billing.findPlanChoices, () => json(200, { plans: state.choices }));
  server.on(billing.changePlan, (call) => {
    const parsed = ZPlanChangeRequest.safeParse(call.body);
    if (!parsed.success) return json(400, { errorMessage: parsed.error.issues[0]?.message });
    const body = parsed.data;
    if ('shopify_charge_id' in body) {
      const awaited = state.awaitingCharge;
      const choice = awaited && choiceOf(awaited.identifier);
      if (!choice || awaited.chargeId !== body.shopify_charge_id) return refuse(MSG.chargeUnknown);
      state.awaitingCharge = null;
      return putInForce(choice, undefined);
    }
    const choice = choiceOf(body.plan_identifier);
    if (!choice) return json(404, { errorMessage: MSG.notFound });
    if (body.pending_billing_scheme_id !== undefined) {
      const pending = state.plan.pending_scheme;
      if (pending?.billing_scheme_id !== body.pending_billing_scheme_id) {
        return refuse(MSG.pendingSchemeGone);
      }
    } else if (!choice.self_serve) return refuse(MSG.planNotSelfServe);
    if (state.plan.payment_type === 'shopify') {
      state.awaitingCharge = { chargeId: SHOPIFY_CHARGE_ID, identifier: choice.identifier };
      return json(200, {
        status: 'redirect',
        redirect_uri: SHOPIFY_CONFIRM_URL,
        billing_scheme: state.plan,
      });
    }
    return putInForce(choice, body.usage_cap);
  });
  server.on(billing.findUsage, (call) => {
    const offset = offsetOf(call);
    const usage = state.charges
      .slice(offset, offset + USAGE_PAGE_SIZE)
      .map(({ billing_scheme: _scheme, associated_sessions: _sales, ...charge }) => charge);
    return json(200, { usage, total: state.charges.length, offset, limit: USAGE_PAGE_SIZE });
  });
  const detail = (eventId: string, offset: number) => {
    const charge = state.charges.find((item) => item.billing_event_id === eventId);
    if (!charge) return json(404, { errorMessage: MSG.notFound });
    return json(200, {
      ...charge,
      associated_sessions: charge.associated_sessions.slice(
        offset,
        offset + RELATED_SALES_PAGE_SIZE,
      ),
      associated_sessions_total: charge.associated_sessions.length,
      offset,
    });
  };
  server.on(billing.findUsageEvent, (call, { eventId }) => detail(eventId, offsetOf(call)));
  server.on(billing.billUsageEvent, (_call, { eventId }) => {
    const charge = state.charges.find((item) => item.billing_event_id === eventId);
    if (!charge) return json(404, { errorMessage: MSG.notFound });
    if (!charge.billable) return refuse(MSG.chargeAlreadyBilled);
    charge.billed_at = '2025-06-15T09:30:00.000Z';
    charge.billable = false;
    return detail(eventId, 0);
  });
  return state;
}

/** Holds an endpoint's answers until `release`, to see what a screen shows while it waits. */
export function holdAnswers(server: FakeServer, endpoint: EndpointSpec, answer: () => Response) {
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  server.on(endpoint, async () => {
    await gate;
    return answer();
  });
  return { release: () => open() };
}
