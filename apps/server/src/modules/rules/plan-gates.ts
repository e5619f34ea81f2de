import {
  MSG,
  type TCartMatchBasis,
  type TDisplaySetting,
  type TPlanFeature,
  type TRetailerFeature,
  type TRuleMatchType,
  type TRuleSaveRequest,
} from '@parley/contract';
import type { RetailerRow } from '../retailers';
import { addonIdsOf, cohortIdsOf, type RuleChildren } from './children';
import type { RuleRecord } from './repository';

/** The features a retailer's ruleset may use: its current plan's, and its own. */
export interface RuleFeatures {
  plan: readonly TPlanFeature[];
  retailer: readonly TRetailerFeature[];
}

export const featuresOf = (row: RetailerRow): RuleFeatures => ({
  // No current billing scheme: no plan features at all.
  plan: row.plan?.featureNames ?? [],
  retailer: row.retailer.availableFeatures,
});

/** What of a rule the gates look at, whether it comes from a save or from the database. */
export interface GatedSettings {
  matchType: TRuleMatchType;
  cartMatchBasis: TCartMatchBasis | null;
  displaySetting: TDisplaySetting;
  minimumVisitNumber: number | null;
  cohortCount: number;
  addonCount: number;
  recoveredParleysActive: boolean;
  signpostingEnabled: boolean;
  /** The time limit as one comparable value; null when the rule has none. */
  timeLimit: string | null;
}

interface TimeFields {
  startsAt: Date | string | null;
  endsAt: Date | string | null;
  day: string | null;
  localStartsAtTime: string | null;
  localEndsAtTime: string | null;
}

const instant = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

export function timeLimitOf(fields: TimeFields): string | null {
  const values = [
    instant(fields.startsAt),
    instant(fields.endsAt),
    fields.day,
    fields.localStartsAtTime,
    fields.localEndsAtTime,
  ];
  return values.every((value) => value === null) ? null : JSON.stringify(values);
}

export const settingsOfSave = (save: TRuleSaveRequest): GatedSettings => ({
  matchType: save.match_type,
  cartMatchBasis: save.cart_match_basis,
  displaySetting: save.display_setting,
  minimumVisitNumber: save.minimum_visit_number,
  cohortCount: cohortIdsOf(save).length,
  addonCount: addonIdsOf(save).length,
  recoveredParleysActive: save.recovered_parleys_action === 'activate',
  signpostingEnabled: save.signposting_enabled,
  timeLimit: timeLimitOf({
    startsAt: save.starts_at,
    endsAt: save.ends_at,
    day: save.day,
    localStartsAtTime: save.local_starts_at_time,
    localEndsAtTime: save.local_ends_at_time,
  }),
});

/** A stored rule's settings, its cohorts and gifts counted from its links. */
export const settingsOfRecord = (
  rule: RuleRecord,
  links: Pick<RuleChildren, 'cohortIds' | 'addons'>,
): GatedSettings => ({
  matchType: rule.matchType,
  cartMatchBasis: rule.cartMatchBasis,
  displaySetting: rule.displaySetting,
  minimumVisitNumber: rule.minimumVisitNumber,
  cohortCount: links.cohortIds.get(rule.id)?.length ?? 0,
  addonCount: links.addons.get(rule.id)?.length ?? 0,
  recoveredParleysActive: rule.recoveredParleysActive,
  signpostingEnabled: rule.signpostingEnabled,
  timeLimit: timeLimitOf(rule),
});

/**
 * Why the retailer's plan refuses these settings, or null (part 2 §6: plan features gate the
 * editor's options). `grandfatheredTimeLimit` is the time limit the rule already had: part 2 §4
 * lets a rule keep it when the plan has lost timed_rules, but not change it or add one.
 */
export function planRefusal(
  settings: GatedSettings,
  features: RuleFeatures,
  grandfatheredTimeLimit: string | null,
): string | null {
  const has = (feature: TPlanFeature) => features.plan.includes(feature);
  const behavioural =
    settings.displaySetting !== 'always' ||
    settings.minimumVisitNumber !== null ||
    settings.cohortCount > 0;
  if (behavioural && !has('behavioural_rules')) return MSG.ruleNeedsBehaviouralRules;
  if (settings.cohortCount > 0 && !features.retailer.includes('user_cohorts')) {
    return MSG.ruleNeedsUserCohorts;
  }
  if (settings.matchType === 'cart' && !has('negotiation_on_cart')) {
    return MSG.ruleNeedsCartNegotiation;
  }
  if (settings.cartMatchBasis === 'minimum_item_count' && !has('cart_size_rules')) {
    return MSG.ruleNeedsCartSize;
  }
  const timed = settings.timeLimit !== null && settings.timeLimit !== grandfatheredTimeLimit;
  if (timed && !has('timed_rules')) return MSG.ruleNeedsTimedRules;
  if (settings.addonCount > 0 && !has('addons')) return MSG.ruleNeedsAddons;
  if (settings.recoveredParleysActive && !has('abandoned_parleys')) return MSG.ruleNeedsRecovered;
  if (settings.signpostingEnabled && !has('signposting')) return MSG.ruleNeedsSignposting;
  return null;
}

/**
 * Why the plan refuses to run the stored rule now, or null: what the list's Active switch and
 * Move to Ruleset check and what the widget leaves out, so that a rule the list cannot switch on
 * is never served either. Its time limit is its own, which part 2 §4 lets it keep without
 * timed_rules; algorithm rules are the administrators' and pass.
 */
export function storedRuleRefusal(
  rule: RuleRecord,
  links: Pick<RuleChildren, 'cohortIds' | 'addons'>,
  features: RuleFeatures,
): string | null {
  if (rule.kind === 'algorithm') return null;
  const settings = settingsOfRecord(rule, links);
  return planRefusal(settings, features, settings.timeLimit);
}
