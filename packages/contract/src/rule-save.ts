/**
 * The rule save payload (part 2 §7), with the editor's checks of part 2 §4–§5 that need neither
 * the database nor the plan; what is left to the server is listed at the top of rules.ts.
 * The output is normalised the way the editor's transitions leave the form (part 2 §4), so the
 * server stores it as it comes.
 */
import { z } from 'zod';
import { MSG } from './messages';
import { ZId, zNumberInput, zPercentage, zRequiredText, zSaveOrChange } from './common';
import {
  ALGORITHM_VERSIONS,
  CART_MATCH_BASES,
  COUNT_MAX,
  DEFAULT_RULE_OBJECTIVE,
  DELAY_SECONDS_MIN,
  DELAY_SECONDS_STEP,
  DISPLAY_SETTINGS,
  LEGACY_RULE_OBJECTIVE,
  MINIMUM_VISITS_MIN,
  MONEY_MAX,
  RECURRING_DAYS,
  RULE_ACTIONS,
  RULE_MATCH_TYPES,
  RULE_OBJECTIVES,
  TIME_LIMIT_MODES,
  isAdminContext,
  type TTimeLimitMode,
} from './constants';
import { ZHyperParameters } from './algorithms';
import {
  ZHourlyTime,
  ZRuleContext,
  ZRulePatchRequest,
  ZRuleProduct,
  ZRuleProductCategory,
  ZUtcDateTime,
} from './rules';

const optional = <T extends z.ZodType>(schema: T) => schema.nullable().optional();
const present = <T>(value: T | null | undefined): value is T =>
  value !== null && value !== undefined;

/** A basket amount the rule asks for, stored as a price. */
const zAmount = () =>
  zNumberInput()
    .min(0, { message: MSG.minimum(0) })
    .max(MONEY_MAX, { message: MSG.maximum(MONEY_MAX) });

const ZRuleSaveFields = z.object({
  context: ZRuleContext,
  retailer_id: optional(ZId),
  name: zRequiredText(),
  match_type: optional(z.enum(RULE_MATCH_TYPES, { message: MSG.required })),
  objective: optional(z.enum(RULE_OBJECTIVES, { message: MSG.required })),
  walkaway_percentage: optional(zPercentage('Discount Threshold')),
  target_discount_percentage: optional(zPercentage('Target Discount')),
  has_free_shipping_included: optional(z.boolean({ message: MSG.required })),
  addons: optional(z.array(ZId)),
  display_setting: optional(z.enum(DISPLAY_SETTINGS, { message: MSG.required })),
  delay_seconds: optional(
    zNumberInput(MSG.numeric)
      .min(DELAY_SECONDS_MIN, { message: MSG.minimum(DELAY_SECONDS_MIN) })
      .max(COUNT_MAX, { message: MSG.maximum(COUNT_MAX) })
      .multipleOf(DELAY_SECONDS_STEP, { message: MSG.stepOf(DELAY_SECONDS_STEP) }),
  ),
  minimum_visit_number: optional(
    zNumberInput(MSG.integer)
      .int({ message: MSG.integer })
      .min(MINIMUM_VISITS_MIN, { message: MSG.minimum(MINIMUM_VISITS_MIN) })
      .max(COUNT_MAX, { message: MSG.maximum(COUNT_MAX) }),
  ),
  recovered_parleys_action: optional(z.enum(RULE_ACTIONS, { message: MSG.required })),
  ask_quantity_first_action: optional(z.enum(RULE_ACTIONS, { message: MSG.required })),
  cohort_ids: optional(z.array(ZId)),
  /** The editor's time-limit mode; without it the mode is read from the fields that are set. */
  time_limit_mode: optional(z.enum(TIME_LIMIT_MODES, { message: MSG.required })),
  day: optional(z.enum(RECURRING_DAYS, { message: MSG.required })),
  local_starts_at_time: optional(ZHourlyTime),
  /** Null or absent is End of day. */
  local_ends_at_time: optional(ZHourlyTime),
  starts_at: optional(ZUtcDateTime),
  ends_at: optional(ZUtcDateTime),
  products: optional(z.array(ZRuleProduct)),
  product_categories: optional(z.array(ZRuleProductCategory)),
  /** Not in the spec's payload list, but Match Basis is a required choice of cart rules. */
  cart_match_basis: optional(z.enum(CART_MATCH_BASES, { message: MSG.required })),
  minimum_value: optional(zAmount()),
  minimum_item_count: optional(
    zNumberInput(MSG.integer)
      .int({ message: MSG.integer })
      .min(1, { message: MSG.minimum(1) })
      .max(COUNT_MAX, { message: MSG.maximum(COUNT_MAX) }),
  ),
  minimum_item_value: optional(zAmount()),
  signposting_enabled: optional(z.boolean()),
  algorithm_version: optional(z.enum(ALGORITHM_VERSIONS, { message: MSG.required })),
  hyper_parameters: optional(ZHyperParameters),
  experiment_percentage: optional(zPercentage('Activation Ratio')),
});
type TRuleSaveFields = z.infer<typeof ZRuleSaveFields>;

