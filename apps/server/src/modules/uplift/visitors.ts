import type { Executor } from '../../db/client';
import { upliftVisitors } from '../../db/schema';
import { upliftCohortOf } from './cohort';

/**
 * Records that a running uplift test saw this shopper (once per test), with their cohort: the
 * widget's display check calls it for every shopper, control and test alike, so that each
 * cohort's conversion has its shoppers as the denominator.
 */
export async function recordUpliftVisitor(
  db: Executor,
  visit: {
    retailerId: string;
    test: { id: string; controlCohortPercentage: number };
    shopperIdHash: string;
    now: Date;
  },
) {
  await db
    .insert(upliftVisitors)
    .values({
      upliftTestId: visit.test.id,
      retailerId: visit.retailerId,
      shopperIdHash: visit.shopperIdHash,
      cohort: upliftCohortOf(visit.shopperIdHash, visit.test.controlCohortPercentage),
      firstSeenAt: visit.now,
    })
    .onConflictDoNothing();
}
