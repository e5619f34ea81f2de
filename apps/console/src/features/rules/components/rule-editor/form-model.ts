import {
  DEFAULT_RULE_OBJECTIVE,
  DEFAULT_WALKAWAY_PERCENTAGE,
  HYPER_PARAMETER_NAMES,
  MSG,
  NEGOTIATION_OBJECTIVE_LABELS,
  type TAlgorithmVersion,
  type TCartMatchBasis,
  type TDisplaySetting,
  type THyperParameterName,
  type TNegotiationObjective,
  type TRecurringDay,
  type TRule,
  type TRuleMatchType,
  type TRuleProduct,
  type TRuleProductCategory,
  type TTimeLimitMode,
} from '@parley/contract';
import { END_OF_DAY, fromUtcInstant } from './time-limit';

/**
 * The rule editor's form: the rule as the inputs hold it, new or loaded (the transitions between
 * its states are in transitions.ts).
 */

/** A number input's value: null when empty, text while it is not (yet) a number. */
export type NumberValue = number | string | null;

/** The Behavioural Tools choice: available all the time, or limited by behaviour. */
export type Availability = 'always' | 'limited';
/** Visibility Audience: everyone, or only the chosen user cohorts. */
export type CohortRestriction = 'all_users' | 'cohorts';

export interface RuleFormValues {
  name: string;
  match_type: TRuleMatchType | null;
  retailer_id: string | null;
  /** Text rather than the enum: a value outside the known objectives shows '- error -'. */
  objective: string;
  walkaway_percentage: NumberValue;
  target_discount_percentage: NumberValue;
  has_free_shipping_included: boolean | null;
  ask_quantity_first: boolean | null;
  products: TRuleProduct[];
  product_categories: TRuleProductCategory[];
  cart_match_basis: TCartMatchBasis | null;
  minimum_value: NumberValue;
  minimum_item_count: NumberValue;
  minimum_item_value: NumberValue;
  time_limit_mode: TTimeLimitMode;
  /** The spec's enableTimeLimit: on exactly while the date range is in use. */
  enable_time_limit: boolean;
  /** Date range, as 'YYYY-MM-DD' and 'HH:00' in the retailer's timezone. */
  begin_date: string | null;
  begin_time: string | null;
  end_date: string | null;
  end_time: string | null;
  day: TRecurringDay | null;
  local_starts_at_time: string | null;
  /** 'HH:00', END_OF_DAY, or null while not chosen. */
  local_ends_at_time: string | null;
  availability: Availability;
  display_setting: TDisplaySetting;
  delay_seconds: NumberValue;
  minimum_visit_number: NumberValue;
  cohort_restriction: CohortRestriction;
  cohort_ids: string[];
  signposting_enabled: boolean;
  /** Add-on item ids in the order chosen. */
  addons: string[];
  recovered_parleys: boolean;
  /** The A/B switch of admin contexts; Activation Ratio is required while it is on. */
  experiment_enabled: boolean;
  experiment_percentage: NumberValue;
  algorithm_version: TAlgorithmVersion | null;
  hyper_parameters: Record<THyperParameterName, NumberValue>;
}

export type FormPatch = Partial<RuleFormValues>;

/** The date range and the recurring range, cleared: a time limit mode keeps only its own. */
export const CLEARED_DATE_RANGE = {
  begin_date: null,
  begin_time: null,
  end_date: null,
  end_time: null,
} satisfies FormPatch;
export const CLEARED_RECURRING = {
  day: null,
  local_starts_at_time: null,
  local_ends_at_time: null,
} satisfies FormPatch;

/** Available all the time: no behavioural setting limits when the button shows. */
export const alwaysAvailable = () =>
  ({
    availability: 'always',
    display_setting: 'always',
    delay_seconds: null,
    minimum_visit_number: null,
    cohort_restriction: 'all_users',
    cohort_ids: [],
  }) satisfies FormPatch;

const emptyHyperParameters = () =>
  Object.fromEntries(HYPER_PARAMETER_NAMES.map((name) => [name, null])) as Record<
    THyperParameterName,
    NumberValue
  >;

export const isKnownObjective = (value: string): value is TNegotiationObjective =>
  value in NEGOTIATION_OBJECTIVE_LABELS;

