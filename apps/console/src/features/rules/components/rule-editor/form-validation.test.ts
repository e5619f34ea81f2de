import { MSG } from '@parley/contract';
import { defaultHyperParameters } from '@parley/engine';
import { describe, expect, it } from 'vitest';
import { newRuleValues, type RuleFormValues } from './form-model';
import { describeErrors, formFieldOf, fromServerFieldErrors } from './fields';
import { validateRuleForm, type SaveOptions } from './form-validation';
import { END_OF_DAY } from './time-limit';

const RETAILER = '6f1c2f0e-8a57-4d1e-9d7c-2f4e9b1a0c11';
const RULESET: SaveOptions = { context: 'ruleset', timezone: 'Europe/London' };
const ALGORITHM: SaveOptions = { context: 'admin:algorithm', timezone: 'UTC' };

const storeRule = (overrides: Partial<RuleFormValues> = {}): RuleFormValues => ({
  ...newRuleValues(RETAILER),
  name: 'Summer sale',
  match_type: 'retailer',
  has_free_shipping_included: false,
  ask_quantity_first: true,
  ...overrides,
});

const errorsOf = (values: RuleFormValues, options = RULESET) => {
  const result = validateRuleForm(values, options);
  if (result.ok) throw new Error('expected errors');
  return result;
};

const payloadOf = (values: RuleFormValues, options = RULESET) => {
  const result = validateRuleForm(values, options);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.payload;
};

describe('the save payload', () => {
  it('is the normalised contract payload with the mode it was edited in', () => {
    expect(payloadOf(storeRule({ minimum_visit_number: 1 }))).toEqual({
      context: 'ruleset',
      retailer_id: RETAILER,
      name: 'Summer sale',
      match_type: 'retailer',
      objective: 'balance_performance',
      walkaway_percentage: 16,
      target_discount_percentage: null,
      has_free_shipping_included: false,
      addons: [],
      display_setting: 'always',
      delay_seconds: null,
      minimum_visit_number: null,
      recovered_parleys_action: 'deactivate',
      ask_quantity_first_action: 'activate',
      cohort_ids: [],
      day: null,
      local_starts_at_time: null,
      local_ends_at_time: null,
      starts_at: null,
      ends_at: null,
      products: [],
      product_categories: [],
      cart_match_basis: null,
      minimum_value: null,
      minimum_item_count: null,
      minimum_item_value: null,
      signposting_enabled: false,
      algorithm_version: null,
      hyper_parameters: null,
      experiment_percentage: null,
      time_limit_mode: 'no-limit',
    });
  });

  it('sends the date range in UTC and End of day as no end time', () => {
    const dated = storeRule({
      time_limit_mode: 'date-range',
      enable_time_limit: true,
      begin_date: '2025-07-01',
      begin_time: '09:00',
      end_date: '2025-07-31',
      end_time: '18:00',
    });
    expect(payloadOf(dated)).toMatchObject({
      starts_at: '2025-07-01T08:00:00.000Z',
      ends_at: '2025-07-31T17:00:00.000Z',
      time_limit_mode: 'date-range',
    });
    const recurring = storeRule({
      time_limit_mode: 'recurring',
      day: 'working',
      local_starts_at_time: '09:00',
      local_ends_at_time: END_OF_DAY,
    });
    expect(payloadOf(recurring)).toMatchObject({
      day: 'working',
      local_starts_at_time: '09:00',
      local_ends_at_time: null,
    });
  });
});

describe('required fields', () => {
  it('reports every basic field at once, even while the name is missing', () => {
    const result = errorsOf({ ...newRuleValues(RETAILER), walkaway_percentage: null });
    expect(result.tab).toBe('basic');
    expect(result.errors).toEqual({
      name: MSG.required,
      match_type: MSG.required,
      walkaway_percentage: MSG.required,
      has_free_shipping_included: MSG.required,
      ask_quantity_first: MSG.required,
    });
  });

  it('asks for products, categories and the cart basis by rule type', () => {
    expect(errorsOf(storeRule({ match_type: 'product' })).errors).toEqual({
      products: MSG.required,
    });
    expect(errorsOf(storeRule({ match_type: 'product_category' })).errors).toEqual({
      product_categories: MSG.required,
    });
    expect(errorsOf(storeRule({ match_type: 'cart' })).errors).toEqual({
      cart_match_basis: MSG.required,
    });
    expect(
      errorsOf(storeRule({ match_type: 'cart', cart_match_basis: 'minimum_item_count' })).errors,
    ).toEqual({ minimum_item_count: MSG.required, minimum_item_value: MSG.required });
  });

  it('asks for the legacy Target Discount and checks percentages', () => {
    const legacy = storeRule({ objective: 'none', walkaway_percentage: 120 });
    expect(errorsOf(legacy).errors).toEqual({
      target_discount_percentage: MSG.required,
      walkaway_percentage: MSG.notValid('Discount Threshold'),
    });
    expect(errorsOf(storeRule({ objective: 'unknown' })).errors).toEqual({
      objective: MSG.required,
    });
  });

  it('asks for each date and hour piece, and an end after the begin', () => {
    const range = { time_limit_mode: 'date-range', enable_time_limit: true } as const;
    expect(errorsOf(storeRule({ ...range, begin_date: '2025-07-01' })).errors).toEqual({
      begin_time: MSG.required,
      end_date: MSG.required,
      end_time: MSG.required,
    });
    const backwards = storeRule({
      ...range,
      begin_date: '2025-07-02',
      begin_time: '09:00',
      end_date: '2025-07-01',
      end_time: '09:00',
    });
    expect(errorsOf(backwards).errors).toEqual({ end_date: MSG.endBeforeBegin });
  });

  it('asks for the recurring day, begin time and end time', () => {
    expect(errorsOf(storeRule({ time_limit_mode: 'recurring' })).errors).toEqual({
      day: MSG.required,
      local_starts_at_time: MSG.required,
      local_ends_at_time: MSG.required,
    });
  });

  it('asks for the Activation Ratio while the A/B test is on, in admin contexts only', () => {
    const ab = storeRule({ experiment_enabled: true });
    expect(payloadOf(ab)).toMatchObject({ experiment_percentage: null });
    const algorithm: RuleFormValues = {
      ...ab,
      name: 'Everyone',
      algorithm_version: 'a_baseline',
      hyper_parameters: defaultHyperParameters('a_baseline'),
    };
    expect(errorsOf(algorithm, ALGORITHM).errors).toEqual({
      experiment_percentage: MSG.required,
    });
  });
});

