import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TExperiment, TExperimentContext, TExperimentCohortStats } from '@parley/contract';
import type { Database } from '../../src/db/client';
import {
  experimentCohorts,
  experimentRetailers,
  experimentVisitors,
  experiments,
} from '../../src/db/schema';
import { assignCohort } from '../../src/modules/experiments';
import type { TestApp } from '../test-app';
import { call, contextLister, creator, type Headers, type Method } from './api';
import { post } from './stats';
import { shopperId } from './widget';

/** Test helpers: experiments through the API, and straight in their tables. */

export const createExperiment = creator<TExperiment>('experiment');

export const listExperiments = contextLister<TExperiment, TExperimentContext>('experiment');

/** The list's switch (PUT with `{context, active}`), as sent. */
export const switchExperiment = (t: TestApp, headers: Headers, id: string, active: boolean) =>
  call(t, headers, 'PUT', `/experiments/${id}`, { context: 'experiments', active });

/** Switches it, and answers the experiment; fails the test when refused. */
export async function switched(t: TestApp, headers: Headers, id: string, active: boolean) {
  const res = await switchExperiment(t, headers, id, active);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TExperiment>();
}

/** Every call of the experiments' endpoints on the experiment, with a body where one is needed. */
export const experimentRequests = (
  id: string,
  save: object,
): (readonly [Method, string, object?])[] => [
  ['GET', '/experiments?context=experiments'],
  ['GET', '/experiments?context=experiments-archive'],
  ['POST', '/experiments', save],
  ['DELETE', '/experiments', { ids: [id] }],
  ['GET', `/experiments/${id}`],
  ['PUT', `/experiments/${id}`, save],
  ['PUT', `/experiments/${id}`, { context: 'experiments', active: true }],
  ['DELETE', `/experiments/${id}`],
];

/** POST /stats action experiment_cohort: the cohort's results as stored. */
export const cohortStats = (t: TestApp, headers: Headers, cohortId: string, status = 200) =>
  post<TExperimentCohortStats>(t, headers, { action: 'experiment_cohort', cohortId }, status);

/*
 * Experiments written straight to their tables, as switching one on leaves them (for the widget's
 * tests, which need no API round trip), and shoppers chosen to fall in the cohort a test needs.
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
