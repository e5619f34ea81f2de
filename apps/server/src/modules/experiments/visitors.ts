import type { Executor } from '../../db/client';
import { experimentVisitors } from '../../db/schema';

/**
 * Records that a running experiment saw this shopper (once per experiment), with their cohort
 * (null: the control): the widget calls it on every display check and v1 start, so that each
 * cohort's browsers are its visitors less those who chatted.
 */
export async function recordExperimentVisitor(
  db: Executor,
  visit: {
    experimentId: string;
    retailerId: string;
    shopperIdHash: string;
    cohortId: string | null;
    now: Date;
  },
) {
  await db
    .insert(experimentVisitors)
    .values({
      experimentId: visit.experimentId,
      retailerId: visit.retailerId,
      shopperIdHash: visit.shopperIdHash,
      cohortId: visit.cohortId,
      firstSeenAt: visit.now,
    })
    .onConflictDoNothing();
}
