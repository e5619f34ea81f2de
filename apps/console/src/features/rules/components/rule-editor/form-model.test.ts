import { MSG } from '@parley/contract';
import { defaultHyperParameters } from '@parley/engine';
import { describe, expect, it } from 'vitest';
import { aRule } from '../../../../../test/fixtures';
import {
  changeAlgorithmVersion,
  changeAvailability,
  changeCartMatchBasis,
  changeCohortRestriction,
  changeCohorts,
  changeDelaySeconds,
  changeDisplaySetting,
  changeExperiment,
  changeMatchType,
  changeMinimumVisits,
  changeTimeLimitMode,
} from './transitions';
import {
  hasTimeData,
  newRuleValues,
  objectiveLabel,
  ruleToFormValues,
  type FormPatch,
} from './form-model';
import { END_OF_DAY, fromUtcInstant, hourLabel, toUtcInstant } from './time-limit';

const noDateRange = { begin_date: null, begin_time: null, end_date: null, end_time: null };
const noRecurringRange = { day: null, local_starts_at_time: null, local_ends_at_time: null };

/** Each transition of the editor (part 2 §4): what a choice changes, and the fields it returns. */
const TRANSITIONS: { when: string; patch: FormPatch; is: FormPatch }[] = [
  {
    when: 'a date range turns the time limit on and clears the recurring range',
    patch: changeTimeLimitMode('date-range'),
    is: { time_limit_mode: 'date-range', enable_time_limit: true, ...noRecurringRange },
  },
  {
    when: 'recurring turns the time limit off and clears the date range',
    patch: changeTimeLimitMode('recurring'),
    is: { time_limit_mode: 'recurring', enable_time_limit: false, ...noDateRange },
  },
  {
    when: 'no limit turns it off and clears both ranges',
    patch: changeTimeLimitMode('no-limit'),
    is: {
      time_limit_mode: 'no-limit',
      enable_time_limit: false,
      ...noDateRange,
      ...noRecurringRange,
    },
  },
  {
    when: 'a minimum value clears the item count and value',
    patch: changeCartMatchBasis('minimum_value'),
    is: { cart_match_basis: 'minimum_value', minimum_item_count: null, minimum_item_value: null },
  },
  {
    when: 'an item count clears the minimum value',
    patch: changeCartMatchBasis('minimum_item_count'),
    is: { cart_match_basis: 'minimum_item_count', minimum_value: null },
  },
  {
    when: 'cart turns recovered parleys off',
    patch: changeMatchType('cart'),
    is: { match_type: 'cart', recovered_parleys: false },
  },
  {
    when: 'global clears the retailer',
    patch: changeMatchType('global'),
    is: { match_type: 'global', retailer_id: null },
  },
  {
    when: 'product changes nothing else',
    patch: changeMatchType('product'),
    is: { match_type: 'product' },
  },
  {
    when: "a version resets every hyper-parameter to the version's defaults",
    patch: changeAlgorithmVersion('b_tit_for_tat'),
    is: {
      algorithm_version: 'b_tit_for_tat',
      hyper_parameters: defaultHyperParameters('b_tit_for_tat'),
    },
  },
  {
    when: 'switching the A/B test off drops the Activation Ratio',
    patch: changeExperiment(false),
    is: { experiment_enabled: false, experiment_percentage: null },
  },
  {
    when: 'switching it on keeps it',
    patch: changeExperiment(true),
    is: { experiment_enabled: true },
  },
  {
    when: 'available all the time resets every behavioural setting',
    patch: changeAvailability('always'),
    is: {
      availability: 'always',
      display_setting: 'always',
      delay_seconds: null,
      minimum_visit_number: null,
      cohort_restriction: 'all_users',
      cohort_ids: [],
    },
  },
  {
    when: 'limited availability changes nothing else',
    patch: changeAvailability('limited'),
    is: { availability: 'limited' },
  },
  {
    when: 'a delay limits availability',
    patch: changeDisplaySetting('delay'),
    is: { display_setting: 'delay', availability: 'limited' },
  },
  {
    when: 'exit intent limits availability and drops the delay',
    patch: changeDisplaySetting('exit_intent'),
    is: { display_setting: 'exit_intent', availability: 'limited', delay_seconds: null },
  },
  {
    when: 'showing the button always drops the delay',
    patch: changeDisplaySetting('always'),
    is: { display_setting: 'always', delay_seconds: null },
  },
  {
    when: 'delay seconds limit availability',
    patch: changeDelaySeconds(10),
    is: { delay_seconds: 10, availability: 'limited' },
  },
  { when: 'no delay seconds do not', patch: changeDelaySeconds(null), is: { delay_seconds: null } },
  {
    when: 'more than one visit limits availability',
    patch: changeMinimumVisits(3),
    is: { minimum_visit_number: 3, availability: 'limited' },
  },
  {
    when: 'one visit (every visit) does not',
    patch: changeMinimumVisits(1),
    is: { minimum_visit_number: 1 },
  },
  {
    when: 'all users clears the cohorts',
    patch: changeCohortRestriction('all_users'),
    is: { cohort_restriction: 'all_users', cohort_ids: [] },
  },
  {
    when: 'restricting to cohorts limits availability',
    patch: changeCohortRestriction('cohorts'),
    is: { cohort_restriction: 'cohorts', availability: 'limited' },
  },
  {
    when: 'picking cohorts restricts to them',
    patch: changeCohorts(['c1']),
    is: { cohort_ids: ['c1'], cohort_restriction: 'cohorts', availability: 'limited' },
  },
  { when: 'picking none does not', patch: changeCohorts([]), is: { cohort_ids: [] } },
];

