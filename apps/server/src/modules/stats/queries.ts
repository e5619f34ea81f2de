import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { DISCOUNT_BANDS, FEEDBACK_COMMENTS_SHOWN, USER_REACTIONS } from '@parley/contract';
import type { Executor } from '../../db/client';
import {
  billingSchemes,
  pricingPlans,
  retailers,
  ruleAddonItems,
  rules,
  sessionMessages,
  sessions,
} from '../../db/schema';
import { dealDiscount, dealValue, isAgreed, isFailed, isPurchased } from './outcomes';

const count = (condition: SQL = sql`true`) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** The filtered sessions day by day, days in the zone. */
export function listDays(db: Executor, where: SQL, timezone: string) {
  const day = sql<string>`to_char((${sessions.createdAt} at time zone ${timezone})::date, 'YYYY-MM-DD')`;
  return (
    db
      .select({
        date: day,
        sessions: count(),
        agreedDeals: count(isAgreed),
        purchases: count(isPurchased),
        revenue:
          sql<number>`coalesce(round(sum(${dealValue}) filter (where ${isPurchased}), 2), 0)`.mapWith(
            Number,
          ),
      })
      .from(sessions)
      .where(where)
      // By position: the day carries the zone as a parameter, which GROUP BY cannot repeat.
      .groupBy(sql`1`)
      .orderBy(sql`1`)
  );
}

/** Agreed deals per discount band (band i is [DISCOUNT_BANDS[i], DISCOUNT_BANDS[i+1])). */
export function listDiscountBands(db: Executor, where: SQL) {
  const width = DISCOUNT_BANDS[1] - DISCOUNT_BANDS[0];
  const last = DISCOUNT_BANDS.length - 1;
  const band = sql<number>`least(greatest(floor(${dealDiscount} / ${width}), 0), ${last})::int`;
  return db
    .select({ band: band.mapWith(Number), agreed: count(), purchased: count(isPurchased) })
    .from(sessions)
    .where(and(where, isAgreed, sql`${dealDiscount} is not null`))
    .groupBy(sql`1`);
}

/**
 * The shoppers' reactions on messages of failed negotiations: the period's sessions probe the
 * partial index of reacted messages (session_messages_reactions), never the other messages.
 */
export function countFailedReactions(db: Executor, where: SQL) {
  return db
    .select({ reaction: sessionMessages.userReaction, n: sql<number>`count(*)`.mapWith(Number) })
    .from(sessions)
    .innerJoin(sessionMessages, eq(sessionMessages.sessionId, sessions.id))
    .where(and(where, isFailed, inArray(sessionMessages.userReaction, [...USER_REACTIONS])))
    .groupBy(sessionMessages.userReaction);
}

/** Written as the partial index session_messages_session_feedback is, for the planner to match it. */
const isFeedbackWithWords = sql`${sessionMessages.intents} @> '[{"name":"feedback"}]'::jsonb and coalesce(${sessionMessages.userMessage}, '') <> ''`;

/**
 * The latest messages the language layer read as feedback, in failed negotiations. Their ids
 * first: either the newest feedback in session_messages_feedback's order, each checked against
 * its session (a recent period of a large retailer stops after a few dozen), or the period's
 * sessions probing session_messages_session_feedback (index only); then only the ten shown are
 * read from the table.
 */
export function listFailedFeedback(db: Executor, where: SQL) {
  // Nulls last, as the index is ordered (created_at is never null, but the planner only matches
  // an order to an index written the same way).
  const newestFirst = [sql`${sessionMessages.createdAt} desc nulls last`, sessionMessages.id];
  const latest = db
    .select({ id: sessionMessages.id })
    .from(sessions)
    .innerJoin(sessionMessages, eq(sessionMessages.sessionId, sessions.id))
    .where(and(where, isFailed, sql`(${isFeedbackWithWords})`))
    .orderBy(...newestFirst)
    .limit(FEEDBACK_COMMENTS_SHOWN);
  return db
    .select({
      sessionId: sessionMessages.sessionId,
      createdAt: sessionMessages.createdAt,
      userMessage: sessionMessages.userMessage,
    })
    .from(sessionMessages)
    .where(inArray(sessionMessages.id, latest))
    .orderBy(...newestFirst);
}

/** The plan features of the retailer's current scheme (none without one). */
export async function findPlanFeatures(db: Executor, retailerId: string) {
  const [row] = await db
    .select({ features: pricingPlans.featureNames })
    .from(retailers)
    .innerJoin(
      billingSchemes,
      and(eq(billingSchemes.retailerId, retailers.id), eq(billingSchemes.isCurrent, true)),
    )
    .innerJoin(pricingPlans, eq(pricingPlans.identifier, billingSchemes.pricingPlanIdentifier))
    .where(eq(retailers.id, retailerId));
  return row?.features ?? [];
}

const liveRulesOf = (retailerId: string) =>
  and(
    eq(rules.retailerId, retailerId),
    eq(rules.kind, 'ruleset'),
    eq(rules.active, true),
    eq(rules.archived, false),
    isNull(rules.deletedAt),
  );

/** Whether a live rule of the retailer keeps walk-aways' offers, and one offers add-ons. */
export async function findRuleUses(db: Executor, retailerId: string) {
  const [row] = await db
    .select({
      recovery: sql<boolean>`bool_or(${rules.recoveredParleysActive})`,
      addons: sql<boolean>`bool_or(exists (select 1 from ${ruleAddonItems} where ${ruleAddonItems.ruleId} = ${rules.id}))`,
    })
    .from(rules)
    .where(liveRulesOf(retailerId));
  return { recovery: row?.recovery === true, addons: row?.addons === true };
}

/** The retailer's currency and its symbol, from its latest session (null without one). */
export async function findCurrency(db: Executor, retailerId: string) {
  const [row] = await db
    .select({ code: sessions.currency, symbol: sessions.currencySymbol })
    .from(sessions)
    .where(eq(sessions.retailerId, retailerId))
    // As sessions_retailer_created is ordered: one index entry instead of all the retailer's rows.
    .orderBy(sql`${sessions.createdAt} desc nulls last`)
    .limit(1);
  return row ?? null;
}
