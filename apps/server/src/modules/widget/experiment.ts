import { ZHyperParameters, type TChatLanguage, type TRule } from '@parley/contract';
import { defaultHyperParameters, type ConversationSetup } from '@parley/engine';
import type { Executor } from '../../db/client';
import {
  assignCohort,
  recordExperimentVisitor,
  type StoreCohort,
  type StoreExperiment,
} from '../experiments';
import { themeForStore } from '../themes';
import { writeOncePerProcess } from './lib/once';
import { shopperIdHash } from './lib/shopper';
import type { AlgorithmChoice } from './setup';
import type { WidgetStore } from './store';

/** Why the button is hidden, for the store's developer (never shown to shoppers). */
export const EXPERIMENT_OFF_REASON =
  'This shopper is in an experiment cohort that is not offered negotiation.';

/** A shopper's place in the store's running experiment: its cohort, or null for the control. */
export interface ExperimentPlace {
  experiment: StoreExperiment;
  cohort: StoreCohort | null;
}

/** Where the shopper falls in the store's running experiment; null when it runs none. */
export function experimentPlaceOf(store: WidgetStore, shopperId: string): ExperimentPlace | null {
  const { experiment } = store;
  if (!experiment) return null;
  return { experiment, cohort: assignCohort(experiment.id, shopperId, experiment.cohorts) };
}

/**
 * Counts the shopper among their cohort's visitors, once per experiment (see lib/once.ts). Every
 * shopper placed counts, also where the experiment's objective leaves their negotiation alone.
 */
export async function noteExperimentVisitor(
  db: Executor,
  store: WidgetStore,
  place: ExperimentPlace | null,
  shopperId: string,
  now: Date,
) {
  if (!place) return;
  const hash = shopperIdHash(store.retailer.id, shopperId);
  const { experiment, cohort } = place;
  await writeOncePerProcess(`experiment:${experiment.id}:${hash}`, () =>
    recordExperimentVisitor(db, {
      experimentId: experiment.id,
      retailerId: store.retailer.id,
      shopperIdHash: hash,
      cohortId: cohort?.id ?? null,
      now,
    }),
  );
}

/**
 * The cohort whose overrides apply to a negotiation under the matched rule: the shopper's, when
 * the experiment is about any objective or the rule's own. Null leaves the store's behaviour.
 */
export function overridesFor(place: ExperimentPlace | null, rule: TRule): StoreCohort | null {
  if (!place?.cohort) return null;
  const { objective } = place.experiment;
  return objective === null || objective === rule.objective ? place.cohort : null;
}

/** The display's look: the cohort's theme where it applies, else the store's. */
export const lookFor = (store: WidgetStore, cohort: StoreCohort | null, language: TChatLanguage) =>
  themeForStore(store.themes, store.retailer.id, language, cohort?.theme ?? null);

/**
 * The matched rule as the cohort's shoppers negotiate it: each feature the cohort switches on or
 * off replaces the rule's. Switching gifts on leaves the rule's gifts as they are (a cohort names
 * none of its own). No part of the widget reads the signposting flag yet, the rule's own included;
 * it is set here with the others so that what comes to read it sees the cohort's.
 */
export function ruleForCohort(rule: TRule, cohort: StoreCohort | null): TRule {
  if (!cohort) return rule;
  const { features } = cohort;
  return {
    ...rule,
    ask_quantity_first: features.ask_quantity_first ?? rule.ask_quantity_first,
    has_free_shipping_included: features.free_shipping ?? rule.has_free_shipping_included,
    rule_addon_items: features.gift_with_purchase === false ? [] : rule.rule_addon_items,
    recovered_parleys_active: features.recovered_parleys ?? rule.recovered_parleys_active,
    signposting_enabled: features.signposting ?? rule.signposting_enabled,
  };
}

/**
 * The algorithm the cohort's shoppers negotiate with: its version (over that version's defaults)
 * or the one the store's algorithm rules chose, with the cohort's hyper-parameters laid over.
 * Each of those is within bounds, but together with the rest they may break a rule between two
 * (a range upside down): then the cohort's are left out, silently, as a start is no place to
 * report an experiment's mistake.
 */
export function algorithmForCohort(
  chosen: AlgorithmChoice,
  cohort: StoreCohort | null,
): AlgorithmChoice {
  if (!cohort) return chosen;
  const version = cohort.algorithmVersion ?? chosen.version;
  const base = cohort.algorithmVersion
    ? defaultHyperParameters(cohort.algorithmVersion)
    : chosen.hyperParameters;
  if (Object.keys(cohort.hyperParameters).length === 0) {
    return { version, hyperParameters: base };
  }
  const merged = ZHyperParameters.safeParse({ ...base, ...cohort.hyperParameters });
  return { version, hyperParameters: merged.success ? merged.data : base };
}

/** The setup with the cohort's target discount, which replaces the rule's (or magic link's). */
export function setupForCohort(
  setup: ConversationSetup,
  cohort: StoreCohort | null,
): ConversationSetup {
  const target = cohort?.targetDiscountPercentage;
  return target === null || target === undefined
    ? setup
    : { ...setup, targetDiscountPercentage: target };
}

/** The session's experiment and cohort (null: the control); nothing outside an experiment. */
export const experimentColumns = (place: ExperimentPlace | null) =>
  place ? { experimentId: place.experiment.id, experimentCohortId: place.cohort?.id ?? null } : {};
