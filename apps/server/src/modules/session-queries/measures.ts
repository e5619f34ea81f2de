import { sql, type SQL } from 'drizzle-orm';
import { DISCOUNT_BANDS, WALKAWAY_HIT_ZONE, ZONES } from '@parley/contract';
import { queryRows, type Executor } from '../../db/client';
import { sessions } from '../../db/schema';
import {
  dealDiscount,
  dealValue,
  hasAddon,
  isAgreed,
  isFailed,
  isInBasket,
  isNegotiated,
  isPurchased,
  isPurchasedWithAddon,
  isRecoveredPurchase,
  listValue,
} from './outcomes';
import type { StatsSource } from './rollup-source';

/**
 * What the dashboard sums over sessions, each as a sum over the sessions themselves and named
 * as its roll-up column (migration 0008 computes the same per session; averages are a sum and a
 * count). The figures are then made from these sums, whichever side they came from.
 */
const countWhere = (condition: SQL) => sql`count(*) filter (where ${condition})`;
const sumWhere = (value: SQL, condition: SQL = sql`true`) =>
  sql`coalesce(sum(${value}) filter (where ${condition}), 0)`;
const countOf = (value: SQL, condition: SQL = sql`true`) =>
  sql`count(${value}) filter (where ${condition})`;

const width = DISCOUNT_BANDS[1] - DISCOUNT_BANDS[0];
const lastBand = DISCOUNT_BANDS.length - 1;
const discountBand = sql`least(greatest(floor(${dealDiscount} / ${sql.raw(String(width))}), 0), ${sql.raw(String(lastBand))})::int`;
const seconds = sql`extract(epoch from ${sessions.lastMessageAt} - ${sessions.firstMessageAt})`;
const categoryIs = (value: string) => sql`${sessions.engagementCategory} = ${value}`;

export const BANDS = DISCOUNT_BANDS.map((_, band) => band);
/** A bid in these zones went past the walkaway: a walkaway hit. */
const hitZones = ZONES.filter((zone) => zone >= WALKAWAY_HIT_ZONE);

export const MEASURES: Record<string, SQL> = {
  sessions: sql`count(*)`,
  negotiated: countWhere(isNegotiated),
  agreed: countWhere(isAgreed),
  in_basket: countWhere(isInBasket),
  purchased: countWhere(isPurchased),
  purchased_with_addon: countWhere(isPurchasedWithAddon),
  recovered_purchased: countWhere(isRecoveredPurchase),
  addon_offered: countWhere(hasAddon),
  reopened: countWhere(sql`${sessions.reopens}`),
  // Kept per session by the trigger session_messages_reactions (migration 0008).
  failed_sad_reactions: sumWhere(sql`${sessions.sadReactions}`, isFailed),
  failed_heart_reactions: sumWhere(sql`${sessions.heartReactions}`, isFailed),
  failed_angry_reactions: sumWhere(sql`${sessions.angryReactions}`, isFailed),
  failed_thinking_reactions: sumWhere(sql`${sessions.thinkingReactions}`, isFailed),
  with_bids: countWhere(sql`cardinality(${sessions.zoneWalk}) > 0`),
  walk_hits: countWhere(sql`${sessions.zoneWalk} && array[${sql.raw(hitZones.join(', '))}]::int[]`),
  revenue: sumWhere(dealValue, isPurchased),
  list_revenue: sumWhere(listValue, isPurchased),
  recovered_revenue: sumWhere(dealValue, isRecoveredPurchase),
  addon_revenue: sumWhere(dealValue, isPurchasedWithAddon),
  agreed_discount_sum: sumWhere(dealDiscount, isAgreed),
  agreed_discount_n: countOf(dealDiscount, isAgreed),
  purchased_discount_sum: sumWhere(dealDiscount, isPurchased),
  purchased_discount_n: countOf(dealDiscount, isPurchased),
  chattiness_sum: sumWhere(sql`${sessions.chattiness}`),
  chattiness_n: countOf(sql`${sessions.chattiness}`),
  engagement_sum: sumWhere(sql`${sessions.engagementScore}`),
  engagement_n: countOf(sql`${sessions.engagementScore}`),
  // From a session's first exchange to its last (kept on the session by a trigger); a session
  // without exchanges has no length and is left out.
  seconds_sum: sumWhere(seconds),
  seconds_n: countOf(seconds),
  engagement_high: countWhere(categoryIs('high')),
  engagement_neutral: countWhere(categoryIs('neutral')),
  engagement_low: countWhere(categoryIs('low')),
  engagement_pending: countWhere(categoryIs('pending')),
  engagement_unavailable: countWhere(categoryIs('unavailable')),
  ...Object.fromEntries(
    BANDS.flatMap((band) => [
      [`agreed_band_${band}`, countWhere(sql`${isAgreed} and ${discountBand} = ${band}`)],
      [`purchased_band_${band}`, countWhere(sql`${isPurchased} and ${discountBand} = ${band}`)],
    ]),
  ),
};
const NAMES = Object.keys(MEASURES);

/**
 * The measures of a source grouped by `groups` (each an expression over `sessions` and the same
 * column of the roll-up), as rows of a subquery `u` named by the measures and `g0`, `g1`...:
 * from the sessions, and from the roll-ups with the sessions after their mark.
 */
export function measuredRows(
  source: StatsSource,
  groups: { session: SQL; rollup: SQL }[],
  names: readonly string[] = NAMES,
): SQL {
  const groupBy = groups.length
    ? sql` group by ${sql.raw(groups.map((_, i) => String(i + 1)).join(', '))}`
    : sql``;
  const keys = (side: 'session' | 'rollup') =>
    groups.map((g, i) => sql`${g[side]} as ${sql.identifier(`g${i}`)}`);
  const fromSessions = (where: SQL) =>
    sql`select ${sql.join(
      [...keys('session'), ...names.map((n) => sql`${MEASURES[n]!} as ${sql.identifier(n)}`)],
      sql`, `,
    )} from ${sessions} where ${where}${groupBy}`;
  if (!source.rollup) return fromSessions(source.where);
  const { table, rowsWhere, recentWhere } = source.rollup;
  const fromRollup = sql`select ${sql.join(
    [
      ...keys('rollup'),
      ...names.map((n) => sql`sum(${sql.identifier(n)}) as ${sql.identifier(n)}`),
    ],
    sql`, `,
  )} from ${table} where ${rowsWhere}${groupBy}${
    // A group whose sessions all left it adds up to nothing: it is no group (the sealer clears it).
    groups.length ? sql` having sum(sessions) <> 0` : sql``
  }`;
  return sql`${fromRollup} union all ${fromSessions(recentWhere)}`;
}

/** How many sessions the source holds: from the roll-ups' counts where it can. */
export async function countSessionsIn(db: Executor, source: StatsSource): Promise<number> {
  const [row] = await queryRows<{ n: string | null }>(
    db,
    sql`select sum(sessions) as n from (${measuredRows(source, [], ['sessions'])}) u`,
  );
  return Number(row?.n ?? 0);
}
