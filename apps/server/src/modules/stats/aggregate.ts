import { sql, type SQL } from 'drizzle-orm';
import {
  FUNNEL_STAGES,
  USER_REACTIONS,
  type TFunnelStage,
  type TUserReaction,
} from '@parley/contract';
import { queryRows, type Executor } from '../../db/client';
import { sessions } from '../../db/schema';
import { FINAL_OFFER_SUMMARIES, measuredRows, type StatsSource } from '../session-queries';
import { groupIn, sumOf } from './measured-sql';

const FLOWS = { all: null, pdp: 'product', cart: 'cart' } as const;
type Flow = keyof typeof FLOWS;
export type FunnelCounts = Record<TFunnelStage, number>;

// The measured rows are grouped by negotiation type (g0) and summary status (g1).
const flowIs = (flow: Flow) => (FLOWS[flow] === null ? sql`true` : sql`u.g0 = ${FLOWS[flow]}`);
const summaryIn = (values: readonly string[]) => groupIn('g1', values);
const total = (measure: string, condition?: SQL) => sql`${sumOf(measure, condition)}::int`;
const money = (measure: string) => sql`round(coalesce(sum(${sql.identifier(measure)}), 0), 2)`;
/** An average to two decimals from a sum and a count, null when nothing was averaged. */
const average = (measure: string) =>
  sql`round(sum(${sql.identifier(`${measure}_sum`)}) / nullif(sum(${sql.identifier(`${measure}_n`)}), 0), 2)`;

const STAGE_MEASURES: Record<TFunnelStage, (flow: SQL) => SQL> = {
  total_sessions: (flow) => total('sessions', flow),
  total_negotiated: (flow) => total('negotiated', flow),
  total_final_offer: (flow) =>
    total('sessions', sql`${flow} and ${summaryIn(FINAL_OFFER_SUMMARIES)}`),
  total_agreed_deal: (flow) => total('agreed', flow),
  total_added_to_basket: (flow) => total('in_basket', flow),
  total_purchased: (flow) => total('purchased', flow),
  total_purchased_with_addon: (flow) => total('purchased_with_addon', flow),
};
const FIGURES: Record<string, SQL> = {
  revenue: money('revenue'),
  listRevenue: money('list_revenue'),
  avgAcceptedDiscount: average('agreed_discount'),
  avgPurchasedDiscount: average('purchased_discount'),
  waitingForReview: total('sessions', sql`u.g1 = 'user_offer_available'`),
  accepted: total('sessions', sql`u.g1 = 'user_offer_accepted'`),
  countered: total('sessions', sql`u.g1 = 'user_offer_countered'`),
  rejected: total('sessions', sql`u.g1 = 'user_offer_rejected'`),
  recoveredPurchased: total('recovered_purchased'),
  recoveredRevenue: money('recovered_revenue'),
  addonOffered: total('addon_offered'),
  reopened: total('reopened'),
  ...Object.fromEntries(USER_REACTIONS.map((r) => [`failed:${r}`, total(`failed_${r}_reactions`)])),
  addonRevenue: money('addon_revenue'),
  avgChattiness: average('chattiness'),
  avgEngagementScore: average('engagement'),
  avgSessionSeconds: average('seconds'),
  engagementHigh: total('engagement_high'),
  engagementNeutral: total('engagement_neutral'),
  engagementLow: total('engagement_low'),
  engagementPending: total('engagement_pending'),
  engagementUnavailable: total('engagement_unavailable'),
  ...Object.fromEntries(
    (Object.keys(FLOWS) as Flow[]).flatMap((flow) =>
      FUNNEL_STAGES.map((stage) => [`${flow}:${stage}`, STAGE_MEASURES[stage](flowIs(flow))]),
    ),
  ),
};

type FigureName =
  | 'revenue'
  | 'listRevenue'
  | 'recoveredRevenue'
  | 'addonRevenue'
  | 'waitingForReview'
  | 'accepted'
  | 'countered'
  | 'rejected'
  | 'recoveredPurchased'
  | 'addonOffered'
  | 'reopened'
  | 'engagementHigh'
  | 'engagementNeutral'
  | 'engagementLow'
  | 'engagementPending'
  | 'engagementUnavailable';
type AverageName =
  | 'avgAcceptedDiscount'
  | 'avgPurchasedDiscount'
  | 'avgChattiness'
  | 'avgEngagementScore'
  | 'avgSessionSeconds';

const numberOrNull = (value: unknown) => (value === null ? null : Number(value));

/**
 * Every counter of the dashboard over the source's sessions in one statement: the funnels of
 * the three flows, money, recovery statuses, add-ons, engagement and session length.
 */
export async function aggregateSessions(db: Executor, source: StatsSource) {
  const rows = measuredRows(source, [
    { session: sql`${sessions.negotiationType}`, rollup: sql`negotiation_type` },
    { session: sql`${sessions.summaryStatus}`, rollup: sql`summary_status` },
  ]);
  const names = Object.keys(FIGURES);
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${sql.join(
      names.map((name) => sql`${FIGURES[name]!} as ${sql.identifier(name)}`),
      sql`, `,
    )} from (${rows}) u`,
  );
  const figure = (name: FigureName) => Number(row![name]);
  const averageOf = (name: AverageName) => numberOrNull(row![name]);
  const funnelOf = (flow: Flow): FunnelCounts =>
    Object.fromEntries(
      FUNNEL_STAGES.map((stage) => [stage, Number(row![`${flow}:${stage}`])]),
    ) as FunnelCounts;
  return {
    revenue: figure('revenue'),
    listRevenue: figure('listRevenue'),
    avgAcceptedDiscount: averageOf('avgAcceptedDiscount'),
    avgPurchasedDiscount: averageOf('avgPurchasedDiscount'),
    waitingForReview: figure('waitingForReview'),
    accepted: figure('accepted'),
    countered: figure('countered'),
    rejected: figure('rejected'),
    recoveredPurchased: figure('recoveredPurchased'),
    recoveredRevenue: figure('recoveredRevenue'),
    addonOffered: figure('addonOffered'),
    addonRevenue: figure('addonRevenue'),
    reopened: figure('reopened'),
    /** The shoppers' reactions in the negotiations that ended without a deal. */
    failedReactions: Object.fromEntries(
      USER_REACTIONS.map((r) => [r, Number(row![`failed:${r}`])]),
    ) as Record<TUserReaction, number>,
    avgChattiness: averageOf('avgChattiness'),
    avgEngagementScore: averageOf('avgEngagementScore'),
    avgSessionSeconds: averageOf('avgSessionSeconds'),
    engagementHigh: figure('engagementHigh'),
    engagementNeutral: figure('engagementNeutral'),
    engagementLow: figure('engagementLow'),
    engagementPending: figure('engagementPending'),
    engagementUnavailable: figure('engagementUnavailable'),
    funnels: { all: funnelOf('all'), pdp: funnelOf('pdp'), cart: funnelOf('cart') },
  };
}
export type SessionAggregate = Awaited<ReturnType<typeof aggregateSessions>>;
