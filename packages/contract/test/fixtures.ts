import type { TExperimentSaveRequest } from '../src/experiments';
import type { TRule } from '../src/rules';
import type { TRuleSaveInput } from '../src/rule-save';

/**
 * The contract's entities as tests build them, one fixture per entity for every package's tests
 * (`@parley/contract/testing`; production code may not import it). Each starts from a plain
 * whole-store rule and a test changes only what it is about.
 */

/** A rule as the API answers it: whole store, Balance Performance at 16, active, for everyone. */
export const ruleFixture = (overrides: Partial<TRule> = {}): TRule => ({
  rule_id: 'rule-1',
  retailer_id: 'r1',
  retailer: { retailer_id: 'r1', name: 'Shop' },
  name: 'Whole store',
  match_type: 'retailer',
  priority: 1,
  active: true,
  archived: false,
  cohort_ids: [],
  starts_at: null,
  ends_at: null,
  day: null,
  local_starts_at_time: null,
  local_ends_at_time: null,
  experiment_percentage: null,
  objective: 'balance_performance',
  target_discount_percentage: null,
  walkaway_percentage: 16,
  algorithm_version: null,
  algorithm_settings: null,
  cart_match_basis: null,
  minimum_value: null,
  minimum_item_count: null,
  minimum_item_value: null,
  signposting_enabled: false,
  has_free_shipping_included: false,
  ask_quantity_first: false,
  display_setting: 'always',
  delay_seconds: null,
  minimum_visit_number: null,
  recovered_parleys_active: false,
  rule_addon_items: [],
  products: [],
  product_categories: [],
  ...overrides,
});

/** A complete whole-store rule of a retailer's ruleset, as the editor sends it. */
export const storeRuleInput = (
  retailerId: string,
  overrides: Partial<TRuleSaveInput> = {},
): TRuleSaveInput => ({
  context: 'ruleset',
  retailer_id: retailerId,
  name: 'Summer sale',
  match_type: 'retailer',
  objective: 'balance_performance',
  walkaway_percentage: 16,
  has_free_shipping_included: false,
  ask_quantity_first_action: 'deactivate',
  ...overrides,
});

/**
 * An experiment as the editor saves it: two cohorts of 40 % (tit-for-tat and exponential, the
 * control the remaining 20 %) on the retailers.
 */
export const experimentSaveInput = (
  retailerIds: string[],
  overrides: Partial<TExperimentSaveRequest> = {},
): TExperimentSaveRequest => ({
  context: 'experiments',
  name: 'Tit-for-tat against exponential',
  description: 'Which strategy sells more?',
  objective: null,
  retailers: retailerIds.map((retailer_id) => ({ retailer_id })),
  cohorts: [
    { name: 'Tit-for-tat', cohort_percentage: 40, algorithm_version: 'b_tit_for_tat' },
    { name: 'Exponential', cohort_percentage: 40, algorithm_version: 'c_exponential' },
  ],
  ...overrides,
});
