import {
  HYPER_PARAMETER_NAMES,
  LEGACY_RULE_OBJECTIVE,
  MSG,
  ZRuleSaveRequest,
  isAdminContext,
  type TRuleContext,
  type TRuleSaveInput,
  type TRuleSaveRequest,
  type TTimeLimitMode,
} from '@parley/contract';
import type { z } from 'zod';
import {
  TAB_ORDER,
  formFieldOf,
  tabOf,
  type EditorTab,
  type FieldErrors,
  type FormField,
} from './fields';
import { isKnownObjective, type NumberValue, type RuleFormValues } from './form-model';
import { END_OF_DAY, toUtcInstant } from './time-limit';

/**
 * Saving (part 2 §4, §5): the form becomes the contract's save payload and is checked by the same
 * schema the server uses, plus the few checks on inputs the payload does not carry (the date and
 * hour pieces, the cohort choice, the A/B switch). Errors are reported per tab, first tab first.
 */

export const ALGORITHM_CONTEXT = 'admin:algorithm' satisfies TRuleContext;

export interface SaveOptions {
  context: TRuleContext;
  /** The retailer's timezone: the date range is entered in it. */
  timezone: string;
}

/** What the editor sends: the normalised payload, with the mode it was edited in. */
export type RuleSavePayload = TRuleSaveRequest & { time_limit_mode: TTimeLimitMode };

const toNumber = (value: NumberValue): number | null => {
  if (value === null || value === '') return null;
  // Text that is not a number becomes NaN, which the schema reports as not a number.
  return typeof value === 'number' ? value : Number(value);
};

const toAction = (value: boolean | null) => {
  if (value === null) return null;
  return value ? 'activate' : 'deactivate';
};

/** The settings of the tabs after the basic one, as algorithm rules (which lack them) send them. */
const ALGORITHM_RULE_TABS = {
  addons: [],
  display_setting: 'always',
  delay_seconds: null,
  minimum_visit_number: null,
  cohort_ids: [],
  signposting_enabled: false,
  recovered_parleys_action: 'deactivate',
} satisfies Partial<TRuleSaveInput>;

const otherTabsOf = (values: RuleFormValues) =>
  ({
    addons: values.addons,
    display_setting: values.display_setting,
    delay_seconds: values.display_setting === 'delay' ? toNumber(values.delay_seconds) : null,
    minimum_visit_number: toNumber(values.minimum_visit_number),
    cohort_ids: values.cohort_restriction === 'cohorts' ? values.cohort_ids : [],
    signposting_enabled: values.signposting_enabled,
    recovered_parleys_action: values.recovered_parleys ? 'activate' : 'deactivate',
  }) satisfies Partial<TRuleSaveInput>;

/** The form as the contract's save input (before the contract's own normalisation). */
export function toSaveInput(values: RuleFormValues, options: SaveOptions): TRuleSaveInput {
  const { context, timezone } = options;
  const algorithm = context === ALGORITHM_CONTEXT;
  const legacy = values.objective === LEGACY_RULE_OBJECTIVE;
  const recurring = values.time_limit_mode === 'recurring';
  const dateRange = values.time_limit_mode === 'date-range';
  const endTime = values.local_ends_at_time;
  return {
    context,
    retailer_id: values.retailer_id,
    name: values.name,
    // Algorithm rules hide the type: they apply to the chosen retailer, or to every store.
    match_type: algorithm ? (values.retailer_id ? 'retailer' : 'global') : values.match_type,
    objective: isKnownObjective(values.objective) ? values.objective : null,
    walkaway_percentage: algorithm ? null : toNumber(values.walkaway_percentage),
    target_discount_percentage:
      !algorithm && legacy ? toNumber(values.target_discount_percentage) : null,
    has_free_shipping_included: algorithm ? null : values.has_free_shipping_included,
    ask_quantity_first_action:
      algorithm || values.match_type === 'cart' ? null : toAction(values.ask_quantity_first),
    // Algorithm rules have only the basic tab: none of the other tabs' settings apply to them.
    ...(algorithm ? ALGORITHM_RULE_TABS : otherTabsOf(values)),
    time_limit_mode: values.time_limit_mode,
    day: recurring ? values.day : null,
    local_starts_at_time: recurring ? values.local_starts_at_time : null,
    local_ends_at_time: recurring && endTime !== END_OF_DAY ? endTime : null,
    starts_at: dateRange ? toUtcInstant(values.begin_date, values.begin_time, timezone) : null,
    ends_at: dateRange ? toUtcInstant(values.end_date, values.end_time, timezone) : null,
    products: values.products,
    product_categories: values.product_categories,
    cart_match_basis: values.match_type === 'cart' ? values.cart_match_basis : null,
    minimum_value: toNumber(values.minimum_value),
    minimum_item_count: toNumber(values.minimum_item_count),
    minimum_item_value: toNumber(values.minimum_item_value),
    algorithm_version: algorithm ? values.algorithm_version : null,
    hyper_parameters: algorithm
      ? (Object.fromEntries(
          HYPER_PARAMETER_NAMES.map((name) => [name, toNumber(values.hyper_parameters[name])]),
        ) as TRuleSaveInput['hyper_parameters'])
      : null,
    experiment_percentage:
      isAdminContext(context) && values.experiment_enabled
        ? toNumber(values.experiment_percentage)
        : null,
  };
}

