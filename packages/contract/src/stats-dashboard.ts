/**
 * The answer of POST /stats action 'stats' (part 1 §2 Dashboard, §3 Dashboard stat fields, Stat
 * change). Money is a list of amounts, one per currency (ISO 4217), rounded to the penny: across
 * retailers that sell in different currencies a sum of them would mean nothing. Percentages are
 * 0–100 with two decimals. Counts of sessions are null for a limited-data retailer (the reduced dashboard),
 * whose sections also carry no change figures.
 */
import { z } from 'zod';
import { ENGAGEMENT_CATEGORIES, USER_REACTIONS } from './chat';
import { ZCurrencyAmount } from './new-dashboard';
import { PRODUCT_FIELD } from './product';
import { RECOVERED_SECTION } from './stats';

/**
 * Part 1 §3 Stat change: against the previous period of equal length, as percentage text
 * ('12.5%', never signed) and a sign. Null when the previous period had none (no percentage of
 * nothing) or the figure is hidden.
 */
export const ZStatChange = z.object({
  percentage: z.string(),
  sign: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
});
export type TStatChange = z.infer<typeof ZStatChange>;

const count = () => z.number().int().nonnegative();
/** A session count: null on the reduced (limited-data) dashboard. */
const sessionCount = () => count().nullable();
/** Per currency; a currency with nothing to show (no purchase to average) is left out. */
const money = () => z.array(ZCurrencyAmount);
const percentage = () => z.number();

/**
 * Change figures of the named fields; null when the range has no start ('all') or limited data.
 * A money figure's change is null when its amounts are in more than one currency.
 */
const changesOf = <const K extends readonly [string, ...string[]]>(keys: K) =>
  z.record(z.enum(keys), ZStatChange.nullable()).nullable();

export const FUNNEL_STAGES = [
  'total_sessions',
  'total_negotiated',
  'total_final_offer',
  'total_agreed_deal',
  'total_added_to_basket',
  'total_purchased',
  'total_purchased_with_addon',
] as const;
export type TFunnelStage = (typeof FUNNEL_STAGES)[number];
export const FUNNEL_PREFIXES = ['', 'pdp_', 'cart_'] as const;
export type TFunnelPrefix = (typeof FUNNEL_PREFIXES)[number];

type FunnelShape<P extends string> = {
  [K in TFunnelStage as `${P}${K}`]: ReturnType<typeof sessionCount>;
} & { [K in TFunnelStage as `${P}${K}_percentage`]: ReturnType<typeof percentage> };

/** The funnel's counts and their share of the flow's sessions, keys prefixed (pdp_, cart_). */
function funnelShape<P extends TFunnelPrefix>(prefix: P): FunnelShape<P> {
  const entries = FUNNEL_STAGES.flatMap((stage) => [
    [`${prefix}${stage}`, sessionCount()],
    [`${prefix}${stage}_percentage`, percentage()],
  ]);
  return Object.fromEntries(entries) as FunnelShape<P>;
}

export const AVG_VALUE_FIELD = `avg_${PRODUCT_FIELD}_value` as const;

export const TOPLINE_CHANGE_KEYS = [
  'total_sessions',
  'total_negotiated',
  'total_agreed_deal',
  'total_purchased',
  'total_revenue',
  AVG_VALUE_FIELD,
  'avg_agg_discount',
] as const;

/**
 * Overview: the funnel for every session, product pages (pdp_) and baskets (cart_); the
 * revenue of purchased deals, the average purchased deal and the aggregate discount given
 * (1 - deal revenue / list revenue) on them.
 */
export const ZToplineStats = z.object({
  ...funnelShape(''),
  ...funnelShape('pdp_'),
  ...funnelShape('cart_'),
  total_revenue: money(),
  [AVG_VALUE_FIELD]: money(),
  avg_agg_discount: percentage().nullable(),
  changes: changesOf(TOPLINE_CHANGE_KEYS),
});
export type TToplineStats = z.infer<typeof ZToplineStats>;

/** One day of the range, in the retailer's timezone (UTC across retailers). */
export const ZStatsDay = z.object({
  date: z.string(),
  sessions: sessionCount(),
  agreed_deals: sessionCount(),
  purchases: sessionCount(),
  revenue: money(),
});
export type TStatsDay = z.infer<typeof ZStatsDay>;

export const PERFORMANCE_CHANGE_KEYS = [
  'waiting_for_review',
  'avg_accepted_discount',
  'conversion_rate',
] as const;

/**
 * Performance: offers waiting for the retailer's review, the average discount of agreed deals,
 * purchases per session, and the range day by day (days without sessions included, at zero).
 */
export const ZPerformanceStats = z.object({
  waiting_for_review: count(),
  avg_accepted_discount: percentage().nullable(),
  conversion_rate: percentage(),
  days: z.array(ZStatsDay),
  changes: changesOf(PERFORMANCE_CHANGE_KEYS),
});
export type TPerformanceStats = z.infer<typeof ZPerformanceStats>;

/**
 * Panel state (part 1 §2): locked without the plan feature (abandoned_parleys, addons), inactive
 * when no live rule uses it, active otherwise. Null across retailers (administrators always see
 * the panels).
 */
export const PANEL_STATES = ['locked', 'inactive', 'active'] as const;
export type TPanelState = (typeof PANEL_STATES)[number];

export const RECOVERED_CHANGE_KEYS = ['recovered_purchased', 'recovered_revenue'] as const;

