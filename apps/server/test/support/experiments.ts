import { expect } from 'vitest';
import type { TExperiment, TExperimentContext, TExperimentCohortStats } from '@parley/contract';
import type { Database } from '../../src/db/client';
import { experimentVisitors } from '../../src/db/schema';
import type { TestApp } from '../test-app';
import { call, contextLister, creator, type Headers, type Method } from './api';
import { post } from './stats';

/** Test helpers: experiments through the API, and the rows their results are counted from. */

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

/** A shopper the running experiment's widget saw, in the cohort (null: the control). */
export async function insertVisitor(
  db: Database,
  visit: {
    experimentId: string;
    retailerId: string;
    shopperIdHash: string;
    cohortId: string | null;
  },
  at: Date,
) {
  await db.insert(experimentVisitors).values({ ...visit, firstSeenAt: at });
}

/** POST /stats action experiment_cohort: the cohort's results as stored. */
export const cohortStats = (t: TestApp, headers: Headers, cohortId: string, status = 200) =>
  post<TExperimentCohortStats>(t, headers, { action: 'experiment_cohort', cohortId }, status);