/** The objective's label, or '- error -' for a value outside the known ones. */
export const objectiveLabel = (value: string) =>
  isKnownObjective(value) ? NEGOTIATION_OBJECTIVE_LABELS[value] : MSG.objectiveUnknown;

/** Whether the rule has any time limit data (such a rule keeps it without timed_rules). */
export const hasTimeData = (rule: TRule | null) =>
  rule !== null &&
  [rule.starts_at, rule.ends_at, rule.day, rule.local_starts_at_time, rule.local_ends_at_time].some(
    (value) => value !== null,
  );

/** A new rule: Balance Performance, a Discount Threshold of 16, no limits, for everyone. */
export function newRuleValues(retailerId: string | null): RuleFormValues {
  return {
    name: '',
    match_type: null,
    retailer_id: retailerId,
    objective: DEFAULT_RULE_OBJECTIVE,
    walkaway_percentage: DEFAULT_WALKAWAY_PERCENTAGE,
    target_discount_percentage: null,
    has_free_shipping_included: null,
    ask_quantity_first: null,
    products: [],
    product_categories: [],
    cart_match_basis: null,
    minimum_value: null,
    minimum_item_count: null,
    minimum_item_value: null,
    time_limit_mode: 'no-limit',
    enable_time_limit: false,
    ...CLEARED_DATE_RANGE,
    ...CLEARED_RECURRING,
    ...alwaysAvailable(),
    signposting_enabled: false,
    addons: [],
    recovered_parleys: false,
    experiment_enabled: false,
    experiment_percentage: null,
    algorithm_version: null,
    hyper_parameters: emptyHyperParameters(),
  };
}

function timeLimitOf(rule: TRule): TTimeLimitMode {
  if (rule.starts_at !== null || rule.ends_at !== null) return 'date-range';
  if (rule.day !== null || rule.local_starts_at_time !== null) return 'recurring';
  return 'no-limit';
}

/** An existing rule as the form holds it; dates are shown in `zone` (the retailer's). */
export function ruleToFormValues(rule: TRule, zone: string): RuleFormValues {
  const mode = timeLimitOf(rule);
  const begin = fromUtcInstant(rule.starts_at, zone);
  const end = fromUtcInstant(rule.ends_at, zone);
  const visits = rule.minimum_visit_number;
  const behavioural =
    rule.display_setting !== 'always' || visits !== null || rule.cohort_ids.length > 0;
  const settings = rule.algorithm_settings;
  return {
    ...newRuleValues(rule.retailer_id),
    name: rule.name,
    match_type: rule.match_type,
    objective: rule.objective,
    walkaway_percentage: rule.walkaway_percentage,
    target_discount_percentage: rule.target_discount_percentage,
    has_free_shipping_included: rule.has_free_shipping_included,
    ask_quantity_first: rule.ask_quantity_first,
    products: rule.products,
    product_categories: rule.product_categories,
    cart_match_basis: rule.cart_match_basis,
    minimum_value: rule.minimum_value,
    minimum_item_count: rule.minimum_item_count,
    minimum_item_value: rule.minimum_item_value,
    time_limit_mode: mode,
    enable_time_limit: mode === 'date-range',
    begin_date: begin.date,
    begin_time: begin.time,
    end_date: end.date,
    end_time: end.time,
    day: rule.day,
    local_starts_at_time: rule.local_starts_at_time,
    // A recurring start without an end runs to the end of the day (part 2 §4).
    local_ends_at_time:
      rule.local_ends_at_time ?? (rule.local_starts_at_time !== null ? END_OF_DAY : null),
    availability: behavioural ? 'limited' : 'always',
    display_setting: rule.display_setting,
    delay_seconds: rule.delay_seconds,
    minimum_visit_number: visits,
    cohort_restriction: rule.cohort_ids.length > 0 ? 'cohorts' : 'all_users',
    cohort_ids: rule.cohort_ids,
    signposting_enabled: rule.signposting_enabled,
    addons: [...rule.rule_addon_items]
      .sort((a, b) => a.priority - b.priority)
      .map((item) => item.addon_item_id),
    recovered_parleys: rule.recovered_parleys_active,
    experiment_enabled: rule.experiment_percentage !== null,
    experiment_percentage: rule.experiment_percentage,
    algorithm_version: settings?.algorithm_version ?? rule.algorithm_version,
    hyper_parameters: settings ? { ...settings.hyper_parameters } : emptyHyperParameters(),
  };
}
