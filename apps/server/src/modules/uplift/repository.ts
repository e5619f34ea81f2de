import { and, count, eq, gte, isNull, isNotNull, lt, sql, sum } from 'drizzle-orm';
import type { TUpliftCohort } from '@parley/contract';
import type { Executor } from '../../db/client';
import { sales, upliftTests } from '../../db/schema';
import { insertRow, updatedAny } from '../../db/rows';
import { shopperBucketSql } from './cohort';

export async function insertUpliftTest(
  db: Executor,
  values: { retailerId: string; controlCohortPercentage: number; startedAt: Date; userId: string },
) {
  return insertRow(db, upliftTests, {
    retailerId: values.retailerId,
    controlCohortPercentage: values.controlCohortPercentage,
    startedAt: values.startedAt,
    startedByUserId: values.userId,
  });
}

/** Ends the retailer's running test; false when none runs. */
export async function endRunningUpliftTest(
  db: Executor,
  retailerId: string,
  endedAt: Date,
  userId: string,
) {
  return updatedAny(
    db,
    upliftTests,
    { endedAt, endedByUserId: userId },
    and(eq(upliftTests.retailerId, retailerId), isNull(upliftTests.endedAt)),
  );
}

/** The retailer's latest test, running or not. */
export async function findLatestUpliftTest(db: Executor, retailerId: string) {
  const [row] = await db
    .select()
    .from(upliftTests)
    .where(eq(upliftTests.retailerId, retailerId))
    .orderBy(sql`${upliftTests.startedAt} desc`)
    .limit(1);
  return row ?? null;
}

/**
 * The store's reported sales during one test, per cohort: each sale of a known shopper is put in
 * the cohort the widget put that shopper in. Sales without a shopper cannot be placed.
 */
export async function countSalesByCohort(
  db: Executor,
  test: {
    retailerId: string;
    controlCohortPercentage: number;
    startedAt: Date;
    endedAt: Date | null;
  },
) {
  const cohort = sql<TUpliftCohort>`case when ${shopperBucketSql(sales.shopperIdHash)} < ${test.controlCohortPercentage} then 'control' else 'test' end`;
  return (
    db
      .select({ cohort, sales: count(), revenue: sum(sales.total).mapWith(Number) })
      .from(sales)
      .where(
        and(
          eq(sales.retailerId, test.retailerId),
          isNotNull(sales.shopperIdHash),
          gte(sales.orderedAt, test.startedAt),
          ...(test.endedAt ? [lt(sales.orderedAt, test.endedAt)] : []),
        ),
      )
      // By position: the cohort expression carries a parameter, which GROUP BY cannot repeat.
      .groupBy(sql`1`)
  );
}
