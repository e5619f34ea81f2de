import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { storeRuleInput } from '../test/fixtures';
import { MSG } from './messages';
import { HYPER_PARAMETER_NAMES, ZHyperParameters, type THyperParameters } from './algorithms';
import { ZRuleBatchDeleteRequest, ZRuleListQuery, ZRulePatchRequest, ruleWarnings } from './rules';
import { ZRuleSaveRequest, ZRuleUpdateRequest, type TRuleSaveInput } from './rule-save';

const RETAILER = '0b6a1f0e-8d6c-4b43-9f5e-2f4a3c1d9e77';
const OTHER = '5c3e2a10-7f4b-4e1a-8c2d-6b9f0a1e3d55';

/** A complete whole-store rule in the ruleset, as the editor sends it. */
const storeRule = (overrides: Partial<TRuleSaveInput> = {}) => storeRuleInput(RETAILER, overrides);

const hyper: THyperParameters = {
  break_even_increase: 0.3,
  break_even_randomness: 0.1,
  exp_increment_spontaneous_bids: 0.2,
  exp_increment_initial_bid: 0.2,
  walkaway_relaxation: 0.8,
  decay_rate: 0.5,
  decay_walkaway_multiplier: 2,
  exp_max_bids: 5,
  tolerance: 0.15,
  initial_discount_low: 0.375,
  initial_discount_high: 0.625,
  kindness_low: 0.05,
  kindness_high: 0.15,
};

const algorithmRule = (overrides: Partial<TRuleSaveInput> = {}): TRuleSaveInput => ({
  context: 'admin:algorithm',
  name: 'Baseline for everyone',
  algorithm_version: 'a_baseline',
  hyper_parameters: hyper,
  ...overrides,
});

/** The first message per field, keyed by dotted path, as the server's 400 reports them. */
const errorsOf = (schema: z.ZodType, value: unknown) => {
  const errors: Record<string, string> = {};
  for (const issue of schema.safeParse(value).error?.issues ?? []) {
    errors[issue.path.join('.')] ??= issue.message;
  }
  return errors;
};
const saveErrors = (value: unknown) => errorsOf(ZRuleSaveRequest, value);
const parse = (value: TRuleSaveInput) => ZRuleSaveRequest.parse(value);