/** Checks on inputs that the payload carries only in combination, or not at all. */
function formOnlyErrors(values: RuleFormValues, options: SaveOptions): FieldErrors {
  const errors: FieldErrors = {};
  const required = (field: FormField, missing: boolean) => {
    if (missing) errors[field] = MSG.required;
  };
  required(
    'objective',
    options.context !== ALGORITHM_CONTEXT && !isKnownObjective(values.objective),
  );
  if (values.enable_time_limit) {
    required('begin_date', !values.begin_date);
    required('begin_time', !values.begin_time);
    required('end_date', !values.end_date);
    required('end_time', !values.end_time);
  }
  required(
    'local_ends_at_time',
    values.time_limit_mode === 'recurring' && !values.local_ends_at_time,
  );
  required('cohort_ids', values.cohort_restriction === 'cohorts' && values.cohort_ids.length === 0);
  required(
    'experiment_percentage',
    isAdminContext(options.context) &&
      values.experiment_enabled &&
      toNumber(values.experiment_percentage) === null,
  );
  return errors;
}

function addIssues(errors: FieldErrors, issues: readonly z.core.$ZodIssue[]) {
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    // The date and hour pieces are checked one by one above; the instant's own 'required'
    // would land on the date even when only the hour is missing.
    if ((path === 'starts_at' || path === 'ends_at') && issue.message === MSG.required) continue;
    const field = formFieldOf(path);
    if (field && !errors[field]) errors[field] = issue.message;
  }
}

/**
 * Every problem at once. zod skips the cross-field checks while any field has a problem of its
 * own, so a second pass with those fields blanked out gathers the rest.
 */
function contractErrors(input: TRuleSaveInput, errors: FieldErrors) {
  const first = ZRuleSaveRequest.safeParse(input);
  if (first.success) return first.data;
  addIssues(errors, first.error.issues);
  const blanked = new Set(first.error.issues.map((issue) => String(issue.path[0])));
  const second = ZRuleSaveRequest.safeParse({
    ...input,
    ...Object.fromEntries([...blanked].map((key) => [key, key === 'name' ? '-' : null])),
  });
  if (!second.success) {
    addIssues(
      errors,
      second.error.issues.filter((issue) => !blanked.has(String(issue.path[0]))),
    );
  }
  return null;
}

/**
 * Every problem of every tab, by field (what the inputs show as the user types), and the payload
 * when the contract accepts it.
 */
export function checkRuleForm(values: RuleFormValues, options: SaveOptions) {
  const errors = formOnlyErrors(values, options);
  const payload = contractErrors(toSaveInput(values, options), errors);
  return { errors, payload };
}

export type Validation =
  { ok: true; payload: RuleSavePayload } | { ok: false; tab: EditorTab; errors: FieldErrors };

/**
 * Tabs are checked in order and the first with a problem is the one reported (part 2 §4);
 * algorithm rules have only the basic tab.
 */
export function validateRuleForm(values: RuleFormValues, options: SaveOptions): Validation {
  const { errors, payload } = checkRuleForm(values, options);
  const tabs = options.context === ALGORITHM_CONTEXT ? TAB_ORDER.slice(0, 1) : TAB_ORDER;
  for (const tab of tabs) {
    const inTab = Object.entries(errors).filter(([field]) => tabOf(field as FormField) === tab);
    if (inTab.length > 0) return { ok: false, tab, errors: Object.fromEntries(inTab) };
  }
  // Refused by the contract on a path the form has no input for: nothing can be sent.
  if (!payload) return { ok: false, tab: 'basic', errors };
  return { ok: true, payload: { ...payload, time_limit_mode: values.time_limit_mode } };
}
