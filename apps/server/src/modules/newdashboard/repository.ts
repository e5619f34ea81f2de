import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { retailers, sales, sessions, upliftTests } from '../../db/schema';
import { shopperBucketSql } from '../uplift';

/** The sessions a view reads: one retailer's or all, started within days first..last in `zone`. */
export interface SeriesScope {
  retailerId: string | null;
  timezone: string;
  /** First and last days included, YYYY-MM-DD in `timezone`. */
  firstDay: string;
  lastDay: string;
}

/** A bought negotiation: sold through the widget, or bought after the retailer's recovery offer. */
const BOUGHT = sql`${sessions.summaryStatus} in ('sold', 'recovered_purchased')`;
const HAS_DEAL = sql`${sessions.dealPrice} is not null`;
/** A selling deal: in a buyback the bot buys from the shopper, which is no revenue or discount. */
const SELLING = sql`${sessions.direction} = 'down'`;
const DISCOUNTED = sql`${HAS_DEAL} and ${SELLING} and ${sessions.productPrice} > 0`;

const startOfDay = (day: string, zone: string) =>
  sql`((${day})::date::timestamp at time zone ${zone})`;

function scopeWhere(scope: SeriesScope): SQL | undefined {
  return and(
    scope.retailerId === null ? undefined : eq(sessions.retailerId, scope.retailerId),
    sql`${sessions.createdAt} >= ${startOfDay(scope.firstDay, scope.timezone)}`,
    sql`${sessions.createdAt} < ${startOfDay(scope.lastDay, scope.timezone)} + interval '1 day'`,
  );
}

/** The calendar day a session started on, in the scope's zone. */
const dayOf = (zone: string) =>
  sql<string>`((${sessions.createdAt} at time zone ${zone})::date)::text`;
// Grouping by position: the zone is a bound parameter, so the same expression written again in
// GROUP BY would be a different one to PostgreSQL.
const FIRST_COLUMN = sql`1`;

export interface DayCounts {
  date: string;
  parleys: number;
  deals: number;
  purchases: number;
  /** Sum and count of the discounts averaged, so that ranges average over deals, not days. */
  discountSum: number;
  discounted: number;
}

export function countSessionsByDay(db: Executor, scope: SeriesScope): Promise<DayCounts[]> {
  return db
    .select({
      date: dayOf(scope.timezone),
      parleys: sql<number>`count(*)`.mapWith(Number),
      deals: sql<number>`count(*) filter (where ${HAS_DEAL})`.mapWith(Number),
      purchases: sql<number>`count(*) filter (where ${BOUGHT})`.mapWith(Number),
      discountSum:
        sql<number>`coalesce(sum((${sessions.productPrice} - ${sessions.dealPrice}) * 100 / ${sessions.productPrice}) filter (where ${DISCOUNTED}), 0)`.mapWith(
          Number,
        ),
      discounted: sql<number>`count(*) filter (where ${DISCOUNTED})`.mapWith(Number),
    })
    .from(sessions)
    .where(scopeWhere(scope))
    .groupBy(FIRST_COLUMN);
}

export interface DayRevenue {
  date: string;
  currency: string;
  amount: number;
}

/** Bought selling deals at their agreed unit price times the quantity, per day and currency. */
export function sumRevenueByDay(db: Executor, scope: SeriesScope): Promise<DayRevenue[]> {
  return db
    .select({
      date: dayOf(scope.timezone),
      currency: sessions.currency,
      amount: sql<number>`sum(${sessions.dealPrice} * ${sessions.quantity})`.mapWith(Number),
    })
    .from(sessions)
    .where(and(scopeWhere(scope), BOUGHT, HAS_DEAL, SELLING))
    .groupBy(FIRST_COLUMN, sessions.currency);
}

export interface DayCohortSales {
  date: string;
  testSales: number;
  controlSales: number;
  /** Each cohort's sales divided by its percentage of shoppers (comparable across cohorts). */
  testPerShare: number;
  controlPerShare: number;
}

/**
 * The store's sales made while one of its uplift tests ran, per day and cohort: a shopper's
 * cohort is the one the widget put them in, computed from their hash the same way.
 */
export function countCohortSalesByDay(db: Executor, scope: SeriesScope): Promise<DayCohortSales[]> {
  const control = sql`${shopperBucketSql(sales.shopperIdHash)} < ${upliftTests.controlCohortPercentage}`;
  const test = sql`not (${control})`;
  return db
    .select({
      date: sql<string>`((${sales.orderedAt} at time zone ${scope.timezone})::date)::text`,
      testSales: sql<number>`count(*) filter (where ${test})`.mapWith(Number),
      controlSales: sql<number>`count(*) filter (where ${control})`.mapWith(Number),
      testPerShare:
        sql<number>`coalesce(sum(1.0 / (100 - ${upliftTests.controlCohortPercentage})) filter (where ${test}), 0)`.mapWith(
          Number,
        ),
      controlPerShare:
        sql<number>`coalesce(sum(1.0 / ${upliftTests.controlCohortPercentage}) filter (where ${control}), 0)`.mapWith(
          Number,
        ),
    })
    .from(sales)
    .innerJoin(
      upliftTests,
      and(
        eq(upliftTests.retailerId, sales.retailerId),
        sql`${sales.orderedAt} >= ${upliftTests.startedAt}`,
        sql`(${upliftTests.endedAt} is null or ${sales.orderedAt} < ${upliftTests.endedAt})`,
      ),
    )
    .where(
      and(
        scope.retailerId === null ? undefined : eq(sales.retailerId, scope.retailerId),
        sql`${sales.shopperIdHash} is not null`,
        sql`${sales.orderedAt} >= ${startOfDay(scope.firstDay, scope.timezone)}`,
        sql`${sales.orderedAt} < ${startOfDay(scope.lastDay, scope.timezone)} + interval '1 day'`,
      ),
    )
    .groupBy(FIRST_COLUMN);
}

export async function findRetailerForView(db: Executor, retailerId: string) {
  const [row] = await db
    .select({ id: retailers.id, name: retailers.name, timezone: retailers.timezoneCode })
    .from(retailers)
    .where(eq(retailers.id, retailerId));
  return row ?? null;
}
