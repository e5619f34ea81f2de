import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { DISCOUNT_BANDS, type TNegotiationType, type TSummaryStatus } from '@parley/contract';
import { integerArray, timestamptz } from './columns';

/**
 * The dashboard's roll-ups (issue 6): per day, the sums of the sessions that the statistics
 * read, so that a period of months reads a few rows per day instead of every session. They
 * cover the days before a mark (`session_rollup_marks`); later days are read from the sessions
 * themselves. The trigger `sessions_rollup` keeps the covered days exactly equal to their
 * sessions on every insert, update and delete (migration 0008), and the sealer
 * (modules/stats/rollups) moves the marks forward.
 */

/** The rule of the rows holding every session of a retailer's day, whatever its rules. */
export const ROLLUP_ALL_RULES = '00000000-0000-0000-0000-000000000000';
/** The mark of the roll-ups across retailers (days in UTC). */
export const ROLLUP_ACROSS_RETAILERS = ROLLUP_ALL_RULES;

const count = (name: string) => integer(name).notNull().default(0);
/** Counts by position, added element by element (parley_add_counts). */
const counts = integerArray;
const sum = (name: string) => numeric(name).notNull().default('0');

/** Band i counts deals of a discount in [DISCOUNT_BANDS[i], DISCOUNT_BANDS[i+1]). */
export const ROLLUP_BANDS = DISCOUNT_BANDS.map((_, band) => band);
const bandColumns = Object.fromEntries(
  ROLLUP_BANDS.flatMap((band) => [
    [`agreedBand${band}`, count(`agreed_band_${band}`)],
    [`purchasedBand${band}`, count(`purchased_band_${band}`)],
  ]),
) as Record<`${'agreed' | 'purchased'}Band${number}`, ReturnType<typeof count>>;

/** What a day's sessions add up to; averages are kept as a sum and a count. */
const measures = () => ({
  sessions: count('sessions'),
  negotiated: count('negotiated'),
  agreed: count('agreed'),
  inBasket: count('in_basket'),
  purchased: count('purchased'),
  purchasedWithAddon: count('purchased_with_addon'),
  recoveredPurchased: count('recovered_purchased'),
  addonOffered: count('addon_offered'),
  reopened: count('reopened'),
  // The shoppers' reactions in negotiations that ended without a deal.
  failedSadReactions: count('failed_sad_reactions'),
  failedHeartReactions: count('failed_heart_reactions'),
  failedAngryReactions: count('failed_angry_reactions'),
  failedThinkingReactions: count('failed_thinking_reactions'),
  // The zone walks (Walkaway Hits): sessions with a bid, those past the walkaway, the bids by
  // round and zone (element (round - 1) * ZONES.length + zone + 1) and sessions by zone.
  withBids: count('with_bids'),
  walkHits: count('walk_hits'),
  walkCells: counts('walk_cells'),
  zoneSessions: counts('zone_sessions'),
  revenue: sum('revenue'),
  listRevenue: sum('list_revenue'),
  recoveredRevenue: sum('recovered_revenue'),
  addonRevenue: sum('addon_revenue'),
  agreedDiscountSum: sum('agreed_discount_sum'),
  agreedDiscountN: count('agreed_discount_n'),
  purchasedDiscountSum: sum('purchased_discount_sum'),
  purchasedDiscountN: count('purchased_discount_n'),
  chattinessSum: sum('chattiness_sum'),
  chattinessN: count('chattiness_n'),
  engagementSum: sum('engagement_sum'),
  engagementN: count('engagement_n'),
  secondsSum: sum('seconds_sum'),
  secondsN: count('seconds_n'),
  engagementHigh: count('engagement_high'),
  engagementNeutral: count('engagement_neutral'),
  engagementLow: count('engagement_low'),
  engagementPending: count('engagement_pending'),
  engagementUnavailable: count('engagement_unavailable'),
  ...bandColumns,
});

/** The data quality of the rows of sessions nobody judged (0 is a judgement). */
export const ROLLUP_UNJUDGED = -1;

/**
 * The dimensions the dashboard filters on without leaving the roll-ups: the summary status, the
 * data quality (ROLLUP_UNJUDGED for a session nobody judged) and the negotiation type (its flows).
 */
const dimensions = () => ({
  summaryStatus: text('summary_status').$type<TSummaryStatus>().notNull(),
  dataQuality: integer('data_quality').notNull(),
  negotiationType: text('negotiation_type').$type<TNegotiationType>().notNull(),
});

/**
 * One retailer's days in its own time zone, per rule: rule ROLLUP_ALL_RULES holds every session,
 * each other rule the sessions that matched it (the rule filter). No key to retailers: the rows
 * of a deleted retailer go with the trigger `retailers_rollups_forget`, after its sessions.
 */
export const sessionRollupsLocal = pgTable(
  'session_rollups_local',
  {
    retailerId: uuid('retailer_id').notNull(),
    ruleId: uuid('rule_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ...dimensions(),
    ...measures(),
  },
  (t) => [
    primaryKey({
      name: 'session_rollups_local_pkey',
      columns: [t.retailerId, t.ruleId, t.day, t.summaryStatus, t.dataQuality, t.negotiationType],
    }),
  ],
);

/** Every retailer's sessions by day in UTC: an administrator's view across retailers. */
export const sessionRollupsUtc = pgTable(
  'session_rollups_utc',
  {
    day: date('day', { mode: 'string' }).notNull(),
    ...dimensions(),
    ...measures(),
  },
  (t) => [
    primaryKey({
      name: 'session_rollups_utc_pkey',
      columns: [t.day, t.summaryStatus, t.dataQuality, t.negotiationType],
    }),
    // The sessions list's total across retailers, from the index alone: the table's rows are
    // wide, and a scan of all of them took 8-10 ms of a 20 ms budget (bench/README.md).
    index('session_rollups_utc_counts').on(t.day, t.summaryStatus, t.dataQuality, t.sessions),
  ],
);

/**
 * How far the roll-ups reach: the sessions created before `sealed_before` are in them. One row
 * per retailer (its local days), and ROLLUP_ACROSS_RETAILERS for the days in UTC.
 */
export const sessionRollupMarks = pgTable('session_rollup_marks', {
  retailerId: uuid('retailer_id').primaryKey(),
  sealedBefore: timestamptz('sealed_before').notNull(),
});
