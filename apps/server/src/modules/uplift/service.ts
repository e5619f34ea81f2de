import {
  UPLIFT_TEST_ALREADY_RUNNING,
  UPLIFT_TEST_NOT_RUNNING,
  type TRetailer,
  type TUpliftCohort,
} from '@parley/contract';
import type { Deps } from '../../deps';
import { isUniqueViolation } from '../../db/constraints';
import { BusinessError, NotFoundError } from '../../errors';
import type { Principal } from '../../lib/jwt';
import { findRetailer, findRetailerRow } from '../retailers';
import {
  countSalesByCohort,
  endRunningUpliftTest,
  findLatestUpliftTest,
  insertUpliftTest,
} from './repository';

async function requireRetailer(deps: Pick<Deps, 'db'>, retailerId: string) {
  if (!(await findRetailerRow(deps.db, retailerId))) throw new NotFoundError();
}

/** Starts the retailer's uplift test; one runs at a time. */
export async function startUpliftTest(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  retailerId: string,
  controlCohortPercentage: number,
  by: Principal,
): Promise<TRetailer> {
  await requireRetailer(deps, retailerId);
  try {
    await insertUpliftTest(deps.db, {
      retailerId,
      controlCohortPercentage,
      startedAt: deps.clock.now(),
      userId: by.userId,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new BusinessError(UPLIFT_TEST_ALREADY_RUNNING);
    throw error;
  }
  return findRetailer(deps, retailerId);
}

/** Terminates the running test: every shopper may negotiate again. */
export async function terminateUpliftTest(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  retailerId: string,
  by: Principal,
): Promise<TRetailer> {
  await requireRetailer(deps, retailerId);
  if (!(await endRunningUpliftTest(deps.db, retailerId, deps.clock.now(), by.userId))) {
    throw new BusinessError(UPLIFT_TEST_NOT_RUNNING);
  }
  return findRetailer(deps, retailerId);
}

export type UpliftSales = Record<TUpliftCohort, { sales: number; revenue: number }>;

/**
 * The sales of the retailer's latest uplift test (running or ended) per cohort, for the uplift
 * figures; null when the retailer never ran one.
 */
export async function summariseUpliftSales(
  deps: Pick<Deps, 'db'>,
  retailerId: string,
): Promise<{ startedAt: Date; endedAt: Date | null; cohorts: UpliftSales } | null> {
  const test = await findLatestUpliftTest(deps.db, retailerId);
  if (!test) return null;
  const cohorts: UpliftSales = {
    control: { sales: 0, revenue: 0 },
    test: { sales: 0, revenue: 0 },
  };
  for (const row of await countSalesByCohort(deps.db, test)) {
    cohorts[row.cohort] = { sales: row.sales, revenue: row.revenue ?? 0 };
  }
  return { startedAt: test.startedAt, endedAt: test.endedAt, cohorts };
}