describe('rule save: required fields by match type and context', () => {
  it('accepts a complete whole-store rule and fills the defaults', () => {
    const rule = parse(storeRule({ objective: undefined }));
    expect(rule).toMatchObject({
      objective: 'balance_performance',
      display_setting: 'always',
      recovered_parleys_action: 'deactivate',
      signposting_enabled: false,
      cohort_ids: [],
      addons: [],
      products: [],
      experiment_percentage: null,
      algorithm_version: null,
      hyper_parameters: null,
    });
  });

  it('requires the name, type, retailer, threshold, free shipping and ask-quantity-first', () => {
    expect(saveErrors({ context: 'ruleset', name: '  ' })).toMatchObject({ name: MSG.required });
    expect(saveErrors({ context: 'ruleset', name: 'x' })).toEqual({
      match_type: MSG.required,
      retailer_id: MSG.required,
      walkaway_percentage: MSG.required,
      has_free_shipping_included: MSG.required,
      ask_quantity_first_action: MSG.required,
    });
    expect(saveErrors({ name: 'x' })).toEqual({ context: MSG.required });
  });

  it('requires the target discount in the legacy editor only', () => {
    expect(saveErrors(storeRule({ objective: 'none' }))).toEqual({
      target_discount_percentage: MSG.required,
    });
    expect(saveErrors(storeRule({ objective: 'none', target_discount_percentage: 5 }))).toEqual({});
    expect(saveErrors(storeRule({ objective: 'nonsense' as 'none' }))).toEqual({
      objective: MSG.required,
    });
  });

  it('checks percentages and number types with the spec messages', () => {
    expect(saveErrors(storeRule({ walkaway_percentage: 101 }))).toEqual({
      walkaway_percentage: 'This is not a valid Discount Threshold',
    });
    expect(saveErrors(storeRule({ walkaway_percentage: -1 }))).toEqual({
      walkaway_percentage: 'This is not a valid Discount Threshold',
    });
    expect(saveErrors(storeRule({ walkaway_percentage: '16' as unknown as number }))).toEqual({
      walkaway_percentage: MSG.double,
    });
    expect(
      saveErrors(
        storeRule({ objective: 'none', target_discount_percentage: 'ten' as unknown as number }),
      ),
    ).toEqual({ target_discount_percentage: MSG.double });
    expect(saveErrors(storeRule({ walkaway_percentage: 0 }))).toEqual({});
    expect(saveErrors(storeRule({ walkaway_percentage: 100 }))).toEqual({});
  });

  it('requires products for product rules and categories for category rules, and clears them otherwise', () => {
    expect(saveErrors(storeRule({ match_type: 'product' }))).toEqual({ products: MSG.required });
    expect(saveErrors(storeRule({ match_type: 'product', products: [] }))).toEqual({
      products: MSG.required,
    });
    const product = { retailer_product_id: 'sku-1', name: 'Chair' };
    expect(parse(storeRule({ match_type: 'product', products: [product] })).products).toEqual([
      product,
    ]);
    expect(saveErrors(storeRule({ match_type: 'product_category' }))).toEqual({
      product_categories: MSG.required,
    });
    const category = { product_category_id: 'gid://shopify/Collection/1', name: 'Chairs' };
    const rule = parse(
      storeRule({
        match_type: 'product_category',
        product_categories: [category],
        products: [product],
      }),
    );
    expect(rule.product_categories).toEqual([category]);
    expect(rule.products).toEqual([]);
    expect(
      saveErrors(
        storeRule({ match_type: 'product', products: [{ ...product, retailer_product_id: '' }] }),
      ),
    ).toEqual({
      'products.0.retailer_product_id': MSG.required,
    });
  });

  it('does not offer Global in the ruleset or archive, and clears the retailer of admin global rules', () => {
    expect(saveErrors(storeRule({ match_type: 'global' }))).toEqual({
      match_type: MSG.globalNotInRuleset,
    });
    expect(saveErrors(storeRule({ context: 'archive', match_type: 'global' }))).toEqual({
      match_type: MSG.globalNotInRuleset,
    });
    const rule = parse(algorithmRule({ match_type: 'global', retailer_id: RETAILER }));
    expect(rule.retailer_id).toBeNull();
  });
});

describe('rule save: cart rules', () => {
  const cart = (overrides: Partial<TRuleSaveInput> = {}) =>
    storeRule({ match_type: 'cart', ask_quantity_first_action: undefined, ...overrides });

  it('requires the match basis and the fields of that basis', () => {
    expect(saveErrors(cart())).toEqual({ cart_match_basis: MSG.required });
    expect(saveErrors(cart({ cart_match_basis: 'minimum_value' }))).toEqual({
      minimum_value: MSG.required,
    });
    expect(saveErrors(cart({ cart_match_basis: 'minimum_item_count' }))).toEqual({
      minimum_item_count: MSG.required,
      minimum_item_value: MSG.required,
    });
    expect(
      saveErrors(
        cart({
          cart_match_basis: 'minimum_item_count',
          minimum_item_count: 1.5,
          minimum_item_value: 10,
        }),
      ),
    ).toEqual({
      minimum_item_count: MSG.integer,
    });
    expect(saveErrors(cart({ cart_match_basis: 'minimum_value', minimum_value: -1 }))).toEqual({
      minimum_value: MSG.minimum(0),
    });
  });

  it('clears the fields of the other basis and of non-cart rules', () => {
    const byValue = parse(
      cart({
        cart_match_basis: 'minimum_value',
        minimum_value: 50,
        minimum_item_count: 3,
        minimum_item_value: 10,
      }),
    );
    expect(byValue).toMatchObject({
      minimum_value: 50,
      minimum_item_count: null,
      minimum_item_value: null,
    });
    const byCount = parse(
      cart({
        cart_match_basis: 'minimum_item_count',
        minimum_value: 50,
        minimum_item_count: 3,
        minimum_item_value: 10,
      }),
    );
    expect(byCount).toMatchObject({
      minimum_value: null,
      minimum_item_count: 3,
      minimum_item_value: 10,
    });
    expect(
      parse(storeRule({ cart_match_basis: 'minimum_value', minimum_value: 50 })),
    ).toMatchObject({
      cart_match_basis: null,
      minimum_value: null,
    });
  });

  it('refuses recovered parleys and does not ask for quantity first', () => {
    const base = cart({ cart_match_basis: 'minimum_value', minimum_value: 50 });
    expect(saveErrors({ ...base, recovered_parleys_action: 'activate' })).toEqual({
      recovered_parleys_action: MSG.recoveredNotForCart,
    });
    expect(MSG.recoveredNotForCart).toBe('Recovered Parleys are not available for cart rules');
    expect(
      parse({
        ...base,
        recovered_parleys_action: 'deactivate',
        ask_quantity_first_action: 'activate',
      }),
    ).toMatchObject({
      recovered_parleys_action: 'deactivate',
      ask_quantity_first_action: null,
    });
    expect(
      parse(storeRule({ recovered_parleys_action: 'activate' })).recovered_parleys_action,
    ).toBe('activate');
  });
});

