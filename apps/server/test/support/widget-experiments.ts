import { expect } from 'vitest';
import type { TestApp } from '../test-app';
import { insertRunningExperiment, visitorsOf } from './experiments';
import { insertRule } from './rules';
import { storeWithRule, testStore } from './widget';

type CohortValues = Parameters<typeof insertRunningExperiment>[2][number];

/** A store of the widget's calls, with an active rule, in a running experiment of the cohorts. */
export async function storeInExperiment(t: TestApp, cohorts: CohortValues[]) {
  const store = await storeWithRule(t);
  return { store, experiment: await insertRunningExperiment(t.db, [store.id], cohorts) };
}

/**
 * A running experiment of objective preserve_margin over two stores: `balanced`, whose rule has
 * another objective, and `margin`, whose rule has the experiment's. Its one cohort takes every
 * shopper and switches negotiation off, with `cohort` on top.
 */
export async function marginExperiment(t: TestApp, cohort: CohortValues) {
  const balanced = await storeWithRule(t);
  const margin = await testStore(t);
  await insertRule(t.db, margin.id, { active: true, objective: 'preserve_margin' });
  const experiment = await insertRunningExperiment(
    t.db,
    [balanced.id, margin.id],
    [{ cohortPercentage: 100, parleyOverrideSetting: 'disable', ...cohort }],
    { objective: 'preserve_margin' },
  );
  const cohortId = experiment.cohorts[0]!.id;
  return {
    balanced,
    margin,
    experiment,
    cohortId,
    /** The experiment counted a shopper of each store in its cohort, whatever the objective. */
    async expectVisitorsOfBoth() {
      const visitors = await visitorsOf(t.db, experiment.id);
      expect(visitors.map((visitor) => [visitor.retailerId, visitor.cohortId])).toEqual(
        expect.arrayContaining([
          [balanced.id, cohortId],
          [margin.id, cohortId],
        ]),
      );
    },
  };
}
