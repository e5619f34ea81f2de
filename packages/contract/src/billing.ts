import { z } from 'zod';
import { MSG } from './messages';
import { zRetailerItemParams } from './common';
import { PRODUCT_TERM, PRODUCT_TERM_PLURAL } from './product';
import {
  BILLING_SCHEME_STATUSES,
  PLAN_FEATURES,
  PRICING_PLAN_IDENTIFIERS,
  STORE_PLATFORMS,
  type TPricingPlanIdentifier,
} from './constants';
import { zPageOffset } from './sessions';
import { SUMMARY_STATUSES } from './chat';

/** Plans, billing cycles and usage charges (part 1 §3–§4, part 2 §2–§9 Plans and usage). */

/** Every billing cycle is 30 days long, from the day the plan started (part 2 §9). */
export const BILLING_CYCLE_DAYS = 30;
export const BILLING_CYCLE_TYPES = ['every_30_days'] as const;
export type TBillingCycleType = (typeof BILLING_CYCLE_TYPES)[number];

/**
 * How a store pays: `invoice` is recorded here and invoiced outside (the internal provider);
 * `shopify` goes through Shopify's app billing (a subscription with a capped usage line).
 */
export const PAYMENT_TYPES = ['invoice', 'shopify'] as const;
export type TPaymentType = (typeof PAYMENT_TYPES)[number];

export const BILLING_EVENT_TYPES = ['usage_fee', 'subscription_fee'] as const;
export type TBillingEventType = (typeof BILLING_EVENT_TYPES)[number];

/** The two limits that switch negotiation off until the next cycle or an upgrade (part 2 §4). */
export const PLAN_CAPS = ['parley_cap_reached', 'usage_cap_reached'] as const;
export type TPlanCap = (typeof PLAN_CAPS)[number];

/** Usage list and related sales, per page (part 2 §9). */
export const USAGE_PAGE_SIZE = 20;
export const RELATED_SALES_PAGE_SIZE = 20;
/** The spending-limit modal: the cap offered when none is known, and the fee it shows. */
export const DEFAULT_USAGE_CAP = 2000;
export const DEFAULT_USAGE_CAP_CURRENCY = 'USD';
export const SPENDING_LIMIT_FEE_PERCENTAGE = 2;
/** The highest monthly spending limit a store may set (in its currency). */
export const USAGE_CAP_MAX = 1_000_000;

/** Where Contact Us goes for plans that are arranged with the team (part 2 §2). */
export const CONTACT_URL = 'https://parley.example/contact';

/**
 * The upgrade path (part 2 §4: basic → professional → premium): the plan the banner offers next.
 * Starter stores move up to Professional, legacy Professional to Premium; the top plans have none.
 */
export const UPGRADE_PATH: Partial<Record<TPricingPlanIdentifier, TPricingPlanIdentifier>> = {
  starter: 'professional',
  basic: 'professional',
  professional: 'premium',
  legacy_professional: 'premium',
};

/** Plans whose price card reads '/ mo' (part 2 §9), and those with unlimited negotiations. */
export const MONTHLY_PRICED_PLANS: readonly TPricingPlanIdentifier[] = ['basic', 'professional'];
export const UNLIMITED_LABEL = `Unlimited ${PRODUCT_TERM_PLURAL}`;
export const UNLIMITED_NEGOTIATIONS_LABEL = 'Unlimited Negotiations';

/** An amount of money exactly, as a decimal string with two places: "1234.50". */
export const ZMoney = z.string().regex(/^-?\d+\.\d{2}$/);

const ZPricingPlanRef = z.object({
  identifier: z.enum(PRICING_PLAN_IDENTIFIERS),
  name: z.string(),
  feature_names: z.array(z.enum(PLAN_FEATURES)),
});

