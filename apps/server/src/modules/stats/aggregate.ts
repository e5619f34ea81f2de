import { sql, type SQL } from 'drizzle-orm';
import { FUNNEL_STAGES, type TFunnelStage } from '@parley/contract';
import type { Executor } from '../../db/client';
import { sessions } from '../../db/schema';
import {
  dealDiscount,
  dealValue,
  hasAddon,
  isAgreed,
  isCart,
  isFinalOffer,
  isInBasket,
  isNegotiated,
  isProductPage,
  isPurchased,
  isPurchasedWithAddon,
  isRecoveredPurchase,
  listValue,
} from './outcomes';

const countWhere = (condition: SQL) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
/** A sum of money, exact (numeric) and to the penny; 0 when nothing was summed. */
const moneyWhere = (value: SQL, condition: SQL) =>
  sql<number>`coalesce(round(sum(${value}) filter (where ${condition}), 2), 0)`.mapWith(Number);
/** An average to two decimals, null when nothing was averaged. */
const averageOf = (value: SQL, condition: SQL = sql`true`) =>
  sql<number | null>`round(avg(${value}) filter (where ${condition}), 2)`.mapWith((v) =>
    v === null ? null : Number(v),
  );

const STAGE_CONDITIONS: Record<TFunnelStage, SQL> = {
  total_sessions: sql`true`,
  total_negotiated: isNegotiated,
  total_final_offer: isFinalOffer,
  total_agreed_deal: isAgreed,
  total_added_to_basket: isInBasket,
  total_purchased: isPurchased,
  total_purchased_with_addon: isPurchasedWithAddon,
};
export const FLOWS = { all: sql`true`, pdp: isProductPage, cart: isCart } as const;
export type Flow = keyof typeof FLOWS;
export type FunnelCounts = Record<TFunnelStage, number>;

type FunnelKey = `${Flow}:${TFunnelStage}`;
const FUNNEL_KEYS = (Object.keys(FLOWS) as Flow[]).flatMap((flow) =>
  FUNNEL_STAGES.map((stage) => ({ flow, stage, key: `${flow}:${stage}` })),
);
const funnelSelection = Object.fromEntries(
  FUNNEL_KEYS.map(({ flow, stage, key }) => [
    key,
    countWhere(sql`${FLOWS[flow]} and ${STAGE_CONDITIONS[stage]}`),
  ]),
) as Record<FunnelKey, SQL<number>>;

const summaryIs = (value: string) => sql`${sessions.summaryStatus} = ${value}`;
const categoryIs = (value: string) => sql`${sessions.engagementCategory} = ${value}`;
/** A negotiation reopened by the same shopper on the same product (or the same basket). */
const shopperProduct = sql`(${sessions.shopperIdHash}, coalesce(${sessions.retailerProductId}, ${sessions.id}::text))`;

/**
 * Every counter of the dashboard over the filtered sessions in one pass: the funnels of the
 * three flows, money, recovery statuses, add-ons, engagement and session length.
 */
export async function aggregateSessions(db: Executor, where: SQL) {
  const [row] = await db
    .select({
      revenue: moneyWhere(dealValue, isPurchased),
      listRevenue: moneyWhere(listValue, isPurchased),
      avgAcceptedDiscount: averageOf(dealDiscount, isAgreed),
      avgPurchasedDiscount: averageOf(dealDiscount, isPurchased),
      waitingForReview: countWhere(summaryIs('user_offer_available')),
      accepted: countWhere(summaryIs('user_offer_accepted')),
      countered: countWhere(summaryIs('user_offer_countered')),
      rejected: countWhere(summaryIs('user_offer_rejected')),
      recoveredPurchased: countWhere(isRecoveredPurchase),
      recoveredRevenue: moneyWhere(dealValue, isRecoveredPurchase),
      addonOffered: countWhere(hasAddon),
      addonRevenue: moneyWhere(dealValue, isPurchasedWithAddon),
      avgChattiness: averageOf(sql`${sessions.chattiness}`),
      avgEngagementScore: averageOf(sql`${sessions.engagementScore}`),
      // From a session's first exchange to its last (kept on the session by a trigger); a
      // session without exchanges has no length and is left out.
      avgSessionSeconds: averageOf(
        sql`extract(epoch from ${sessions.lastMessageAt} - ${sessions.firstMessageAt})`,
      ),
      shopperProducts: sql<number>`count(distinct ${shopperProduct})`.mapWith(Number),
      engagementHigh: countWhere(categoryIs('high')),
      engagementNeutral: countWhere(categoryIs('neutral')),
      engagementLow: countWhere(categoryIs('low')),
      engagementPending: countWhere(categoryIs('pending')),
      engagementUnavailable: countWhere(categoryIs('unavailable')),
      ...funnelSelection,
    })
    .from(sessions)
    .where(where);
  const totals = row!;
  const funnelOf = (flow: Flow): FunnelCounts =>
    Object.fromEntries(
      FUNNEL_STAGES.map((stage) => [stage, totals[`${flow}:${stage}`]]),
    ) as FunnelCounts;
  return {
    ...totals,
    funnels: { all: funnelOf('all'), pdp: funnelOf('pdp'), cart: funnelOf('cart') },
  };
}
export type SessionAggregate = Awaited<ReturnType<typeof aggregateSessions>>;
