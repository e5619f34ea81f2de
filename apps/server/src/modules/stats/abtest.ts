import { eq, sql } from 'drizzle-orm';
import {
  ABTEST_NEEDS_RETAILER,
  type TAbTestStats,
  type TStatsFilters,
  type TUpliftCohort,
  type TUpliftCohortFigures,
} from '@parley/contract';
import type { Executor } from '../../db/client';
import { sales, upliftVisitors } from '../../db/schema';
import type { Deps } from '../../deps';
import { BadRequestError, ForbiddenError } from '../../errors';
import type { Principal } from '../../lib/jwt';
import { salesPerShopper } from '../session-queries';
import { findLatestUpliftTest } from '../uplift';
import { moneyPer, percentOf } from './change';
import { resolveStatsScope } from './dashboard';
import { compareConversion } from './significance';

type UpliftTest = NonNullable<Awaited<ReturnType<typeof findLatestUpliftTest>>>;

/**
 * Each cohort's shoppers as the widget saw them during the test, and their sales in the test's
 * window (a sale is its shopper's, so the cohort is the shopper's). Money summed in numeric.
 */
async function countCohorts(db: Executor, test: UpliftTest) {
  const bought = salesPerShopper(db, eq(sales.retailerId, test.retailerId), {
    start: test.startedAt,
    end: test.endedAt,
  });
  return db
    .select({
      cohort: upliftVisitors.cohort,
      sessions: sql<number>`count(*)`.mapWith(Number),
      buyers: sql<number>`count(${bought.shopperIdHash})`.mapWith(Number),
      sales: sql<number>`coalesce(sum(${bought.orders}), 0)`.mapWith(Number),
      revenue: sql<number>`coalesce(round(sum(${bought.spent}), 2), 0)`.mapWith(Number),
    })
    .from(upliftVisitors)
    .leftJoin(bought, eq(bought.shopperIdHash, upliftVisitors.shopperIdHash))
    .where(eq(upliftVisitors.upliftTestId, test.id))
    .groupBy(upliftVisitors.cohort);
}

const EMPTY = { sessions: 0, buyers: 0, sales: 0, revenue: 0 };
type Counts = typeof EMPTY;

const figuresOf = (c: Counts): TUpliftCohortFigures => ({
  ...c,
  conversion: c.sessions === 0 ? null : percentOf(c.buyers, c.sessions),
  aov: moneyPer(c.revenue, c.sales),
});

const round2 = (value: number) => Math.round(value * 100) / 100;
const difference = (a: number | null, b: number | null) =>
  a === null || b === null ? null : round2(a - b);

/**
 * Test against control: conversion in points, average order value, and revenue per shopper
 * seen, projected over the test cohort's shoppers (the predicted uplift) and relative.
 */
function upliftOf(control: Counts, test: Counts, c: TUpliftCohortFigures, t: TUpliftCohortFigures) {
  const perShopper = (x: Counts) => (x.sessions === 0 ? null : x.revenue / x.sessions);
  const controlRps = perShopper(control);
  const testRps = perShopper(test);
  return {
    conversion: difference(t.conversion, c.conversion),
    aov: difference(t.aov, c.aov),
    revenue:
      controlRps === null || testRps === null
        ? null
        : round2((testRps - controlRps) * test.sessions),
    revenue_relative:
      controlRps === null || testRps === null || controlRps === 0
        ? null
        : round2((testRps / controlRps - 1) * 100),
  };
}

/**
 * POST /stats action 'abtest': the retailer's latest uplift test (part 1 §2: administrators, in a
 * retailer's context only), its cohorts, the uplift and the significance of the difference.
 */
export async function findAbTestStats(
  deps: Pick<Deps, 'db'>,
  principal: Principal,
  request: TStatsFilters,
): Promise<TAbTestStats> {
  if (!principal.isAdmin) throw new ForbiddenError();
  const { scope } = await resolveStatsScope(deps, principal, request);
  if (!scope.retailerId) throw new BadRequestError(ABTEST_NEEDS_RETAILER);
  const test = await findLatestUpliftTest(deps.db, scope.retailerId);
  const counts: Record<TUpliftCohort, Counts> = { control: EMPTY, test: EMPTY };
  if (test) {
    for (const row of await countCohorts(deps.db, test)) {
      if (row.cohort === 'control' || row.cohort === 'test') counts[row.cohort] = row;
    }
  }
  const control = figuresOf(counts.control);
  const tested = figuresOf(counts.test);
  return {
    status: test && test.endedAt === null ? 'running' : 'not_running',
    startDate: test ? test.startedAt.toISOString() : null,
    control_cohort_percentage: test?.controlCohortPercentage ?? null,
    control,
    test: tested,
    uplift: upliftOf(counts.control, counts.test, control, tested),
    significance: compareConversion(
      { successes: counts.control.buyers, trials: counts.control.sessions },
      { successes: counts.test.buyers, trials: counts.test.sessions },
    ),
  };
}
