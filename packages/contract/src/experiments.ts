/**
 * Experiments (part 2 §2–§5, §7–§9): an administrator's A/B test of negotiation strategies across
 * retailers. Each shopper of an assigned store falls in one cohort, or in the control (the rest
 * of 100 %), by a stable hash; a cohort's overrides apply on top of the rule that matched.
 *
 * An experiment is "a rule" in the spec's words, with none of a rule's other fields: it is served
 * at /experiments with the spec's contexts (`experiments`, `experiments-archive`), so that every
 * rule call keeps one shape.
 */
import { z } from 'zod';
import { MSG } from './messages';
import { ZId, zNumberInput, zPercentage, zRequiredText, zSaveOrChange } from './common';
import {
  ALGORITHM_VERSIONS,
  NEGOTIATION_OBJECTIVES,
  type TNegotiationObjective,
} from './constants';
import { labelledEnum } from './enum-labels';
import {
  HYPER_PARAMETER_BOUNDS,
  HYPER_PARAMETER_NAMES,
  HYPER_PARAMETER_RANGES,
  type THyperParameterName,
} from './algorithms';
import { ZBatchDeleteRequest } from './catalogue';
import { PRODUCT_TERM, PRODUCT_TERM_PLURAL } from './product';
import { ZSignificance } from './stats-analytics';

export const EXPERIMENT_CONTEXTS = ['experiments', 'experiments-archive'] as const;
export type TExperimentContext = (typeof EXPERIMENT_CONTEXTS)[number];

/** Part 2 §9: a new cohort's share, and the whole the control is the rest of. */
export const DEFAULT_COHORT_PERCENTAGE = 50;
export const CONTROL_TOTAL = 100;
export const MAX_COHORTS = 10;
export const MAX_EXPERIMENT_RETAILERS = 500;
/** A new cohort copies the first under this name (part 2 §5). */
export const NEW_COHORT_NAME = 'New Cohort';

/** An experiment's objective: any (null) or one of the three (no legacy `none`). */
export const EXPERIMENT_OBJECTIVES = NEGOTIATION_OBJECTIVES.filter(
  (objective): objective is Exclude<TNegotiationObjective, 'none'> => objective !== 'none',
);

/** `{product}_override_setting` (parley_override_setting): leave negotiation as the rule has it, or switch it off. */
export const { values: PARLEY_OVERRIDE_SETTINGS, labels: PARLEY_OVERRIDE_LABELS } = labelledEnum({
  no_change: 'No Change',
  disable: `${PRODUCT_TERM} Off`,
});
export type TParleyOverrideSetting = (typeof PARLEY_OVERRIDE_SETTINGS)[number];

export const { values: FEATURE_OVERRIDE_SETTINGS, labels: FEATURE_OVERRIDE_LABELS } = labelledEnum({
  no_change: 'No Change',
  enable: 'Enable',
  disable: 'Disable',
});
export type TFeatureOverrideSetting = (typeof FEATURE_OVERRIDE_SETTINGS)[number];

/** The rule features a cohort may switch on or off for its shoppers. */
export const { values: COHORT_FEATURES, labels: COHORT_FEATURE_LABELS } = labelledEnum({
  ask_quantity_first: 'Ask Quantity First',
  free_shipping: 'Free Shipping',
  gift_with_purchase: 'Gift With Purchase',
  recovered_parleys: `Recovered ${PRODUCT_TERM_PLURAL}`,
  signposting: 'Signposting',
});
export type TCohortFeature = (typeof COHORT_FEATURES)[number];

const hyperParameterShape = Object.fromEntries(
  HYPER_PARAMETER_NAMES.map((name) => {
    const [min, max] = HYPER_PARAMETER_BOUNDS[name];
    return [
      name,
      zNumberInput()
        .min(min, { message: MSG.between(min, max) })
        .max(max, { message: MSG.between(min, max) })
        .optional(),
    ];
  }),
) as Record<THyperParameterName, z.ZodOptional<z.ZodNumber>>;

/**
 * A cohort's hyper-parameters: any of the algorithm's, each within the algorithm rules' bounds
 * (part 2 §5), laid over the algorithm the shopper would otherwise get; an unknown name is refused.
 * The cross-field rules hold for the pairs given together.
 */
