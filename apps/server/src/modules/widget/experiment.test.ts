import { describe, expect, it } from 'vitest';
import { ruleFixture } from '@parley/contract/testing';
import { defaultHyperParameters, type ConversationSetup } from '@parley/engine';
import type { StoreCohort, StoreExperiment } from '../experiments';
import {
  algorithmForCohort,
  overridesFor,
  ruleForCohort,
  setupForCohort,
  type ExperimentPlace,
} from './experiment';
import type { AlgorithmChoice } from './setup';

const cohortOf = (overrides: Partial<StoreCohort> = {}): StoreCohort => ({
  id: 'cohort-1',
  percentage: 50,
  parleyOverride: 'no_change',
  theme: null,
  algorithmVersion: null,
  hyperParameters: {},
  targetDiscountPercentage: null,
  features: {},
  ...overrides,
});

/** What the store's algorithm rules chose: the exponential one, tuned. */
const CHOSEN: AlgorithmChoice = {
  version: 'c_exponential',
  hyperParameters: { ...defaultHyperParameters('c_exponential'), exp_max_bids: 9 },
};

describe('algorithmForCohort', () => {
  it('leaves the store’s choice to a cohort without algorithm overrides, and to the control', () => {
    expect(algorithmForCohort(CHOSEN, cohortOf())).toEqual(CHOSEN);
    expect(algorithmForCohort(CHOSEN, null)).toBe(CHOSEN);
  });

  it('runs the cohort’s version with its defaults, under the cohort’s hyper-parameters', () => {
    expect(algorithmForCohort(CHOSEN, cohortOf({ algorithmVersion: 'b_tit_for_tat' }))).toEqual({
      version: 'b_tit_for_tat',
      hyperParameters: defaultHyperParameters('b_tit_for_tat'),
    });
    const tuned = cohortOf({
      algorithmVersion: 'b_tit_for_tat',
      hyperParameters: { tolerance: 0.3 },
    });
    expect(algorithmForCohort(CHOSEN, tuned)).toEqual({
      version: 'b_tit_for_tat',
      hyperParameters: { ...defaultHyperParameters('b_tit_for_tat'), tolerance: 0.3 },
    });
  });

  it('lays the hyper-parameters of a cohort without a version over the store’s choice', () => {
    const cohort = cohortOf({ hyperParameters: { exp_max_bids: 3, decay_rate: 0.4 } });
    expect(algorithmForCohort(CHOSEN, cohort)).toEqual({
      version: 'c_exponential',
      hyperParameters: { ...CHOSEN.hyperParameters, exp_max_bids: 3, decay_rate: 0.4 },
    });
  });

  it('leaves out hyper-parameters that break a rule with the rest, keeping the cohort’s version', () => {
    // 0.9 is within bounds, but above the defaults' initial_discount_high (0.625).
    const upsideDown = { initial_discount_low: 0.9 };
    expect(algorithmForCohort(CHOSEN, cohortOf({ hyperParameters: upsideDown }))).toEqual(CHOSEN);
    const versioned = cohortOf({ algorithmVersion: 'a_baseline', hyperParameters: upsideDown });
    expect(algorithmForCohort(CHOSEN, versioned)).toEqual({
      version: 'a_baseline',
      hyperParameters: defaultHyperParameters('a_baseline'),
    });
  });
});

describe('ruleForCohort', () => {
  const rule = ruleFixture({
    ask_quantity_first: true,
    has_free_shipping_included: false,
    recovered_parleys_active: true,
    signposting_enabled: false,
    rule_addon_items: [
      { rule_addon_item_id: 'x', addon_item_id: 'tote', name: 'Tote', priority: 1 },
    ],
  });

  it('switches each feature the cohort names, and leaves the others as the rule has them', () => {
    expect(ruleForCohort(rule, cohortOf())).toEqual(rule);
    expect(ruleForCohort(rule, null)).toBe(rule);
    const switched = ruleForCohort(
      rule,
      cohortOf({
        features: {
          ask_quantity_first: false,
          free_shipping: true,
          gift_with_purchase: false,
          signposting: true,
        },
      }),
    );
    expect(switched).toEqual({
      ...rule,
      ask_quantity_first: false,
      has_free_shipping_included: true,
      rule_addon_items: [],
      recovered_parleys_active: true,
      signposting_enabled: true,
    });
  });

  it('offers the rule’s own gifts when the cohort switches gifts on', () => {
    const on = cohortOf({ features: { gift_with_purchase: true, recovered_parleys: false } });
    expect(ruleForCohort(rule, on)).toEqual({ ...rule, recovered_parleys_active: false });
    const bare = ruleFixture();
    expect(ruleForCohort(bare, on).rule_addon_items).toEqual([]);
  });
});

describe('setupForCohort', () => {
  const setup = { targetDiscountPercentage: 10, walkawayPercentage: 16 } as ConversationSetup;

  it('replaces the target discount with the cohort’s, when it has one', () => {
    expect(setupForCohort(setup, cohortOf({ targetDiscountPercentage: 4 }))).toEqual({
      ...setup,
      targetDiscountPercentage: 4,
    });
    expect(setupForCohort(setup, cohortOf({ targetDiscountPercentage: 0 }))).toMatchObject({
      targetDiscountPercentage: 0,
    });
    expect(setupForCohort(setup, cohortOf())).toBe(setup);
    expect(setupForCohort(setup, null)).toBe(setup);
  });
});

describe('overridesFor', () => {
  const place = (objective: StoreExperiment['objective'], cohort: StoreCohort | null) =>
    ({ experiment: { id: 'e', objective, cohorts: [] }, cohort }) satisfies ExperimentPlace;
  const cohort = cohortOf();
  const margin = ruleFixture({ objective: 'preserve_margin' });
  const balance = ruleFixture({ objective: 'balance_performance' });

  it('applies a cohort to any rule’s negotiation, or only to its objective’s', () => {
    expect(overridesFor(place(null, cohort), margin)).toBe(cohort);
    expect(overridesFor(place('preserve_margin', cohort), margin)).toBe(cohort);
    expect(overridesFor(place('preserve_margin', cohort), balance)).toBeNull();
  });

  it('applies nothing to the control, or outside an experiment', () => {
    expect(overridesFor(place(null, null), margin)).toBeNull();
    expect(overridesFor(null, margin)).toBeNull();
  });
});
