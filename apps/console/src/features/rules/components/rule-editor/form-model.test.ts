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
import { hasTimeData, newRuleValues, objectiveLabel, ruleToFormValues } from './form-model';
import { END_OF_DAY, fromUtcInstant, hourLabel, toUtcInstant } from './time-limit';

describe('time limit transitions', () => {
  it('turns the time limit on for a date range and clears the recurring range', () => {
    expect(changeTimeLimitMode('date-range')).toEqual({
      time_limit_mode: 'date-range',
      enable_time_limit: true,
      day: null,
      local_starts_at_time: null,
      local_ends_at_time: null,
    });
  });

  it('turns it off and clears the date range for the other modes', () => {
    const cleared = { begin_date: null, begin_time: null, end_date: null, end_time: null };
    expect(changeTimeLimitMode('recurring')).toEqual({
      time_limit_mode: 'recurring',
      enable_time_limit: false,
      ...cleared,
    });
    expect(changeTimeLimitMode('no-limit')).toEqual({
      time_limit_mode: 'no-limit',
      enable_time_limit: false,
      ...cleared,
      day: null,
      local_starts_at_time: null,
      local_ends_at_time: null,
    });
  });
});

describe('cart, match type and algorithm transitions', () => {
  it('clears the fields of the basis not in use', () => {
    expect(changeCartMatchBasis('minimum_value')).toEqual({
      cart_match_basis: 'minimum_value',
      minimum_item_count: null,
      minimum_item_value: null,
    });
    expect(changeCartMatchBasis('minimum_item_count')).toEqual({
      cart_match_basis: 'minimum_item_count',
      minimum_value: null,
    });
  });

  it('turns recovered parleys off for cart and clears the retailer for global', () => {
    expect(changeMatchType('cart')).toEqual({ match_type: 'cart', recovered_parleys: false });
    expect(changeMatchType('global')).toEqual({ match_type: 'global', retailer_id: null });
    expect(changeMatchType('product')).toEqual({ match_type: 'product' });
  });

  it("resets every hyper-parameter to the version's defaults", () => {
    expect(changeAlgorithmVersion('b_tit_for_tat')).toEqual({
      algorithm_version: 'b_tit_for_tat',
      hyper_parameters: defaultHyperParameters('b_tit_for_tat'),
    });
  });

  it('drops the Activation Ratio when the A/B test is switched off', () => {
    expect(changeExperiment(false)).toEqual({
      experiment_enabled: false,
      experiment_percentage: null,
    });
    expect(changeExperiment(true)).toEqual({ experiment_enabled: true });
  });
});

describe('behavioural transitions', () => {
  it('resets every behavioural setting when available all the time', () => {
    expect(changeAvailability('always')).toEqual({
      availability: 'always',
      display_setting: 'always',
      delay_seconds: null,
      minimum_visit_number: null,
      cohort_restriction: 'all_users',
      cohort_ids: [],
    });
    expect(changeAvailability('limited')).toEqual({ availability: 'limited' });
  });

  it('limits availability for any behavioural setting', () => {
    expect(changeDisplaySetting('delay')).toEqual({
      display_setting: 'delay',
      availability: 'limited',
    });
    expect(changeDisplaySetting('exit_intent')).toMatchObject({ availability: 'limited' });
    expect(changeDisplaySetting('always')).toEqual({
      display_setting: 'always',
      delay_seconds: null,
    });
    expect(changeDelaySeconds(10)).toEqual({ delay_seconds: 10, availability: 'limited' });
    expect(changeDelaySeconds(null)).toEqual({ delay_seconds: null });
    expect(changeMinimumVisits(3)).toEqual({ minimum_visit_number: 3, availability: 'limited' });
    expect(changeMinimumVisits(1)).toEqual({ minimum_visit_number: 1 });
  });

  it('clears the cohorts for all users and restricts to cohorts when some are picked', () => {
    expect(changeCohortRestriction('all_users')).toEqual({
      cohort_restriction: 'all_users',
      cohort_ids: [],
    });
    expect(changeCohortRestriction('cohorts')).toEqual({
      cohort_restriction: 'cohorts',
      availability: 'limited',
    });
    expect(changeCohorts(['c1'])).toEqual({
      cohort_ids: ['c1'],
      cohort_restriction: 'cohorts',
      availability: 'limited',
    });
    expect(changeCohorts([])).toEqual({ cohort_ids: [] });
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
  it("names an unknown objective '- error -'", () => {
    expect(objectiveLabel('preserve_margin')).toBe('Preserve Margin');
    expect(objectiveLabel('none')).toBe('Old Rule Configuration');
    expect(objectiveLabel('maximise_chaos')).toBe(MSG.objectiveUnknown);
  });

  it('labels hours from 12:00 AM to 11:00 PM', () => {
    expect(hourLabel('00:00')).toBe('12:00 AM');
    expect(hourLabel('13:00')).toBe('01:00 PM');
    expect(hourLabel('23:00')).toBe('11:00 PM');
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