/** Recovered {product}s: the recovery statuses of part 1 §4 and what the recoveries sold. */
export const ZRecoveredStats = z.object({
  state: z.enum(PANEL_STATES).nullable(),
  waiting_for_review: count(),
  accepted: count(),
  countered: count(),
  rejected: count(),
  recovered_purchased: count(),
  recovered_revenue: money(),
  changes: changesOf(RECOVERED_CHANGE_KEYS),
});
export type TRecoveredStats = z.infer<typeof ZRecoveredStats>;

export const ADDON_CHANGE_KEYS = ['purchases_with_addons', 'aov_with_addons'] as const;

/** Bundling & Addons: sessions offered an add-on, purchases with one and their average value. */
export const ZAddonStats = z.object({
  state: z.enum(PANEL_STATES).nullable(),
  offered: sessionCount(),
  purchases_with_addons: count(),
  aov_with_addons: money(),
  addon_purchase_percentage: percentage(),
  changes: changesOf(ADDON_CHANGE_KEYS),
});
export type TAddonStats = z.infer<typeof ZAddonStats>;

export const FLOW_STEPS = [
  'sessions',
  'negotiated',
  'final_offer',
  'agreed_deal',
  'added_to_basket',
  'purchased',
] as const;
export type TFlowStep = (typeof FLOW_STEPS)[number];

/** A step of a flow: its count and its share of the flow's sessions. */
export const ZFlowStep = z.object({
  step: z.enum(FLOW_STEPS),
  count: sessionCount(),
  percentage: percentage(),
});
/** Negotiation Flows: tabs All, PDP (product pages) and Cart. */
export const ZNegotiationFlowStats = z.object({
  all: z.array(ZFlowStep),
  pdp: z.array(ZFlowStep),
  cart: z.array(ZFlowStep),
});
export type TNegotiationFlowStats = z.infer<typeof ZNegotiationFlowStats>;

/** Discount bands of agreed deals, in percent of the list price: [from, to), the last open. */
export const DISCOUNT_BANDS = [0, 5, 10, 15, 20, 25, 30] as const;
export const ZDiscountBand = z.object({
  from: z.number(),
  to: z.number().nullable(),
  agreed_deals: sessionCount(),
  purchased: sessionCount(),
  agreed_percentage: percentage(),
});
/** Discount Flows: how deep the agreed (and the purchased) deals went. */
export const ZDiscountFlowStats = z.object({
  bands: z.array(ZDiscountBand),
  avg_accepted_discount: percentage().nullable(),
  avg_purchased_discount: percentage().nullable(),
});
export type TDiscountFlowStats = z.infer<typeof ZDiscountFlowStats>;

/** A shopper's words of feedback in a negotiation that failed. */
export const ZFeedbackComment = z.object({
  session_id: z.string(),
  created_at: z.string(),
  user_message: z.string(),
});
/**
 * Failed Negotiations Feedback: reactions on the messages of negotiations without a deal
 * (heart is positive; sad and angry are negative) and the latest feedback they wrote (10).
 */
export const ZFeedbackStats = z.object({
  positive_ratings: count(),
  negative_ratings: count(),
  reactions: z.record(z.enum(USER_REACTIONS), count()),
  comments: z.array(ZFeedbackComment),
});
export type TFeedbackStats = z.infer<typeof ZFeedbackStats>;
export const FEEDBACK_COMMENTS_SHOWN = 10;

export const ENGAGEMENT_CHANGE_KEYS = [
  'avg_session_duration',
  'avg_reopened_sessions',
  'avg_chattiness',
] as const;

/**
 * Engagement: the average session length in seconds (first to last exchange), how often a
 * shopper reopened a negotiation on the same product, chattiness and engagement out of 5.0, and
 * the share of sessions in each engagement category.
 */
export const ZEngagementStats = z.object({
  avg_session_duration: z.number().nullable(),
  avg_reopened_sessions: z.number().nullable(),
  avg_chattiness: z.number().nullable(),
  avg_engagement_score: z.number().nullable(),
  engagement_categories: z.record(z.enum(ENGAGEMENT_CATEGORIES), percentage()),
  changes: changesOf(ENGAGEMENT_CHANGE_KEYS),
});
export type TEngagementStats = z.infer<typeof ZEngagementStats>;

/** The range the figures cover and the one the changes compare with (YYYY-MM-DD, inclusive). */
export const ZStatsPeriod = z.object({
  start_date: z.string().nullable(),
  end_date: z.string(),
  previous_start_date: z.string().nullable(),
  previous_end_date: z.string().nullable(),
  timezone: z.string(),
});

/** POST /stats action 'stats': the sections asked for (every one for section 'all'). */
export const ZDashboardStats = z.object({
  limited_data: z.boolean(),
  /** The retailer's currency (ISO 4217) and symbol; null across retailers (see the money lists). */
  currency: z.string().nullable(),
  currency_symbol: z.string().nullable(),
  period: ZStatsPeriod,
  topline: ZToplineStats.optional(),
  performance: ZPerformanceStats.optional(),
  [RECOVERED_SECTION]: ZRecoveredStats.optional(),
  addon: ZAddonStats.optional(),
  negotiationFlow: ZNegotiationFlowStats.optional(),
  discountFlow: ZDiscountFlowStats.optional(),
  feedback: ZFeedbackStats.optional(),
  engagement: ZEngagementStats.optional(),
});
export type TDashboardStats = z.infer<typeof ZDashboardStats>;
