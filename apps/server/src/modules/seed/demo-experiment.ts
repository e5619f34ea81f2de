import type { Executor } from '../../db/client';
import { experimentCohorts, experimentRetailers, experiments } from '../../db/schema';

/** The demo's experiment: a draft an administrator can read, change and switch on. */
export const DEMO_EXPERIMENT = {
  name: 'Tit-for-tat against exponential',
  description: 'Half the demo store\u2019s shoppers negotiate with each strategy.',
  cohorts: [
    { name: 'Tit-for-tat', algorithmVersion: 'b_tit_for_tat' },
    { name: 'Exponential', algorithmVersion: 'c_exponential' },
  ],
} as const;

/**
 * A draft, not running: a running experiment would change how the demo store negotiates for
 * everyone trying it, and switching it on is the administrator's to do.
 */
export async function insertDemoExperiment(tx: Executor, retailerId: string) {
  const [experiment] = await tx
    .insert(experiments)
    .values({ name: DEMO_EXPERIMENT.name, description: DEMO_EXPERIMENT.description })
    .returning({ id: experiments.id });
  if (!experiment) throw new Error('the demo experiment was not created');
  await tx.insert(experimentRetailers).values({ experimentId: experiment.id, retailerId });
  await tx.insert(experimentCohorts).values(
    DEMO_EXPERIMENT.cohorts.map((cohort, position) => ({
      experimentId: experiment.id,
      position,
      name: cohort.name,
      cohortPercentage: 50,
      algorithmVersion: cohort.algorithmVersion,
    })),
  );
}
