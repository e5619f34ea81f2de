import { describe, expect, it } from 'vitest';
import { experimentSaveInput } from '../test/fixtures';
import {
  controlPercentageOf,
  ZExperimentSaveRequest,
  ZExperimentUpdateRequest,
  type TCohortSave,
} from './experiments';
import { MSG } from './messages';
import { ZStatsRequest } from './stats';

const RETAILER = '3f0c6a4e-2b1d-4c55-9d7e-0a1b2c3d4e5f';
const COHORT = '9b2e4f1a-7c3d-4e8f-a1b2-c3d4e5f6a7b8';

/** The save with one cohort changed as given (the second one kept). */
const withCohort = (cohort: Partial<TCohortSave>) => {
  const save = experimentSaveInput([RETAILER]);
  return { ...save, cohorts: [{ ...save.cohorts[0]!, ...cohort }, save.cohorts[1]!] };
};

/** The refused fields of a save, each with its message. */
function refused(body: unknown) {
  const result = ZExperimentSaveRequest.safeParse(body);
  expect(result.success).toBe(false);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('the experiment save', () => {
  it('reads the editor’s save with its defaults', () => {
    const parsed = ZExperimentSaveRequest.parse(experimentSaveInput([RETAILER]));
    expect(parsed.cohorts[1]).toEqual({
      name: 'Exponential',
      cohort_percentage: 40,
      parley_override_setting: 'no_change',
      override_theme_id: null,
      algorithm_version: 'c_exponential',
      target_discount_percentage: null,
      hyper_parameters: {},
      cohort_features: [],
    });
    expect(parsed.retailers).toEqual([{ retailer_id: RETAILER }]);
    expect(controlPercentageOf(parsed.cohorts)).toBe(20);
  });

  it('keeps percentages between 0 and 100, and the cohorts’ total within 100', () => {
    expect(refused(withCohort({ cohort_percentage: 101 }))).toEqual({
      'cohorts.0.cohort_percentage': MSG.notValid('cohort percentage'),
      cohorts: MSG.cohortTotalOver100,
    });
    expect(refused(withCohort({ cohort_percentage: -1 }))).toHaveProperty(
      'cohorts.0.cohort_percentage',
    );
    expect(refused(withCohort({ target_discount_percentage: 100.5 }))).toEqual({
      'cohorts.0.target_discount_percentage': MSG.notValid('target discount'),
    });
    expect(refused(withCohort({ cohort_percentage: 60.01 }))).toEqual({
      cohorts: MSG.cohortTotalOver100,
    });
    // Exactly 100: no control, still valid.
    expect(ZExperimentSaveRequest.safeParse(withCohort({ cohort_percentage: 60 })).success).toBe(
      true,
    );
    expect(controlPercentageOf([{ cohort_percentage: 60 }, { cohort_percentage: 40 }])).toBe(0);
  });

  it('bounds each hyper-parameter as the algorithm rules do, and refuses unknown ones', () => {
    expect(refused(withCohort({ hyper_parameters: { exp_max_bids: 21 } }))).toEqual({
      'cohorts.0.hyper_parameters.exp_max_bids': MSG.between(1, 20),
    });
    expect(refused(withCohort({ hyper_parameters: { decay_rate: 1.5 } }))).toEqual({
      'cohorts.0.hyper_parameters.decay_rate': MSG.between(0, 1),
    });
    const save = experimentSaveInput([RETAILER]);
    const unknown = {
      ...save,
      cohorts: [{ ...save.cohorts[0]!, hyper_parameters: { patience: 3 } }],
    };
    expect(Object.keys(refused(unknown))).toEqual(['cohorts.0.hyper_parameters']);
    expect(
      refused(
        withCohort({ hyper_parameters: { break_even_increase: 0.2, break_even_randomness: 0.15 } }),
      ),
    ).toEqual({ 'cohorts.0.hyper_parameters.break_even_randomness': MSG.bea });
    expect(
      refused(withCohort({ hyper_parameters: { kindness_low: 0.6, kindness_high: 0.4 } })),
    ).toEqual({ 'cohorts.0.hyper_parameters.kindness_high': MSG.coherent });
    // Only some of them: the rest are the algorithm's.
    expect(
      ZExperimentSaveRequest.safeParse(withCohort({ hyper_parameters: { exp_max_bids: 4 } }))
        .success,
    ).toBe(true);
  });

  it('refuses a feature chosen twice in a cohort, and a name or cohort missing', () => {
    const feature = {
      id: 'free_shipping',
      feature_override_setting: 'enable',
      hyper_parameters: {},
    } as const;
    expect(refused(withCohort({ cohort_features: [feature, { ...feature }] }))).toEqual({
      'cohorts.0.cohort_features.1.id': MSG.cohortFeatureTwice,
    });
    expect(refused({ ...experimentSaveInput([]), name: '  ', cohorts: [] })).toEqual({
      name: MSG.required,
      cohorts: MSG.required,
    });
  });
});

describe('PUT /experiments/{id}', () => {
  it('is the editor’s save when the body has a name, the list’s switch otherwise', () => {
    const save = experimentSaveInput([RETAILER]);
    expect(ZExperimentUpdateRequest.parse(save)).toMatchObject({ name: save.name });
    expect(ZExperimentUpdateRequest.parse({ context: 'experiments', active: true })).toEqual({
      context: 'experiments',
      active: true,
    });
    // A switch carries nothing else; a save with a name is checked as a save.
    expect(
      ZExperimentUpdateRequest.safeParse({ context: 'experiments', active: true, archived: true })
        .success,
    ).toBe(false);
    expect(ZExperimentUpdateRequest.safeParse({ ...save, cohorts: [] }).success).toBe(false);
    expect(ZExperimentUpdateRequest.safeParse({ context: 'experiments' }).success).toBe(false);
  });
});

describe('POST /stats action experiment_cohort', () => {
  it('needs the cohort’s id', () => {
    expect(ZStatsRequest.parse({ action: 'experiment_cohort', cohortId: COHORT })).toEqual({
      action: 'experiment_cohort',
      cohortId: COHORT,
    });
    expect(ZStatsRequest.safeParse({ action: 'experiment_cohort' }).success).toBe(false);
    expect(
      ZStatsRequest.safeParse({ action: 'experiment_cohort', cohortId: 'first' }).success,
    ).toBe(false);
  });
});
