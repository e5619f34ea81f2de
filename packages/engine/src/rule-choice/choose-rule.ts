import { skipReasonOf } from './conditions';
import type { ChooseRuleOptions, EngineRule, RuleChoice, ShopperContext } from './types';

/** The console's order: priority 1 first (ties, which the server prevents, by rule id). */
const byRank = (a: EngineRule, b: EngineRule) =>
  a.priority - b.priority || (a.rule_id < b.rule_id ? -1 : a.rule_id > b.rule_id ? 1 : 0);

/**
 * The rule that governs this shopper's negotiation, from one list (a retailer's ruleset, or the
 * algorithm rules): the rule the shopper's magic link names when it applies, otherwise the
 * best-ranked active, unarchived rule whose every condition holds. See README "Rule choice".
 */
export const chooseRule = <R extends EngineRule>(
  rules: readonly R[],
  context: ShopperContext,
  options: ChooseRuleOptions = {},
): RuleChoice<R> => {
  const linked = rules.find((rule) => rule.rule_id === context.magicLinkRuleId);
  if (linked && skipReasonOf(linked, context, options) === null) {
    return { rule: linked, reason: 'magic_link', skipped: [] };
  }
  const skipped: RuleChoice<R>['skipped'] = [];
  for (const rule of [...rules].sort(byRank)) {
    const reason = skipReasonOf(rule, context, options);
    if (reason === null) return { rule, reason: 'priority', skipped };
    skipped.push({ ruleId: rule.rule_id, reason });
  }
  return { rule: null, reason: 'no_rule', skipped };
};
