import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { FEEDBACK_COMMENTS_SHOWN } from '@parley/contract';
import { queryRows, type Executor } from '../../db/client';
import {
  billingSchemes,
  pricingPlans,
  retailers,
  ruleAddonItems,
  rules,
  sessionMessages,
  sessions,
} from '../../db/schema';
import { BANDS, isFailed, measuredRows, type StatsSource } from '../session-queries';

/** The source's sessions day by day, days in the zone (the roll-ups' days are in the same). */
export async function listDays(db: Executor, source: StatsSource, timezone: string) {
  const measured = measuredRows(
    source,
    [
      {
        session: sql`to_char((${sessions.createdAt} at time zone ${timezone})::date, 'YYYY-MM-DD')`,
        rollup: sql`to_char(day, 'YYYY-MM-DD')`,
      },
    ],
    ['sessions', 'agreed', 'purchased', 'revenue'],
  );
  const rows = await queryRows<{
    date: string;
    sessions: string;
    agreed: string;
    purchased: string;
    revenue: string;
  }>(
    db,
    sql`select g0 as date, sum(sessions) as sessions, sum(agreed) as agreed,
      sum(purchased) as purchased, round(sum(revenue), 2) as revenue
    from (${measured}) u group by g0 order by g0`,
  );
  return rows.map((row) => ({
    date: row.date,
    sessions: Number(row.sessions),
    agreedDeals: Number(row.agreed),
    purchases: Number(row.purchased),
    revenue: Number(row.revenue),
  }));
}

/** Agreed deals per discount band (band i is [DISCOUNT_BANDS[i], DISCOUNT_BANDS[i+1])). */
export async function listDiscountBands(db: Executor, source: StatsSource) {
  const names = BANDS.flatMap((band) => [`agreed_band_${band}`, `purchased_band_${band}`]);
  const rows = measuredRows(source, [], names);
  const [row = {}] = await queryRows<Record<string, string | null>>(
    db,
    sql`select ${sql.join(
      names.map((n) => sql`sum(${sql.identifier(n)}) as ${sql.identifier(n)}`),
      sql`, `,
    )} from (${rows}) u`,
  );
  return BANDS.map((band) => ({
    band,
    agreed: Number(row[`agreed_band_${band}`] ?? 0),
    purchased: Number(row[`purchased_band_${band}`] ?? 0),
  })).filter((b) => b.agreed > 0);
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