describe('rule save: behaviour', () => {
  it('requires delay seconds with the delay setting: numeric, at least 5, in steps of 5', () => {
    expect(saveErrors(storeRule({ display_setting: 'delay' }))).toEqual({
      delay_seconds: MSG.required,
    });
    expect(
      saveErrors(
        storeRule({ display_setting: 'delay', delay_seconds: 'soon' as unknown as number }),
      ),
    ).toEqual({
      delay_seconds: MSG.numeric,
    });
    expect(saveErrors(storeRule({ display_setting: 'delay', delay_seconds: 0 }))).toEqual({
      delay_seconds: 'This field must be 5 or more',
    });
    expect(saveErrors(storeRule({ display_setting: 'delay', delay_seconds: 12 }))).toEqual({
      delay_seconds: 'This field must be a multiple of 5',
    });
    expect(parse(storeRule({ display_setting: 'delay', delay_seconds: 15 })).delay_seconds).toBe(
      15,
    );
  });

  it('clears the delay for the other display settings', () => {
    expect(
      parse(storeRule({ display_setting: 'exit_intent', delay_seconds: 15 })).delay_seconds,
    ).toBeNull();
    expect(saveErrors(storeRule({ display_setting: 'sometimes' as 'always' }))).toEqual({
      display_setting: MSG.required,
    });
  });

  it('takes minimum visits of at least 1 and stores 1 as none', () => {
    expect(saveErrors(storeRule({ minimum_visit_number: 0 }))).toEqual({
      minimum_visit_number: 'This field must be 1 or more',
    });
    expect(saveErrors(storeRule({ minimum_visit_number: 2.5 }))).toEqual({
      minimum_visit_number: MSG.integer,
    });
    expect(parse(storeRule({ minimum_visit_number: 1 })).minimum_visit_number).toBeNull();
    expect(parse(storeRule({ minimum_visit_number: 3 })).minimum_visit_number).toBe(3);
  });

  it('takes cohort and add-on ids', () => {
    const rule = parse(storeRule({ cohort_ids: [OTHER], addons: [OTHER] }));
    expect(rule).toMatchObject({ cohort_ids: [OTHER], addons: [OTHER] });
    expect(saveErrors(storeRule({ cohort_ids: ['nope'] }))).toHaveProperty(['cohort_ids.0']);
  });
});