describe('tabs in order', () => {
  it('reports the behavioural tab when the basic tab is valid', () => {
    const delayed = storeRule({ display_setting: 'delay', availability: 'limited' });
    expect(errorsOf(delayed)).toEqual({
      ok: false,
      tab: 'behavioural',
      errors: { delay_seconds: MSG.required },
    });
    expect(errorsOf(storeRule({ display_setting: 'delay', delay_seconds: 7 })).errors).toEqual({
      delay_seconds: MSG.stepOf(5),
    });
    expect(errorsOf(storeRule({ cohort_restriction: 'cohorts' })).errors).toEqual({
      cohort_ids: MSG.required,
    });
  });

  it('stops at the first invalid tab', () => {
    const both = storeRule({ name: '', display_setting: 'delay' });
    expect(errorsOf(both)).toEqual({ ok: false, tab: 'basic', errors: { name: MSG.required } });
  });
});

describe('algorithm rules', () => {
  const algorithmRule = (overrides: Partial<RuleFormValues> = {}) => ({
    ...newRuleValues(null),
    name: 'Everyone',
    ...overrides,
  });

  it('asks for the version and every hyper-parameter, with their bounds', () => {
    const errors = errorsOf(algorithmRule(), ALGORITHM).errors;
    expect(errors).toMatchObject({
      algorithm_version: MSG.required,
      'hyper_parameters.tolerance': MSG.required,
      'hyper_parameters.exp_max_bids': MSG.required,
    });
    const hyper = { ...defaultHyperParameters('a_baseline'), exp_max_bids: 30 };
    const bounded = algorithmRule({ algorithm_version: 'a_baseline', hyper_parameters: hyper });
    expect(errorsOf(bounded, ALGORITHM).errors).toEqual({
      'hyper_parameters.exp_max_bids': MSG.between(1, 20),
    });
    const bea = { ...defaultHyperParameters('a_baseline'), break_even_randomness: 0.3 };
    expect(
      errorsOf(algorithmRule({ algorithm_version: 'a_baseline', hyper_parameters: bea }), ALGORITHM)
        .errors,
    ).toEqual({ 'hyper_parameters.break_even_randomness': MSG.bea });
  });

  it('validates only the basic tab and applies to the chosen retailer or to every store', () => {
    const values = algorithmRule({
      algorithm_version: 'b_tit_for_tat',
      hyper_parameters: defaultHyperParameters('b_tit_for_tat'),
      display_setting: 'delay',
    });
    expect(payloadOf(values, ALGORITHM)).toMatchObject({
      match_type: 'global',
      retailer_id: null,
      algorithm_version: 'b_tit_for_tat',
      hyper_parameters: defaultHyperParameters('b_tit_for_tat'),
      walkaway_percentage: null,
    });
    expect(payloadOf({ ...values, retailer_id: RETAILER }, ALGORITHM)).toMatchObject({
      match_type: 'retailer',
      retailer_id: RETAILER,
    });
  });
});

describe('messages', () => {
  it("maps the server's paths to the form's fields", () => {
    expect(formFieldOf('starts_at')).toBe('begin_date');
    expect(formFieldOf('ask_quantity_first_action')).toBe('ask_quantity_first');
    expect(formFieldOf('products.0.retailer_product_id')).toBe('products');
    expect(formFieldOf('hyper_parameters.tolerance')).toBe('hyper_parameters.tolerance');
    expect(formFieldOf('nonsense')).toBeNull();
    expect(fromServerFieldErrors({ recovered_parleys_action: 'No', context: 'x' })).toEqual({
      recovered_parleys: 'No',
    });
  });

  it('names each field as the spec does', () => {
    expect(
      describeErrors({ name: MSG.required, walkaway_percentage: MSG.required }, 'none'),
    ).toEqual([`Rule Name: ${MSG.required}`, `Walkaway Threshold: ${MSG.required}`]);
    expect(describeErrors({ 'hyper_parameters.tolerance': MSG.required }, '')).toEqual([
      `tolerance: ${MSG.required}`,
    ]);
  });
});