const isAlgorithmContext = (context: string) => context === 'admin:algorithm';

/** Algorithm rules hide the match type: they apply to every store unless a retailer is given. */
const matchTypeOf = (rule: TRuleSaveFields) =>
  rule.match_type ?? (isAlgorithmContext(rule.context) ? 'global' : undefined);

const timeLimitModeOf = (rule: TRuleSaveFields): TTimeLimitMode => {
  if (rule.time_limit_mode) return rule.time_limit_mode;
  if (present(rule.starts_at) || present(rule.ends_at)) return 'date-range';
  if (present(rule.day) || present(rule.local_starts_at_time) || present(rule.local_ends_at_time)) {
    return 'recurring';
  }
  return 'no-limit';
};

const checkRule = (rule: TRuleSaveFields, ctx: z.RefinementCtx) => {
  const fail = (path: keyof TRuleSaveFields, message: string = MSG.required) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  const requireField = (path: keyof TRuleSaveFields) => {
    if (!present(rule[path])) fail(path);
  };
  const admin = isAdminContext(rule.context);
  const algorithm = isAlgorithmContext(rule.context);
  const matchType = matchTypeOf(rule);
  const objective = rule.objective ?? DEFAULT_RULE_OBJECTIVE;

  if (!matchType) fail('match_type');
  if (matchType === 'global' && !admin) fail('match_type', MSG.globalNotInRuleset);
  if (matchType !== 'global' || !admin) requireField('retailer_id');

  if (!algorithm) {
    requireField('walkaway_percentage');
    if (objective === LEGACY_RULE_OBJECTIVE) requireField('target_discount_percentage');
    requireField('has_free_shipping_included');
    if (matchType !== 'cart') requireField('ask_quantity_first_action');
  }

  if (matchType === 'product' && !rule.products?.length) fail('products');
  if (matchType === 'product_category' && !rule.product_categories?.length) {
    fail('product_categories');
  }
  if (matchType === 'cart') {
    requireField('cart_match_basis');
    if (rule.cart_match_basis === 'minimum_value') requireField('minimum_value');
    if (rule.cart_match_basis === 'minimum_item_count') {
      requireField('minimum_item_count');
      requireField('minimum_item_value');
    }
    if (rule.recovered_parleys_action === 'activate') {
      fail('recovered_parleys_action', MSG.recoveredNotForCart);
    }
  }

  if (rule.display_setting === 'delay') requireField('delay_seconds');

  const dateFields = present(rule.starts_at) || present(rule.ends_at);
  const recurringFields = present(rule.day) || present(rule.local_starts_at_time);
  if (!rule.time_limit_mode && dateFields && recurringFields) fail('day', MSG.timeLimitMixed);
  const mode = timeLimitModeOf(rule);
  if (mode === 'date-range') {
    requireField('starts_at');
    requireField('ends_at');
    if (rule.starts_at && rule.ends_at && Date.parse(rule.ends_at) <= Date.parse(rule.starts_at)) {
      fail('ends_at', MSG.endBeforeBegin);
    }
  }
  if (mode === 'recurring') {
    requireField('day');
    requireField('local_starts_at_time');
    const { local_starts_at_time: begin, local_ends_at_time: end } = rule;
    // 'HH:00' strings order as the hours do.
    if (begin && end && end <= begin) fail('local_ends_at_time', MSG.endBeforeBegin);
  }

  if (algorithm) {
    requireField('algorithm_version');
    requireField('hyper_parameters');
  } else {
    if (present(rule.algorithm_version)) fail('algorithm_version', MSG.algorithmOnly);
    if (present(rule.hyper_parameters)) fail('hyper_parameters', MSG.algorithmOnly);
  }
  if (present(rule.experiment_percentage) && !admin) {
    fail('experiment_percentage', MSG.experimentAdminOnly);
  }
};

