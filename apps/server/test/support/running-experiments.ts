import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import {
  experimentCohorts,
  experimentRetailers,
  experimentVisitors,
  experiments,
} from '../../src/db/schema';
import { assignCohort } from '../../src/modules/experiments';
import { shopperId } from './widget';

/**
 * Test helpers: experiments written straight to their tables, as switching one on leaves them,
 * and shoppers chosen to fall in the cohort a test needs.
 */

type CohortValues = Partial<Omit<typeof experimentCohorts.$inferInsert, 'experimentId'>>;

export interface TestExperiment {
  id: string;
  /** Its cohorts' ids and shares, in order: what assignment reads. */
  cohorts: { id: string; percentage: number }[];
}

/** A running experiment over the stores, with the cohorts (50 % each unless said), in order. */
export async function insertRunningExperiment(
  db: Database,
  retailerIds: string[],
  cohorts: CohortValues[],
  values: Partial<typeof experiments.$inferInsert> = {},
): Promise<TestExperiment> {
  const [experiment] = await db
    .insert(experiments)
    .values({ name: 'Experiment', active: true, startsAt: new Date(), ...values })
    .returning({ id: experiments.id });
  const id = experiment!.id;
  if (retailerIds.length > 0) {
    await db
      .insert(experimentRetailers)
      .values(retailerIds.map((retailerId) => ({ experimentId: id, retailerId })));
  }
  const rows =
    cohorts.length === 0
      ? []
      : await db
          .insert(experimentCohorts)
          .values(
            cohorts.map((cohort, position) => ({
              experimentId: id,
              position,
              name: `Cohort ${position + 1}`,
              cohortPercentage: 50,
              ...cohort,
            })),
          )
          .returning({ id: experimentCohorts.id, percentage: experimentCohorts.cohortPercentage });
  return { id, cohorts: rows };
}

/** A new shopper id that falls in the cohort (null: the control) of the experiment. */
export function shopperInCohort(experiment: TestExperiment, cohortId: string | null): string {
  for (;;) {
    const shopper = shopperId();
    const cohort = assignCohort(experiment.id, shopper, experiment.cohorts);
    if ((cohort?.id ?? null) === cohortId) return shopper;
  }
}

/** The experiment's visitor rows. */
export const visitorsOf = (db: Database, experimentId: string) =>
  db.select().from(experimentVisitors).where(eq(experimentVisitors.experimentId, experimentId));