export const ZCohortHyperParameters = z
  .strictObject(hyperParameterShape)
  .superRefine((values, ctx) => {
    const { break_even_increase: increase, break_even_randomness: randomness } = values;
    if (increase !== undefined && randomness !== undefined && randomness > increase / 2) {
      ctx.addIssue({ code: 'custom', path: ['break_even_randomness'], message: MSG.bea });
    }
    for (const { low, high } of HYPER_PARAMETER_RANGES) {
      const [l, h] = [values[low], values[high]];
      if (l !== undefined && h !== undefined && h < l) {
        ctx.addIssue({ code: 'custom', path: [high], message: MSG.coherent });
      }
    }
  });
export type TCohortHyperParameters = z.infer<typeof ZCohortHyperParameters>;

/** A feature's own settings: any JSON object, kept as sent. */
const ZJsonObject = z.record(z.string(), z.unknown(), { message: MSG.hyperParametersJson });

export const ZCohortFeatureSetting = z.object({
  id: z.enum(COHORT_FEATURES, { message: MSG.required }),
  name: z.string().max(100).optional(),
  feature_override_setting: z.enum(FEATURE_OVERRIDE_SETTINGS, { message: MSG.required }),
  hyper_parameters: ZJsonObject.default({}),
});
export type TCohortFeatureSetting = z.infer<typeof ZCohortFeatureSetting>;

/** One cohort as the editor saves it; `cohort_id` only for a cohort that already exists. */
export const ZCohortSave = z
  .object({
    cohort_id: ZId.optional(),
    name: zRequiredText(MSG.required, 100),
    cohort_percentage: zPercentage('cohort percentage'),
    parley_override_setting: z.enum(PARLEY_OVERRIDE_SETTINGS).default('no_change'),
    override_theme_id: ZId.nullable().default(null),
    algorithm_version: z.enum(ALGORITHM_VERSIONS).nullable().default(null),
    target_discount_percentage: zPercentage('target discount').nullable().default(null),
    hyper_parameters: ZCohortHyperParameters.default({}),
    cohort_features: z.array(ZCohortFeatureSetting).max(COHORT_FEATURES.length).default([]),
  })
  .superRefine((cohort, ctx) => {
    const seen = new Set<string>();
    cohort.cohort_features.forEach((feature, index) => {
      if (seen.has(feature.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['cohort_features', index, 'id'],
          message: MSG.cohortFeatureTwice,
        });
      }
      seen.add(feature.id);
    });
  });
export type TCohortSave = z.input<typeof ZCohortSave>;

/** The control's share: 100 minus the cohorts', floored at 0 (part 2 §5). */
export const controlPercentageOf = (cohorts: readonly { cohort_percentage: number }[]) =>
  Math.max(
    0,
    Math.round((CONTROL_TOTAL - cohorts.reduce((sum, c) => sum + c.cohort_percentage, 0)) * 100) /
      100,
  );

/**
 * The editor's save (POST /experiments, PUT /experiments/{id}). The field paths name the
 * editor's sections: name, description and objective are the general settings.
 */
export const ZExperimentSaveRequest = z
  .object({
    context: z.literal('experiments', { message: MSG.required }),
    name: zRequiredText(MSG.required, 255),
    description: z
      .string()
      .trim()
      .max(2000, { message: MSG.maxLength(2000) })
      .default(''),
    objective: z.enum(EXPERIMENT_OBJECTIVES).nullable().default(null),
    retailers: z
      .array(z.object({ retailer_id: ZId, name: z.string().optional() }))
      .max(MAX_EXPERIMENT_RETAILERS)
      .default([]),
    cohorts: z.array(ZCohortSave).min(1, { message: MSG.required }).max(MAX_COHORTS),
  })
  .superRefine((experiment, ctx) => {
    if (controlPercentageOf(experiment.cohorts) === 0) {
      const total = experiment.cohorts.reduce((sum, c) => sum + c.cohort_percentage, 0);
      if (total > CONTROL_TOTAL) {
        ctx.addIssue({ code: 'custom', path: ['cohorts'], message: MSG.cohortTotalOver100 });
      }
    }
  });
export type TExperimentSaveRequest = z.input<typeof ZExperimentSaveRequest>;
export type TExperimentSave = z.output<typeof ZExperimentSaveRequest>;

