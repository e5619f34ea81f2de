import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { experimentRetailers, experimentVisitors, sales, sessions } from '../../db/schema';
import { isAgreed, salesPerShopper } from '../session-queries';

/** The experiment's results window: from its start to its end (or now, while it runs). */
export interface ResultsWindow {
  experimentId: string;
  start: Date;
  end: Date;
}

/**
 * Each cohort's shoppers the widget saw and their sales in the window, a sale being its shopper's
 * (same store, same shopper hash), as the uplift test counts them: all of them (shoppers,
 * buyers), and those who never negotiated in the experiment (browsers), with their sales and
 * revenue. Money summed in numeric.
 */
export function countCohortShoppers(db: Executor, w: ResultsWindow) {
  const bought = salesPerShopper(
    db,
    inArray(
      sales.retailerId,
      db
        .select({ retailerId: experimentRetailers.retailerId })
        .from(experimentRetailers)
        .where(eq(experimentRetailers.experimentId, w.experimentId)),
    ),
    w,
  );
  // The shoppers who negotiated in the experiment; the others browsed.
  const chatters = db
    .selectDistinct({ retailerId: sessions.retailerId, shopperIdHash: sessions.shopperIdHash })
    .from(sessions)
    .where(eq(sessions.experimentId, w.experimentId))
    .as('chatters');
  const browsing = sql`${chatters.shopperIdHash} is null`;
  const v = experimentVisitors;
  return db
    .select({
      cohortId: v.cohortId,
      shoppers: sql<number>`count(*)`.mapWith(Number),
      buyers: sql<number>`count(${bought.shopperIdHash})`.mapWith(Number),
      browsers: sql<number>`count(*) filter (where ${browsing})`.mapWith(Number),
      browserSales:
        sql<number>`coalesce(sum(${bought.orders}) filter (where ${browsing}), 0)`.mapWith(Number),
      browserRevenue:
        sql<number>`coalesce(round(sum(${bought.spent}) filter (where ${browsing}), 2), 0)`.mapWith(
          Number,
        ),
    })
    .from(v)
    .leftJoin(
      bought,
      and(eq(bought.retailerId, v.retailerId), eq(bought.shopperIdHash, v.shopperIdHash)),
    )
    .leftJoin(
      chatters,
      and(eq(chatters.retailerId, v.retailerId), eq(chatters.shopperIdHash, v.shopperIdHash)),
    )
    .where(and(eq(v.experimentId, w.experimentId), isNotNull(v.cohortId)))
    .groupBy(v.cohortId);
}

/** The cohort's negotiations in the window: sessions the widget started in the experiment. */
const inCohortWindow = (w: ResultsWindow) =>
  and(
    eq(sessions.experimentId, w.experimentId),
    isNotNull(sessions.experimentCohortId),
    gte(sessions.createdAt, w.start),
    lt(sessions.createdAt, w.end),
  );

/** Each cohort's negotiations in the window, and those that reached a deal (as the dashboard). */
export function countCohortChats(db: Executor, w: ResultsWindow) {
  return db
    .select({
      cohortId: sessions.experimentCohortId,
      sessions: sql<number>`count(*)`.mapWith(Number),
      agreedDeals: sql<number>`count(*) filter (where ${isAgreed})`.mapWith(Number),
    })
    .from(sessions)
    .where(inCohortWindow(w))
    .groupBy(sessions.experimentCohortId);
}

/**
 * Each cohort's sales in the window that name one of its negotiations in the window (the store
 * reports the negotiations an order followed), each sale once however many it names.
 */
export function countCohortChatSales(db: Executor, w: ResultsWindow) {
  const followed = db
    .selectDistinct({
      cohortId: sessions.experimentCohortId,
      saleId: sales.id,
      total: sales.total,
    })
    .from(sessions)
    .innerJoin(
      sales,
      and(
        eq(sales.retailerId, sessions.retailerId),
        gte(sales.orderedAt, w.start),
        lt(sales.orderedAt, w.end),
        sql`${sales.parleyIds} @> jsonb_build_array(${sessions.id}::text)`,
      ),
    )
    .where(inCohortWindow(w))
    .as('followed');
  return db
    .select({
      cohortId: followed.cohortId,
      sales: sql<number>`count(*)`.mapWith(Number),
      revenue: sql<number>`coalesce(round(sum(${followed.total}), 2), 0)`.mapWith(Number),
    })
    .from(followed)
    .groupBy(followed.cohortId);
}
