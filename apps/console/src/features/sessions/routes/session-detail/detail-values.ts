import {
  MSG,
  NEGOTIATION_OBJECTIVE_LABELS,
  SCORE_MAX,
  type TSessionRuleMatch,
} from '@parley/contract';
import { rulesLinks } from '../../../rules';

/**
 * The objective's label; a value outside the known objectives reads '- error -' (part 1 §8).
 * 'none' is the legacy rules' known objective (part 1 §9 'Old Rule Configuration').
 */
export const objectiveText = (objective: string) =>
  Object.hasOwn(NEGOTIATION_OBJECTIVE_LABELS, objective)
    ? NEGOTIATION_OBJECTIVE_LABELS[objective as keyof typeof NEGOTIATION_OBJECTIVE_LABELS]
    : MSG.objectiveUnknown;

/** Engagement and chattiness are scored out of 5.0 (part 1 §9): '3.4 / 5.0'. */
export const scoreText = (score: number | null) =>
  score === null ? '-' : `${score.toFixed(1)} / ${SCORE_MAX.toFixed(1)}`;

/**
 * Where a matched rule leads (part 1 §2 Session detail): a retailer's rule to its editor in that
 * retailer; an algorithm (admin) rule to the algorithm rules' editor, for administrators only.
 */
export function ruleHref(rule: TSessionRuleMatch, isAdmin: boolean): string | null {
  if (rule.visibility === 'retailer') {
    return rule.retailer_id
      ? rulesLinks.edit({ retailerId: rule.retailer_id, ruleId: rule.rule_id })
      : null;
  }
  return isAdmin ? rulesLinks.algorithmEdit({ ruleId: rule.rule_id }) : null;
}

/** A product address shown as a link only when it is a web address. */
export function webUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