describe('rule save: time limits', () => {
  const begin = '2030-06-01T09:00:00Z';
  const end = '2030-06-30T18:00:00Z';

  it('requires both dates of a date range, in UTC ISO form, begin before end', () => {
    expect(saveErrors(storeRule({ time_limit_mode: 'date-range' }))).toEqual({
      starts_at: MSG.required,
      ends_at: MSG.required,
    });
    expect(saveErrors(storeRule({ starts_at: begin }))).toEqual({ ends_at: MSG.required });
    expect(saveErrors(storeRule({ starts_at: '01/06/2030', ends_at: end }))).toEqual({
      starts_at: MSG.isoDate,
    });
    expect(saveErrors(storeRule({ starts_at: '2030-06-01T09:00:00+01:00', ends_at: end }))).toEqual(
      {
        starts_at: MSG.isoDate,
      },
    );
    expect(saveErrors(storeRule({ starts_at: end, ends_at: begin }))).toEqual({
      ends_at: MSG.endBeforeBegin,
    });
    expect(saveErrors(storeRule({ starts_at: begin, ends_at: begin }))).toEqual({
      ends_at: MSG.endBeforeBegin,
    });
    expect(parse(storeRule({ starts_at: begin, ends_at: end }))).toMatchObject({
      starts_at: begin,
      ends_at: end,
      day: null,
    });
  });

  it('requires the day and begin time in recurring mode, hourly, with End of day as no end', () => {
    expect(saveErrors(storeRule({ time_limit_mode: 'recurring' }))).toEqual({
      day: MSG.required,
      local_starts_at_time: MSG.required,
    });
    expect(saveErrors(storeRule({ day: 'working' }))).toEqual({
      local_starts_at_time: MSG.required,
    });
    expect(
      saveErrors(storeRule({ day: 'someday' as 'mon', local_starts_at_time: '09:00' })),
    ).toEqual({
      day: MSG.required,
    });
    expect(saveErrors(storeRule({ day: 'mon', local_starts_at_time: '09:30' }))).toEqual({
      local_starts_at_time: MSG.hourlyTime,
    });
    expect(saveErrors(storeRule({ day: 'mon', local_starts_at_time: '24:00' }))).toEqual({
      local_starts_at_time: MSG.hourlyTime,
    });
    expect(
      saveErrors(
        storeRule({ day: 'mon', local_starts_at_time: '17:00', local_ends_at_time: '09:00' }),
      ),
    ).toEqual({
      local_ends_at_time: MSG.endBeforeBegin,
    });
    expect(
      parse(storeRule({ day: 'weekend', local_starts_at_time: '00:00', local_ends_at_time: null })),
    ).toMatchObject({
      day: 'weekend',
      local_starts_at_time: '00:00',
      local_ends_at_time: null,
      starts_at: null,
    });
    expect(
      parse(storeRule({ day: 'fri', local_starts_at_time: '09:00', local_ends_at_time: '23:00' }))
        .local_ends_at_time,
    ).toBe('23:00');
  });

  it('keeps only the fields of the chosen mode', () => {
    const both = {
      starts_at: begin,
      ends_at: end,
      day: 'mon' as const,
      local_starts_at_time: '09:00',
    };
    expect(saveErrors(storeRule(both))).toEqual({ day: MSG.timeLimitMixed });
    expect(parse(storeRule({ ...both, time_limit_mode: 'recurring' }))).toMatchObject({
      starts_at: null,
      ends_at: null,
      day: 'mon',
    });
    expect(parse(storeRule({ ...both, time_limit_mode: 'date-range' }))).toMatchObject({
      starts_at: begin,
      day: null,
      local_starts_at_time: null,
    });
    expect(parse(storeRule({ ...both, time_limit_mode: 'no-limit' }))).toMatchObject({
      starts_at: null,
      ends_at: null,
      day: null,
      local_starts_at_time: null,
    });
  });
});

