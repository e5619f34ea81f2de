import {
  UPGRADE_PATH,
  type TAssociatedSession,
  type TBillingEvent,
  type TBillingEventDetail,
  type TBillingScheme,
  type TBillingSchemeSummary,
  type TPaymentType,
  type TPendingScheme,
  type TPlanChoice,
} from '@parley/contract';
import type { AssociatedSessionRow, EventRow } from './events-repository';
import { formatMoney, fromCents, toCents } from './money';
import type { BillingAccount, PlanRow, SchemeRow, SchemeWithPlan } from './repository';
import { featureDescriptions, planTerms } from './terms';
import type { CurrentUsage } from './usage';

/** Schemes, plans and charges as the contract shapes them. */

const iso = (date: Date | null) => (date ? date.toISOString() : null);
/** Decimal text from the database ("99", "99.5", "99.50") as the contract's two places. */
const exact = (decimal: string) => fromCents(toCents(decimal));

const planRef = (plan: PlanRow) => ({
  identifier: plan.identifier,
  name: plan.name,
  feature_names: plan.featureNames,
});

const capWithCurrency = (scheme: SchemeRow) =>
  scheme.billingCycleUsageCap === null
    ? null
    : formatMoney(toCents(scheme.billingCycleUsageCap), scheme.currency);

/** The retailer's Billing Info (part 1 §3 Billing scheme summary). */
export function presentSchemeSummary(
  scheme: SchemeRow,
  plan: PlanRow,
  usage: CurrentUsage,
): TBillingSchemeSummary {
  return {
    billing_scheme_id: scheme.id,
    name: scheme.name,
    status: scheme.status,
    pricing_plan: planRef(plan),
    billing_cycle_max_parleys: plan.billingCycleMaxParleys,
    billing_cycle_used_parleys_count: usage.parleys,
    usage_fee_percentage: Number(scheme.usageFeePercentage),
    last_billing_cycle_ended_at: iso(scheme.lastBillingCycleEndedAt),
    billing_cycle_started_at: iso(scheme.billingCycleStartedAt),
    current_billing_cycle_ends_at: iso(scheme.currentBillingCycleEndsAt),
    billing_cycle_usage_cap_with_currency: capWithCurrency(scheme),
    current_cycle_billed_fees: formatMoney(usage.billedCents, scheme.currency),
    unbilled_usage_fees: formatMoney(usage.feeCents, scheme.currency),
    cap_reached: usage.capReached,
  };
}

export function presentPendingScheme({ scheme, plan }: SchemeWithPlan): TPendingScheme {
  return {
    billing_scheme_id: scheme.id,
    name: scheme.name,
    usage_fee_percentage: Number(scheme.usageFeePercentage),
    billing_cycle_usage_cap:
      scheme.billingCycleUsageCap === null ? null : exact(scheme.billingCycleUsageCap),
    pricing_plan: planRef(plan),
  };
}

/** A stored domain ('shop.example', 'https://shop.example/') as the website's https URL. */
function websiteOf(domain: string | null) {
  const value = domain?.trim();
  if (!value) return null;
  return value.includes('://') ? value : `https://${value}`;
}

export interface PlanParts {
  current: SchemeWithPlan;
  usage: CurrentUsage;
  account: BillingAccount;
  pending: SchemeWithPlan | null;
}

/** GET /account/plan (part 2 §3 Billing scheme). */
export function presentBillingScheme({
  current,
  usage,
  account,
  pending,
}: PlanParts): TBillingScheme {
  const { scheme, plan } = current;
  const fee = toCents(scheme.subscriptionFeeAmount);
  return {
    ...presentSchemeSummary(scheme, plan, usage),
    currency: scheme.currency,
    subscription_fee_amount: fromCents(fee),
    subscription_fee_with_currency: formatMoney(fee, scheme.currency),
    billing_cycle_type: 'every_30_days',
    billing_cycle_usage_cap:
      scheme.billingCycleUsageCap === null ? null : exact(scheme.billingCycleUsageCap),
    payment_type: scheme.paymentType,
    billing_cycle_started_at: scheme.billingCycleStartedAt.toISOString(),
    current_billing_cycle_ends_at: scheme.currentBillingCycleEndsAt.toISOString(),
    upgrade_plan_identifier: UPGRADE_PATH[plan.identifier] ?? null,
    email: account.notificationsEmail ?? account.userEmail,
    website: websiteOf(account.primaryDomain),
    timezone_code: account.timezoneCode,
    account_type: account.storePlatform,
    pending_scheme: pending ? presentPendingScheme(pending) : null,
  };
}

