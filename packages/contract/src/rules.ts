/**
 * Rules (part 2 §3, §4, §5, §7): the rule as read, the save payload with every check that needs
 * neither the database nor the plan, and the list, patch and delete calls.
 *
 * Left to the server, which has the data these need:
 * - plan features: behavioural_rules (display setting, visits, cohorts), negotiation_on_cart (cart
 *   type), cart_size_rules (item-count basis), timed_rules (time limits, except a rule that already
 *   has time data), addons, abandoned_parleys (recovered parleys), signposting;
 * - the retailer feature user_cohorts for cohort_ids;
 * - that retailer_id, cohort_ids, addons and products/categories exist and belong to the retailer;
 * - who may use a context: admin contexts (algorithm rules, experiments) are for administrators,
 *   and a retailer user's retailer_id (list query and save) must be their own retailer;
 * - priorities (unique per retailer, reordering, no reordering into an archived rule), activation
 *   allowed by the plan, archive/unarchive, the context of a delete or of a batch delete.
 */
import { z } from 'zod';
import { MSG } from './messages';
import { ZId, zNumberInput, zRequiredText, zWebUrl } from './common';
import {
  ALGORITHM_VERSIONS,
  CART_MATCH_BASES,
  COUNT_MAX,
  DISPLAY_SETTINGS,
  LEGACY_DISCOUNT_GAP,
  LEGACY_RULE_OBJECTIVE,
  PRODUCT_RULE_TIP_ABOVE,
  RECURRING_DAYS,
  RULE_CONTEXTS,
  RULE_MATCH_TYPES,
  RULE_OBJECTIVES,
  THRESHOLD_WARNING_BELOW,
  isAdminContext,
} from './constants';
import { ZAlgorithmSettings } from './algorithms';
import { ZBatchDeleteRequest } from './catalogue';

export const ZHourlyTime = z
  .string({ message: MSG.hourlyTime })
  .regex(/^([01]\d|2[0-3]):00$/, { message: MSG.hourlyTime });

/** Start and end of a date range, ISO 8601 in UTC ('Z', no offset). */
export const ZUtcDateTime = z.iso.datetime({ message: MSG.isoDate });

/** A product chosen from the store search (part 2 §3): store products need not exist locally. */
export const ZRuleProduct = z.object({
  retailer_product_id: zRequiredText(),
  name: z.string(),
  sku: z.string().nullable().optional(),
  thumbnail_url: zWebUrl().nullable().optional(),
});
export type TRuleProduct = z.infer<typeof ZRuleProduct>;

/** A category (or Shopify collection) chosen from the store search, by the store's id. */
export const ZRuleProductCategory = z.object({
  product_category_id: zRequiredText(),
  name: z.string(),
});
export type TRuleProductCategory = z.infer<typeof ZRuleProductCategory>;

export const ZRuleAddonItem = z.object({
  rule_addon_item_id: z.string(),
  addon_item_id: z.string(),
  name: z.string(),
  priority: z.number().int(),
});

/** A rule as read (GET /rules, and the answer to every save). */
export const ZRule = z.object({
  rule_id: z.string(),
  retailer_id: z.string().nullable(),
  retailer: z.object({ retailer_id: z.string(), name: z.string() }).nullable(),
  name: z.string(),
  match_type: z.enum(RULE_MATCH_TYPES),
  priority: z.number().int(),
  active: z.boolean(),
  archived: z.boolean(),
  cohort_ids: z.array(z.string()),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  day: z.enum(RECURRING_DAYS).nullable(),
  local_starts_at_time: z.string().nullable(),
  local_ends_at_time: z.string().nullable(),
  experiment_percentage: z.number().nullable(),
  objective: z.enum(RULE_OBJECTIVES),
  target_discount_percentage: z.number().nullable(),
  walkaway_percentage: z.number().nullable(),
  algorithm_version: z.enum(ALGORITHM_VERSIONS).nullable(),
  algorithm_settings: ZAlgorithmSettings.nullable(),
  cart_match_basis: z.enum(CART_MATCH_BASES).nullable(),
  minimum_value: z.number().nullable(),
  minimum_item_count: z.number().int().nullable(),
  minimum_item_value: z.number().nullable(),
  signposting_enabled: z.boolean(),
  has_free_shipping_included: z.boolean(),
  ask_quantity_first: z.boolean(),
  display_setting: z.enum(DISPLAY_SETTINGS),
  delay_seconds: z.number().int().nullable(),
  minimum_visit_number: z.number().int().nullable(),
  recovered_parleys_active: z.boolean(),
  rule_addon_items: z.array(ZRuleAddonItem),
  products: z.array(ZRuleProduct),
  product_categories: z.array(ZRuleProductCategory),
});
export type TRule = z.infer<typeof ZRule>;

