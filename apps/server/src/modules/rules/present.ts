import type { TRule } from '@parley/contract';
import type { Executor } from '../../db/client';
import { orNotFound } from '../../errors';
import { findRuleChildren, type RuleChildren } from './children';
import { findRuleRow, type RuleRow } from './repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The rule as the lists and the editor read it (part 2 §3 Rule). */
export function presentRow({ rule, retailerName }: RuleRow, children: RuleChildren): TRule {
  const version = rule.algorithmVersion;
  return {
    rule_id: rule.id,
    retailer_id: rule.retailerId,
    retailer:
      rule.retailerId && retailerName !== null
        ? { retailer_id: rule.retailerId, name: retailerName }
        : null,
    name: rule.name,
    match_type: rule.matchType,
    priority: rule.priority,
    // The stored switch is kept through the archive, for Move to Ruleset; archived, it is off.
    active: rule.active && !rule.archived,
    archived: rule.archived,
    cohort_ids: children.cohortIds.get(rule.id) ?? [],
    starts_at: iso(rule.startsAt),
    ends_at: iso(rule.endsAt),
    day: rule.day,
    local_starts_at_time: rule.localStartsAtTime,
    local_ends_at_time: rule.localEndsAtTime,
    experiment_percentage: rule.experimentPercentage,
    objective: rule.objective,
    target_discount_percentage: rule.targetDiscountPercentage,
    walkaway_percentage: rule.walkawayPercentage,
    algorithm_version: version,
    algorithm_settings:
      version && rule.hyperParameters
        ? { algorithm_version: version, hyper_parameters: rule.hyperParameters }
        : null,
    cart_match_basis: rule.cartMatchBasis,
    minimum_value: rule.minimumValue,
    minimum_item_count: rule.minimumItemCount,
    minimum_item_value: rule.minimumItemValue,
    signposting_enabled: rule.signpostingEnabled,
    has_free_shipping_included: rule.hasFreeShippingIncluded,
    ask_quantity_first: rule.askQuantityFirst,
    display_setting: rule.displaySetting,
    delay_seconds: rule.delaySeconds,
    minimum_visit_number: rule.minimumVisitNumber,
    recovered_parleys_active: rule.recoveredParleysActive,
    rule_addon_items: children.addons.get(rule.id) ?? [],
    products: children.products.get(rule.id) ?? [],
    product_categories: children.categories.get(rule.id) ?? [],
  };
}

/** Every row with its links, loaded once for the whole list. */
export async function presentRules(db: Executor, rows: RuleRow[]): Promise<TRule[]> {
  const children = await findRuleChildren(
    db,
    rows.map((row) => row.rule.id),
  );
  return rows.map((row) => presentRow(row, children));
}

export async function presentRule(db: Executor, row: RuleRow): Promise<TRule> {
  return presentRow(row, await findRuleChildren(db, [row.rule.id]));
}

/** The rule as it now stands, after a write. */
export async function presentRuleById(db: Executor, ruleId: string): Promise<TRule> {
  const row = orNotFound(await findRuleRow(db, ruleId));
  return presentRule(db, row);
}
