import {
  MSG,
  ZExperimentSaveRequest,
  controlPercentageOf,
  endpoints,
  type TExperiment,
  type TExperimentCohort,
  type TExperimentCohortStats,
  type TTheme,
} from '@parley/contract';
import {
  json,
  memoryList,
  schemaRefusal,
  serveRetailerSearch,
  type FakeServer,
} from '../../../../test/fake-server';
import { adminUser, idSequence, RETAILER_ID, SEARCHED_RETAILERS } from '../../../../test/fixtures';
import { serverPerTest } from '../../../../test/server-per-test';

/** Test support: contract-shaped experiments, and the experiments calls answered from memory. */

/** A fresh fake server per test, an administrator signed in, the list and editor screens loaded. */
export const experimentScreensServer = () =>
  serverPerTest({
    account: adminUser,
    screens: [
      () => import('./experiment-list/ExperimentListRoute'),
      () => import('./experiment-editor/ExperimentEditorRoute'),
    ],
  });

const nextExperimentId = idSequence('74000000-0000-4000-8000');
const nextCohortId = idSequence('75000000-0000-4000-8000');

/** The stores the retailer search finds by name; two share a name, to be dropped as one. */
export const RETAILERS = [
  ...SEARCHED_RETAILERS,
  {
    retailer_id: '0b8f6b7e-1c2d-4e5f-8a9b-0c1d2e3f4a99',
    id: '0b8f6b7e-1c2d-4e5f-8a9b-0c1d2e3f4a99',
    name: 'Demo Store',
  },
];

/** A cohort of half the shoppers that overrides nothing. */
export function cohortFixture(overrides: Partial<TExperimentCohort> = {}): TExperimentCohort {
  return {
    cohort_id: nextCohortId(),
    name: 'Generous',
    cohort_percentage: 50,
    parley_override_setting: 'no_change',
    override_theme_id: null,
    algorithm_version: null,
    target_discount_percentage: null,
    hyper_parameters: {},
    cohort_features: [],
    ...overrides,
  };
}

/** A draft (neither running nor ended) of Demo Store with one cohort. */
export function experimentFixture(overrides: Partial<TExperiment> = {}): TExperiment {
  const cohorts = overrides.cohorts ?? [cohortFixture()];
  return {
    rule_id: nextExperimentId(),
    name: 'Generous openers',
    description: '',
    objective: null,
    active: false,
    archived: false,
    starts_at: null,
    ends_at: null,
    retailers: [{ retailer_id: RETAILER_ID, name: 'Demo Store' }],
    cohorts,
    control_percentage: controlPercentageOf(cohorts),
    results_updated_at: null,
    ...overrides,
  };
}

/** A cohort's results as computed once a day: 200 shoppers, a fifth of them buyers. */
export function cohortStatsFixture(
  cohort: Pick<TExperimentCohort, 'cohort_id' | 'name'>,
  overrides: Partial<TExperimentCohortStats> = {},
): TExperimentCohortStats {
  return {
    cohort_id: cohort.cohort_id,
    name: cohort.name,
    browsers: { sessions: 120, sales: 12, revenue: 1200, aov: 100 },
    chats: { sessions: 80, agreedDeals: 30, sales: 28, revenue: 2520.5 },
    shoppers: 200,
    buyers: 40,
    conversion: 20,
    significance: null,
    updated_at: '2025-07-01T03:00:00.000Z',
    ...overrides,
  };
}

/**
 * GET, POST, PUT and DELETE /experiments as the server answers them: the save checked with the
 * contract's schema (400 with its field messages), a switch on sets the start and off the end and
 * archives; POST /stats experiment_cohort answers `stats` by cohort id (404 for another), the
 * retailer search RETAILERS by name and the themes `themes`. `experiments` is changed in place.
 */
export function serveExperiments(
  server: FakeServer,
  experiments: TExperiment[] = [],
  { stats = [], themes = [] }: { stats?: TExperimentCohortStats[]; themes?: TTheme[] } = {},
) {
  const { experiments: calls } = endpoints;
  const list = memoryList(experiments, (experiment) => experiment.rule_id);
  const find = (id: string) => experiments.find((experiment) => experiment.rule_id === id);

  const save = (body: unknown, current: TExperiment | null) => {
    const parsed = ZExperimentSaveRequest.safeParse(body);
    if (!parsed.success) return schemaRefusal(parsed.error.issues);
    const { name, description, objective, retailers, cohorts } = parsed.data;
    const saved = experimentFixture({
      ...(current ?? {}),
      name,
      description,
      objective,
      retailers: retailers.map((retailer) => ({
        retailer_id: retailer.retailer_id,
        name: retailer.name ?? '',
      })),
      cohorts: cohorts.map((cohort) =>
        cohortFixture({
          ...cohort,
          cohort_id: cohort.cohort_id ?? nextCohortId(),
          cohort_features: cohort.cohort_features.map((feature) => ({
            ...feature,
            name: feature.name ?? feature.id,
          })),
        }),
      ),
      control_percentage: controlPercentageOf(cohorts),
    });
    if (current) experiments.splice(experiments.indexOf(current), 1, saved);
    else experiments.unshift(saved);
    return json(200, saved);
  };

  server.on(calls.findExperiments, (call) => {
    const archived = call.query.get('context') === 'experiments-archive';
    return json(200, {
      experiments: experiments.filter((experiment) => experiment.archived === archived),
    });
  });
  server.on(calls.findExperiment, (_call, { experimentId }) => list.findOne(experimentId));
  server.on(calls.createExperiment, (call) => save(call.body, null));
  server.on(calls.updateExperiment, (call, { experimentId }) => {
    const experiment = find(experimentId);
    if (!experiment) return json(404, { errorMessage: MSG.notFound });
    const body = call.body as { name?: string; active?: boolean };
    if (body.name !== undefined) return save(call.body, experiment);
    const now = '2025-07-01T09:00:00.000Z';
    experiment.active = body.active === true;
    if (body.active) experiment.starts_at = now;
    else Object.assign(experiment, { ends_at: now, archived: true });
    return json(200, experiment);
  });
  server.on(calls.deleteExperiment, (_call, { experimentId }) => list.deleteOne(experimentId));
  server.on(calls.deleteExperiments, (call) => list.deleteMany(call));
  server.on(endpoints.stats.runStats, (call) => {
    const { cohortId } = call.body as { cohortId?: string };
    const found = stats.find((entry) => entry.cohort_id === cohortId);
    return found ? json(200, found) : json(404, { errorMessage: MSG.notFound });
  });
  serveRetailerSearch(server, RETAILERS);
  server.on(endpoints.themes.findThemes, () => json(200, { themes }));
  return experiments;
}