describe('rule save: algorithm rules and experiments', () => {
  it('requires the version and hyper-parameters of an algorithm rule, and nothing of the retailer tabs', () => {
    expect(saveErrors(algorithmRule())).toEqual({});
    expect(parse(algorithmRule())).toMatchObject({
      match_type: 'global',
      retailer_id: null,
      hyper_parameters: hyper,
    });
    expect(
      saveErrors(algorithmRule({ algorithm_version: undefined, hyper_parameters: undefined })),
    ).toEqual({
      algorithm_version: MSG.required,
      hyper_parameters: MSG.required,
    });
    expect(saveErrors(algorithmRule({ algorithm_version: 'd_magic' as 'a_baseline' }))).toEqual({
      algorithm_version: MSG.required,
    });
  });

  it('needs a retailer for an admin rule that is not global', () => {
    expect(saveErrors(algorithmRule({ match_type: 'retailer' }))).toEqual({
      retailer_id: MSG.required,
    });
    expect(
      parse(algorithmRule({ match_type: 'retailer', retailer_id: RETAILER })).retailer_id,
    ).toBe(RETAILER);
  });

  it('refuses algorithm settings outside algorithm rules', () => {
    expect(
      saveErrors(storeRule({ algorithm_version: 'a_baseline', hyper_parameters: hyper })),
    ).toEqual({
      algorithm_version: MSG.algorithmOnly,
      hyper_parameters: MSG.algorithmOnly,
    });
  });

  it('takes an experiment percentage in admin contexts only, 0 to 100', () => {
    expect(saveErrors(storeRule({ experiment_percentage: 50 }))).toEqual({
      experiment_percentage: MSG.experimentAdminOnly,
    });
    expect(parse(algorithmRule({ experiment_percentage: 50 })).experiment_percentage).toBe(50);
    expect(saveErrors(algorithmRule({ experiment_percentage: 150 }))).toEqual({
      experiment_percentage: 'This is not a valid Activation Ratio',
    });
    expect(parse(storeRule({ experiment_percentage: null })).experiment_percentage).toBeNull();
  });
});

describe('hyper-parameters', () => {
  const errors = (overrides: Partial<Record<keyof THyperParameters, unknown>>) =>
    errorsOf(ZHyperParameters, { ...hyper, ...overrides });

  it('requires every parameter as a double', () => {
    for (const name of HYPER_PARAMETER_NAMES) {
      expect(errors({ [name]: undefined })).toEqual({ [name]: MSG.required });
      expect(errors({ [name]: 'half' })).toEqual({ [name]: MSG.double });
    }
  });

  it('enforces the bounds with the between message', () => {
    expect(errors({ break_even_increase: 1.1 })).toEqual({
      break_even_increase: 'This field must be between 0 and 1',
    });
    expect(errors({ walkaway_relaxation: -0.1 })).toEqual({
      walkaway_relaxation: 'This field must be between 0 and 1',
    });
    expect(errors({ decay_rate: 2 })).toEqual({ decay_rate: 'This field must be between 0 and 1' });
    expect(errors({ decay_walkaway_multiplier: 10.5 })).toEqual({
      decay_walkaway_multiplier: 'This field must be between 0 and 10',
    });
    expect(errors({ decay_walkaway_multiplier: 10 })).toEqual({});
    expect(errors({ exp_max_bids: 0.5 })).toEqual({
      exp_max_bids: 'This field must be between 1 and 20',
    });
    expect(errors({ exp_max_bids: 21 })).toEqual({
      exp_max_bids: 'This field must be between 1 and 20',
    });
    expect(errors({ tolerance: 1.5 })).toEqual({ tolerance: 'This field must be between 0 and 1' });
    expect(errors({ exp_increment_initial_bid: 1.01 })).toEqual({
      exp_increment_initial_bid: 'This field must be between 0 and 1',
    });
  });

  it('keeps break_even_randomness at most half of break_even_increase (bea)', () => {
    expect(errors({ break_even_randomness: 0.15 })).toEqual({});
    expect(errors({ break_even_randomness: 0.16 })).toEqual({ break_even_randomness: MSG.bea });
    expect(MSG.bea).toBe('break_even_randomness must be ≤ half the break_even_increase');
  });

  it('keeps every *_high at least its *_low (coherent)', () => {
    expect(errors({ initial_discount_high: 0.375 })).toEqual({});
    expect(errors({ initial_discount_high: 0.3 })).toEqual({ initial_discount_high: MSG.coherent });
    expect(errors({ kindness_low: 0.2 })).toEqual({ kindness_high: MSG.coherent });
    expect(MSG.coherent).toBe('a *_high field must be higher or equal to *_low');
  });

  it('reports bounds errors inside a rule save under hyper_parameters', () => {
    expect(saveErrors(algorithmRule({ hyper_parameters: { ...hyper, tolerance: 2 } }))).toEqual({
      'hyper_parameters.tolerance': 'This field must be between 0 and 1',
    });
  });
});