/** One card of Choose Your Plan, priced in the store's currency. */
export function presentPlanChoice(
  plan: PlanRow,
  currentPlan: string | null,
  currency: string,
): TPlanChoice {
  const fee = toCents(plan.subscriptionFeeAmount);
  return {
    identifier: plan.identifier,
    name: plan.name,
    purpose: plan.purpose,
    terms: planTerms(plan, currency),
    feature_descriptions: featureDescriptions(plan),
    pricing: {
      currency,
      subscription_fee_amount: fromCents(fee),
      subscription_fee_with_currency: formatMoney(fee, currency),
      usage_fee_percentage: Number(plan.usageFeePercentage),
      billing_cycle_max_parleys: plan.billingCycleMaxParleys,
    },
    is_current_plan: plan.identifier === currentPlan,
    self_serve: plan.selfServe,
    has_usage_charges: Number(plan.usageFeePercentage) > 0,
  };
}

/** Bill Now may be used: unbilled and not zero (part 2 §4). */
export const isBillable = (event: EventRow) =>
  event.billedAt === null && toCents(event.amount) !== 0n;

export function presentEvent(event: EventRow): TBillingEvent {
  return {
    billing_event_id: event.id,
    description: event.description,
    event_type: event.eventType,
    currency: event.currency,
    amount: exact(event.amount),
    original_amount: exact(event.originalAmount),
    total_sales_amount: exact(event.totalSalesAmount),
    total_number_of_sales: event.totalNumberOfSales,
    reference_date: event.cycleEndedAt.toISOString(),
    billed_at: iso(event.billedAt),
    billable: isBillable(event),
  };
}

function presentAssociatedSession(row: AssociatedSessionRow): TAssociatedSession {
  return {
    session_id: row.id,
    // Part 2 §3: a basket, or any other negotiation (a product, a contract).
    negotiation_type: row.negotiationType === 'cart' ? 'cart' : 'product',
    is_returning_user: row.isReturningUser,
    created_at: row.createdAt.toISOString(),
    user_name: row.userName,
    product: { name: row.productName, retailer_product_id: row.retailerProductId },
    product_price: exact(row.productPrice),
    current_price: exact(row.currentPrice),
    quantity: row.quantity,
    summary_status: row.summaryStatus,
    addon_item_id: row.addonItemId,
  };
}

export interface EventDetailParts {
  event: EventRow;
  scheme: SchemeRow;
  /** The scheme's current cycle so far, when it is the retailer's current scheme. */
  usage: CurrentUsage | null;
  sessions: { rows: AssociatedSessionRow[]; total: number };
  offset: number;
  limit: number;
}

/** GET /account/usage/{eventId}: the charge, its scheme, the sales it was charged on. */
export function presentEventDetail(parts: EventDetailParts): TBillingEventDetail {
  const { event, scheme, usage } = parts;
  const zero = formatMoney(0n, scheme.currency);
  const paymentType: TPaymentType = scheme.paymentType;
  return {
    ...presentEvent(event),
    billing_scheme: {
      name: scheme.name,
      payment_type: paymentType,
      billing_cycle_usage_cap_with_currency: capWithCurrency(scheme),
      current_cycle_billed_fees: usage ? formatMoney(usage.billedCents, scheme.currency) : zero,
      unbilled_usage_fees: usage ? formatMoney(usage.feeCents, scheme.currency) : zero,
      billing_cycle_started_at: scheme.billingCycleStartedAt.toISOString(),
      last_billing_cycle_ended_at: iso(scheme.lastBillingCycleEndedAt),
      current_billing_cycle_ends_at: scheme.currentBillingCycleEndsAt.toISOString(),
    },
    associated_sessions: parts.sessions.rows.map(presentAssociatedSession),
    associated_sessions_total: parts.sessions.total,
    offset: parts.offset,
    limit: parts.limit,
  };
}