/** Leaves the payload as the editor's transitions would (part 2 §4): unused fields cleared. */
const normaliseRule = (rule: TRuleSaveFields) => {
  const matchType = matchTypeOf(rule) ?? 'retailer';
  const mode = timeLimitModeOf(rule);
  const cart = matchType === 'cart';
  const basis = cart ? (rule.cart_match_basis ?? null) : null;
  const delay = rule.display_setting === 'delay';
  const algorithm = isAlgorithmContext(rule.context);
  return {
    context: rule.context,
    retailer_id: matchType === 'global' ? null : (rule.retailer_id ?? null),
    name: rule.name,
    match_type: matchType,
    objective: rule.objective ?? DEFAULT_RULE_OBJECTIVE,
    walkaway_percentage: rule.walkaway_percentage ?? null,
    target_discount_percentage: rule.target_discount_percentage ?? null,
    has_free_shipping_included: rule.has_free_shipping_included ?? false,
    addons: rule.addons ?? [],
    display_setting: rule.display_setting ?? 'always',
    delay_seconds: delay ? (rule.delay_seconds ?? null) : null,
    // One visit is every visit: stored as no minimum.
    minimum_visit_number:
      rule.minimum_visit_number === MINIMUM_VISITS_MIN ? null : (rule.minimum_visit_number ?? null),
    recovered_parleys_action: cart ? 'deactivate' : (rule.recovered_parleys_action ?? 'deactivate'),
    ask_quantity_first_action: cart ? null : (rule.ask_quantity_first_action ?? null),
    cohort_ids: rule.cohort_ids ?? [],
    day: mode === 'recurring' ? (rule.day ?? null) : null,
    local_starts_at_time: mode === 'recurring' ? (rule.local_starts_at_time ?? null) : null,
    local_ends_at_time: mode === 'recurring' ? (rule.local_ends_at_time ?? null) : null,
    starts_at: mode === 'date-range' ? (rule.starts_at ?? null) : null,
    ends_at: mode === 'date-range' ? (rule.ends_at ?? null) : null,
    products: matchType === 'product' ? (rule.products ?? []) : [],
    product_categories: matchType === 'product_category' ? (rule.product_categories ?? []) : [],
    cart_match_basis: basis,
    minimum_value: basis === 'minimum_value' ? (rule.minimum_value ?? null) : null,
    minimum_item_count: basis === 'minimum_item_count' ? (rule.minimum_item_count ?? null) : null,
    minimum_item_value: basis === 'minimum_item_count' ? (rule.minimum_item_value ?? null) : null,
    signposting_enabled: rule.signposting_enabled ?? false,
    algorithm_version: algorithm ? (rule.algorithm_version ?? null) : null,
    hyper_parameters: algorithm ? (rule.hyper_parameters ?? null) : null,
    experiment_percentage: rule.experiment_percentage ?? null,
  };
};

/** POST /rules and PUT /rules/{id} from the editor. */
export const ZRuleSaveRequest = ZRuleSaveFields.superRefine(checkRule).transform(normaliseRule);
export type TRuleSaveInput = z.input<typeof ZRuleSaveRequest>;
export type TRuleSaveRequest = z.output<typeof ZRuleSaveRequest>;

/**
 * PUT /rules/{id}: a list patch (archived, active or priority) or a whole save, which has a name
 * (a patch never does). Chosen by the body rather than by z.union: a union whose save branch
 * fails reports only the patch branch's complaints (the save is a pipe, which zod counts as
 * aborted), so the editor would never see its field errors.
 */
export const ZRuleUpdateRequest = zSaveOrChange('name', ZRuleSaveRequest, ZRulePatchRequest);
export type TRuleUpdateRequest = z.output<typeof ZRuleUpdateRequest>;