describe('rule warnings', () => {
  it('warns below a 5% Discount Threshold, about the legacy gap, and past 5 products', () => {
    const rule = parse(storeRule({ walkaway_percentage: 4 }));
    expect(ruleWarnings(rule)).toEqual({ walkaway_percentage: MSG.thresholdWarning });
    expect(MSG.thresholdWarning).toBe(
      'The Discount Threshold you set will not deliver a great negotiation experience with this Objective. For better results, try to increase the Discount Threshold or change your Objective.',
    );
    expect(ruleWarnings(parse(storeRule({ walkaway_percentage: 5 })))).toEqual({});
    const legacy = parse(
      storeRule({ objective: 'none', target_discount_percentage: 12, walkaway_percentage: 16 }),
    );
    expect(ruleWarnings(legacy)).toEqual({ target_discount_percentage: MSG.legacyGapAdvice });
    const products = Array.from({ length: 6 }, (_, i) => ({
      retailer_product_id: `p${i}`,
      name: `P${i}`,
    }));
    expect(ruleWarnings(parse(storeRule({ match_type: 'product', products })))).toEqual({
      products: MSG.productRuleTip,
    });
  });
});

describe('rule list, patch and delete calls', () => {
  it('needs a retailer for the ruleset and archive lists, not for algorithm rules', () => {
    expect(errorsOf(ZRuleListQuery, { context: 'ruleset' })).toEqual({
      retailer_id: MSG.required,
    });
    expect(errorsOf(ZRuleListQuery, { context: 'archive', retailer_id: RETAILER })).toEqual({});
    expect(errorsOf(ZRuleListQuery, { context: 'admin:algorithm' })).toEqual({});
    expect(errorsOf(ZRuleListQuery, { context: 'everything' })).toEqual({
      context: MSG.required,
    });
  });

  it('patches exactly one of archived, active or priority', () => {
    expect(ZRulePatchRequest.parse({ context: 'ruleset', archived: true })).toEqual({
      context: 'ruleset',
      archived: true,
    });
    expect(ZRulePatchRequest.parse({ context: 'ruleset', priority: 3 })).toEqual({
      context: 'ruleset',
      priority: 3,
    });
    expect(errorsOf(ZRulePatchRequest, { context: 'ruleset' })).toEqual({
      '': MSG.patchOneField,
    });
    expect(
      errorsOf(ZRulePatchRequest, { context: 'ruleset', active: true, archived: false }),
    ).toEqual({ '': MSG.patchOneField });
    expect(errorsOf(ZRulePatchRequest, { context: 'ruleset', priority: 1.5 })).toEqual({
      priority: MSG.integer,
    });
  });

  it('takes either a patch or a whole save on PUT', () => {
    expect(ZRuleUpdateRequest.parse({ context: 'ruleset', active: false })).toEqual({
      context: 'ruleset',
      active: false,
    });
    expect(ZRuleUpdateRequest.parse(storeRule())).toMatchObject({
      name: 'Summer sale',
      match_type: 'retailer',
    });
  });

  it("reports a PUT save's own field errors, and a patch's", () => {
    expect(errorsOf(ZRuleUpdateRequest, storeRule({ walkaway_percentage: 101 }))).toEqual({
      walkaway_percentage: 'This is not a valid Discount Threshold',
    });
    expect(errorsOf(ZRuleUpdateRequest, { context: 'ruleset', name: 'x' })).toMatchObject({
      match_type: MSG.required,
      walkaway_percentage: MSG.required,
    });
    expect(errorsOf(ZRuleUpdateRequest, { context: 'ruleset', priority: 0 })).toEqual({
      priority: MSG.minimum(1),
    });
  });

  it('batch-deletes by ids', () => {
    expect(ZRuleBatchDeleteRequest.parse({ ids: [RETAILER, OTHER], context: 'archive' })).toEqual({
      ids: [RETAILER, OTHER],
      context: 'archive',
    });
    expect(ZRuleBatchDeleteRequest.safeParse({ ids: [] }).success).toBe(false);
  });
});