/** A plan offered to a store that an administrator prepared: it waits for the store's approval. */
export const ZPendingScheme = z.object({
  billing_scheme_id: z.string(),
  name: z.string(),
  usage_fee_percentage: z.number(),
  billing_cycle_usage_cap: ZMoney.nullable(),
  pricing_plan: ZPricingPlanRef,
});
export type TPendingScheme = z.infer<typeof ZPendingScheme>;

/** GET /retailers/{retailerId}/account/plan: the store's plan in force (part 2 §3 Billing scheme). */
export const ZBillingScheme = z.object({
  billing_scheme_id: z.string(),
  name: z.string(),
  status: z.enum(BILLING_SCHEME_STATUSES),
  pricing_plan: ZPricingPlanRef,
  currency: z.string(),
  subscription_fee_amount: ZMoney,
  subscription_fee_with_currency: z.string(),
  billing_cycle_type: z.enum(BILLING_CYCLE_TYPES),
  billing_cycle_usage_cap: ZMoney.nullable(),
  billing_cycle_usage_cap_with_currency: z.string().nullable(),
  billing_cycle_max_parleys: z.number().int().nullable(),
  billing_cycle_used_parleys_count: z.number().int(),
  payment_type: z.enum(PAYMENT_TYPES),
  usage_fee_percentage: z.number(),
  billing_cycle_started_at: z.string(),
  current_billing_cycle_ends_at: z.string(),
  last_billing_cycle_ended_at: z.string().nullable(),
  current_cycle_billed_fees: z.string(),
  unbilled_usage_fees: z.string(),
  /** Which limit has switched negotiation off this cycle, or null. */
  cap_reached: z.enum(PLAN_CAPS).nullable(),
  /** The plan the banner offers next (UPGRADE_PATH), or null at the top. */
  upgrade_plan_identifier: z.enum(PRICING_PLAN_IDENTIFIERS).nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  timezone_code: z.string(),
  account_type: z.enum(STORE_PLATFORMS),
  pending_scheme: ZPendingScheme.nullable(),
});
export type TBillingScheme = z.infer<typeof ZBillingScheme>;

/** One card of Choose Your Plan (part 2 §3 Plan choice). */
export const ZPlanChoice = z.object({
  identifier: z.enum(PRICING_PLAN_IDENTIFIERS),
  name: z.string(),
  purpose: z.string(),
  terms: z.string(),
  feature_descriptions: z.array(z.string()),
  pricing: z.object({
    currency: z.string(),
    subscription_fee_amount: ZMoney,
    subscription_fee_with_currency: z.string(),
    usage_fee_percentage: z.number(),
    /** null: unlimited. */
    billing_cycle_max_parleys: z.number().int().nullable(),
  }),
  is_current_plan: z.boolean(),
  self_serve: z.boolean(),
  has_usage_charges: z.boolean(),
});
export type TPlanChoice = z.infer<typeof ZPlanChoice>;

export const ZPlanChoicesResponse = z.object({ plans: z.array(ZPlanChoice) });
export type TPlanChoicesResponse = z.infer<typeof ZPlanChoicesResponse>;

/** The spending limit (part 2 §5 'Plan spending limit: numeric input'). */
export const zUsageCap = () =>
  z.coerce
    .number({ message: MSG.numeric })
    .refine(Number.isFinite, { message: MSG.numeric })
    .refine((cap) => cap > 0 && cap <= USAGE_CAP_MAX, {
      message: MSG.between(1, USAGE_CAP_MAX),
    });

/**
 * PUT /retailers/{retailerId}/account/plan: choose a plan (with its spending limit, or approving
 * the pending scheme an administrator prepared), or confirm Shopify's charge on the way back.
 */
export const ZPlanChangeRequest = z.union([
  z.strictObject({
    plan_identifier: z.enum(PRICING_PLAN_IDENTIFIERS, { message: MSG.required }),
    usage_cap: zUsageCap().optional(),
    pending_billing_scheme_id: z.uuid({ message: MSG.notFound }).optional(),
  }),
  z.strictObject({ shopify_charge_id: z.string().trim().min(1, { message: MSG.required }) }),
]);
export type TPlanChangeRequest = z.input<typeof ZPlanChangeRequest>;