export const ZRuleListResponse = z.object({ rules: z.array(ZRule) });
export type TRuleListResponse = z.infer<typeof ZRuleListResponse>;

export const ZRuleContext = z.enum(RULE_CONTEXTS, { message: MSG.required });

/** GET /rules: the retailer contexts need a retailer; admin:algorithm may filter by one. */
export const ZRuleListQuery = z
  .object({ context: ZRuleContext, retailer_id: ZId.optional() })
  .superRefine((query, ctx) => {
    if (!isAdminContext(query.context) && query.retailer_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['retailer_id'], message: MSG.required });
    }
  });
export type TRuleListQuery = z.infer<typeof ZRuleListQuery>;

/** PUT /rules/{id} from the list: exactly one of archived, active or priority. */
export const ZRulePatchRequest = z
  .strictObject({
    context: ZRuleContext,
    archived: z.boolean().optional(),
    active: z.boolean().optional(),
    priority: zNumberInput(MSG.integer)
      .int({ message: MSG.integer })
      .min(1, { message: MSG.minimum(1) })
      .max(COUNT_MAX, { message: MSG.maximum(COUNT_MAX) })
      .optional(),
  })
  .superRefine((patch, ctx) => {
    const sent = [patch.archived, patch.active, patch.priority].filter((v) => v !== undefined);
    if (sent.length !== 1) ctx.addIssue({ code: 'custom', path: [], message: MSG.patchOneField });
  });
export type TRulePatchRequest = z.infer<typeof ZRulePatchRequest>;

/** The rule in the path of GET, PUT and DELETE /rules/{ruleId}. */
export const ZRuleParams = z.object({ ruleId: z.uuid({ message: MSG.notFound }) });

/** GET /rules/{id}?context=… (the editor loads the rule) and DELETE /rules/{id}?context=… */
export const ZRuleItemQuery = z.object({ context: ZRuleContext });
export const ZRuleDeleteQuery = ZRuleItemQuery;

/** Batch delete of rules: the generic body with the list's context. */
export const ZRuleBatchDeleteRequest = ZBatchDeleteRequest.extend({
  context: ZRuleContext.optional(),
});
export type TRuleBatchDeleteRequest = z.infer<typeof ZRuleBatchDeleteRequest>;

/** The editor's non-blocking advice (part 2 §5), by field; the save is never refused for these. */
export const ruleWarnings = (rule: {
  objective: string;
  walkaway_percentage: number | null;
  target_discount_percentage: number | null;
  products: readonly unknown[];
}): Partial<Record<'walkaway_percentage' | 'target_discount_percentage' | 'products', string>> => {
  const warnings: Partial<
    Record<'walkaway_percentage' | 'target_discount_percentage' | 'products', string>
  > = {};
  const legacy = rule.objective === LEGACY_RULE_OBJECTIVE;
  if (!legacy && rule.walkaway_percentage !== null) {
    if (rule.walkaway_percentage < THRESHOLD_WARNING_BELOW) {
      warnings.walkaway_percentage = MSG.thresholdWarning;
    }
  }
  if (legacy && rule.walkaway_percentage !== null && rule.target_discount_percentage !== null) {
    if (rule.walkaway_percentage - rule.target_discount_percentage < LEGACY_DISCOUNT_GAP) {
      warnings.target_discount_percentage = MSG.legacyGapAdvice;
    }
  }
  if (rule.products.length > PRODUCT_RULE_TIP_ABOVE) warnings.products = MSG.productRuleTip;
  return warnings;
};