describe('transitions', () => {
  it.each(TRANSITIONS)('$when', ({ patch, is }) => {
    expect(patch).toEqual(is);
  });
});

describe('loading a rule', () => {
  it('starts a new rule with the spec defaults', () => {
    expect(newRuleValues('r1')).toMatchObject({
      retailer_id: 'r1',
      objective: 'balance_performance',
      walkaway_percentage: 16,
      time_limit_mode: 'no-limit',
      availability: 'always',
      display_setting: 'always',
      cohort_restriction: 'all_users',
    });
  });

  it('derives the date-range mode and shows the instants in the retailer timezone', () => {
    const rule = aRule({
      starts_at: '2025-06-01T08:00:00.000Z',
      ends_at: '2025-06-30T21:00:00.000Z',
    });
    expect(ruleToFormValues(rule, 'Europe/London')).toMatchObject({
      time_limit_mode: 'date-range',
      enable_time_limit: true,
      begin_date: '2025-06-01',
      begin_time: '09:00',
      end_date: '2025-06-30',
      end_time: '22:00',
    });
    expect(hasTimeData(rule)).toBe(true);
    expect(hasTimeData(aRule())).toBe(false);
  });

  it('shows a recurring start without an end as End of day', () => {
    const rule = aRule({ day: 'weekend', local_starts_at_time: '18:00' });
    expect(ruleToFormValues(rule, 'UTC')).toMatchObject({
      time_limit_mode: 'recurring',
      enable_time_limit: false,
      day: 'weekend',
      local_starts_at_time: '18:00',
      local_ends_at_time: END_OF_DAY,
    });
  });

  it('derives availability, audience and the add-ons in priority order', () => {
    const rule = aRule({
      cohort_ids: ['c1'],
      rule_addon_items: [
        { rule_addon_item_id: 'x2', addon_item_id: 'a2', name: 'B', priority: 2 },
        { rule_addon_item_id: 'x1', addon_item_id: 'a1', name: 'A', priority: 1 },
      ],
      experiment_percentage: 20,
    });
    expect(ruleToFormValues(rule, 'UTC')).toMatchObject({
      availability: 'limited',
      cohort_restriction: 'cohorts',
      addons: ['a1', 'a2'],
      experiment_enabled: true,
      experiment_percentage: 20,
    });
    expect(ruleToFormValues(aRule(), 'UTC')).toMatchObject({
      availability: 'always',
      cohort_restriction: 'all_users',
      experiment_enabled: false,
    });
  });

  it('reads the algorithm settings', () => {
    const hyper = defaultHyperParameters('c_exponential');
    const rule = aRule({
      algorithm_version: 'c_exponential',
      algorithm_settings: { algorithm_version: 'c_exponential', hyper_parameters: hyper },
    });
    expect(ruleToFormValues(rule, 'UTC')).toMatchObject({
      algorithm_version: 'c_exponential',
      hyper_parameters: hyper,
    });
  });
});

describe('labels and time', () => {
  it.each([
    [objectiveLabel, 'preserve_margin', 'Preserve Margin'],
    [objectiveLabel, 'none', 'Old Rule Configuration'],
    // An objective outside the known ones: '- error -'.
    [objectiveLabel, 'maximise_chaos', MSG.objectiveUnknown],
    // Hours from 12:00 AM to 11:00 PM.
    [hourLabel, '00:00', '12:00 AM'],
    [hourLabel, '13:00', '01:00 PM'],
    [hourLabel, '23:00', '11:00 PM'],
  ])('%o labels %s as %s', (label, value, shown) => {
    expect(label(value)).toBe(shown);
  });

  it('converts between the local date and hour and UTC', () => {
    expect(toUtcInstant('2025-01-15', '09:00', 'Europe/London')).toBe('2025-01-15T09:00:00.000Z');
    expect(toUtcInstant('2025-07-15', '09:00', 'Europe/London')).toBe('2025-07-15T08:00:00.000Z');
    expect(toUtcInstant('2025-07-15', null, 'UTC')).toBeNull();
    expect(toUtcInstant('2025-07-15', '09:00', 'Not/AZone')).toBe('2025-07-15T09:00:00.000Z');
    expect(fromUtcInstant('2025-07-15T08:00:00.000Z', 'Europe/London')).toEqual({
      date: '2025-07-15',
      time: '09:00',
    });
  });
});