/** Which section of the editor a refused field belongs to (its banner). */
export function experimentSectionOf(path: readonly PropertyKey[]) {
  const head = path[0];
  if (head === 'retailers') return 'retailers' as const;
  if (head === 'cohorts') return 'cohorts' as const;
  return 'general' as const;
}

/** PUT /experiments/{id} from the list: switch on or off. */
export const ZExperimentPatchRequest = z.strictObject({
  context: z.literal('experiments', { message: MSG.required }),
  active: z.boolean({ message: MSG.required }),
});
export type TExperimentPatchRequest = z.infer<typeof ZExperimentPatchRequest>;

/** A PUT body with a name is the editor's save; otherwise the list's switch. */
export const ZExperimentUpdateRequest = zSaveOrChange(
  'name',
  ZExperimentSaveRequest,
  ZExperimentPatchRequest,
);
export type TExperimentUpdateRequest = TExperimentSaveRequest | TExperimentPatchRequest;

export const ZExperimentCohort = z.object({
  cohort_id: z.string(),
  name: z.string(),
  cohort_percentage: z.number(),
  parley_override_setting: z.enum(PARLEY_OVERRIDE_SETTINGS),
  override_theme_id: z.string().nullable(),
  algorithm_version: z.enum(ALGORITHM_VERSIONS).nullable(),
  target_discount_percentage: z.number().nullable(),
  hyper_parameters: z.record(z.string(), z.number()),
  cohort_features: z.array(
    z.object({
      id: z.enum(COHORT_FEATURES),
      name: z.string(),
      feature_override_setting: z.enum(FEATURE_OVERRIDE_SETTINGS),
      hyper_parameters: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type TExperimentCohort = z.infer<typeof ZExperimentCohort>;

/** An experiment as read. `rule_id` is its id (the spec calls an experiment a rule). */
export const ZExperiment = z.object({
  rule_id: z.string(),
  name: z.string(),
  description: z.string(),
  objective: z.enum(EXPERIMENT_OBJECTIVES).nullable(),
  active: z.boolean(),
  archived: z.boolean(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  retailers: z.array(z.object({ retailer_id: z.string(), name: z.string() })),
  cohorts: z.array(ZExperimentCohort),
  control_percentage: z.number(),
  /** When the results were last computed (once a day, and when the experiment ends). */
  results_updated_at: z.string().nullable(),
});
export type TExperiment = z.infer<typeof ZExperiment>;

export const ZExperimentListQuery = z.object({
  context: z.enum(EXPERIMENT_CONTEXTS, { message: MSG.required }),
});
export const ZExperimentListResponse = z.object({ experiments: z.array(ZExperiment) });
export type TExperimentListResponse = z.infer<typeof ZExperimentListResponse>;

export const ZExperimentParams = z.object({ experimentId: ZId });
export const ZExperimentBatchDeleteRequest = ZBatchDeleteRequest;

/** POST /stats action experiment_cohort: one cohort's results (administrators). */
export const ZStatsExperimentCohortRequest = z.object({
  action: z.literal('experiment_cohort'),
  cohortId: ZId,
});
export type TStatsExperimentCohortRequest = z.infer<typeof ZStatsExperimentCohortRequest>;

/**
 * A cohort's results (part 2 §3 Cohort stats): its shoppers who saw a page but never chatted
 * (browsers) and its negotiations (chats), each with the sales and revenue that followed, from
 * the experiment's start to its end. `shoppers`/`buyers` and `conversion` are the cohort's whole;
 * `significance` compares the conversion of exactly two cohorts (null otherwise, or before both
 * have shoppers).
 */
export const ZExperimentCohortStats = z.object({
  cohort_id: z.string(),
  name: z.string(),
  browsers: z.object({
    sessions: z.number().int(),
    sales: z.number().int(),
    revenue: z.number(),
    aov: z.number().nullable(),
  }),
  chats: z.object({
    sessions: z.number().int(),
    agreedDeals: z.number().int(),
    sales: z.number().int(),
    revenue: z.number(),
  }),
  shoppers: z.number().int(),
  buyers: z.number().int(),
  conversion: z.number().nullable(),
  significance: ZSignificance.nullable(),
  updated_at: z.string().nullable(),
});
export type TExperimentCohortStats = z.infer<typeof ZExperimentCohortStats>;