/**
 * `redirect`: the browser goes to `redirect_uri` (Shopify's confirmation page); `active`: the plan
 * is in force now; `pending_approval`: an administrator's offer, waiting for the store.
 */
export const PLAN_CHANGE_STATUSES = ['redirect', 'active', 'pending_approval'] as const;
export type TPlanChangeStatus = (typeof PLAN_CHANGE_STATUSES)[number];

export const ZPlanChangeResponse = z.object({
  status: z.enum(PLAN_CHANGE_STATUSES),
  redirect_uri: z.string().nullable(),
  billing_scheme: ZBillingScheme,
});
export type TPlanChangeResponse = z.infer<typeof ZPlanChangeResponse>;

/** One usage charge (part 2 §3 Billing event), as the list shows it. */
export const ZBillingEvent = z.object({
  billing_event_id: z.string(),
  description: z.string(),
  event_type: z.enum(BILLING_EVENT_TYPES),
  currency: z.string(),
  /** What is charged: the fee after the cycle's spending limit. */
  amount: ZMoney,
  /** The fee before the spending limit. */
  original_amount: ZMoney,
  total_sales_amount: ZMoney,
  total_number_of_sales: z.number().int(),
  /** The end of the billing cycle the charge is for. */
  reference_date: z.string(),
  billed_at: z.string().nullable(),
  /** Bill Now may be used (part 2 §4): unbilled, not zero, and a provider that can bill it. */
  billable: z.boolean(),
});
export type TBillingEvent = z.infer<typeof ZBillingEvent>;

export const ZUsageListQuery = z.object({ offset: zPageOffset() });
export const ZUsageListResponse = z.object({
  usage: z.array(ZBillingEvent),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});
export type TUsageListResponse = z.infer<typeof ZUsageListResponse>;

export const ZUsageParams = zRetailerItemParams('eventId');
export const ZUsageDetailQuery = z.object({ offset: zPageOffset() });

/** One negotiated sale a usage fee was charged on. */
export const ZAssociatedSession = z.object({
  session_id: z.string(),
  negotiation_type: z.enum(['cart', 'product']),
  is_returning_user: z.boolean(),
  created_at: z.string(),
  user_name: z.string().nullable(),
  product: z.object({ name: z.string(), retailer_product_id: z.string().nullable() }),
  product_price: ZMoney,
  current_price: ZMoney,
  quantity: z.number().int(),
  summary_status: z.enum(SUMMARY_STATUSES),
  addon_item_id: z.string().nullable(),
});
export type TAssociatedSession = z.infer<typeof ZAssociatedSession>;

/** The plan a charge was made under, as the usage detail summarises it. */
export const ZUsageBillingScheme = z.object({
  name: z.string(),
  payment_type: z.enum(PAYMENT_TYPES),
  billing_cycle_usage_cap_with_currency: z.string().nullable(),
  current_cycle_billed_fees: z.string(),
  unbilled_usage_fees: z.string(),
  billing_cycle_started_at: z.string(),
  last_billing_cycle_ended_at: z.string().nullable(),
  current_billing_cycle_ends_at: z.string(),
});

export const ZBillingEventDetail = ZBillingEvent.extend({
  billing_scheme: ZUsageBillingScheme,
  associated_sessions: z.array(ZAssociatedSession),
  associated_sessions_total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});
export type TBillingEventDetail = z.infer<typeof ZBillingEventDetail>;

/** The cap messages of part 2 §8, for the top bar and the plan page. */
export const capReachedTitle = (planName: string) =>
  `Your ${planName} Plan reached its monthly limit`;
export const CAP_REACHED_TEXT = `${PRODUCT_TERM} will be unavailable on your store until your next month starts. Upgrade your plan now to keep using ${PRODUCT_TERM}.`;
