import { toNestErrors } from '@hookform/resolvers';
import {
  COHORT_FEATURE_LABELS,
  DEFAULT_COHORT_PERCENTAGE,
  MSG,
  NEW_COHORT_NAME,
  ZExperimentSaveRequest,
  controlPercentageOf,
  experimentSectionOf,
  type TAlgorithmVersion,
  type TCohortFeature,
  type TExperiment,
  type TExperimentSave,
  type TFeatureOverrideSetting,
  type TParleyOverrideSetting,
} from '@parley/contract';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { flattenErrors } from '../../components/form/form-errors';

/**
 * The experiment editor's form: the save request as typed, except that every hyper-parameters
 * object is the JSON text of its text area. The contract's ZExperimentSaveRequest checks the
 * request the text makes (the form's resolver) and is the server's validator, so a message the
 * server sends lands where the form shows its own.
 */

export interface CohortFeatureForm {
  id: TCohortFeature;
  feature_override_setting: TFeatureOverrideSetting;
  /** JSON text of an object. */
  hyper_parameters: string;
}

export interface CohortForm {
  /** Only for a cohort already saved. */
  cohort_id?: string;
  name: string;
  /** As typed: a number, text that is not one, or null while empty; the schema says which. */
  cohort_percentage: number | string | null;
  parley_override_setting: TParleyOverrideSetting;
  override_theme_id: string | null;
  algorithm_version: TAlgorithmVersion | null;
  target_discount_percentage: number | string | null;
  /** JSON text of an object. */
  hyper_parameters: string;
  cohort_features: CohortFeatureForm[];
}

export interface ExperimentForm {
  name: string;
  description: string;
  /** null: any objective. */
  objective: TExperiment['objective'];
  retailers: { retailer_id: string; name: string }[];
  cohorts: CohortForm[];
}

export type ExperimentSection = ReturnType<typeof experimentSectionOf>;
/** The editor's sections, top to bottom: the banners' order. */
export const SECTIONS: readonly ExperimentSection[] = ['general', 'retailers', 'cohorts'];

const jsonText = (value: Record<string, unknown>) => JSON.stringify(value, null, 2);

/** A cohort's settings that read the same in the saved experiment, the form and the request. */
type CohortSettings = Pick<
  CohortForm,
  | 'name'
  | 'cohort_percentage'
  | 'parley_override_setting'
  | 'override_theme_id'
  | 'algorithm_version'
  | 'target_discount_percentage'
>;

const cohortSettings = (cohort: CohortSettings): CohortSettings => ({
  name: cohort.name,
  cohort_percentage: cohort.cohort_percentage,
  parley_override_setting: cohort.parley_override_setting,
  override_theme_id: cohort.override_theme_id,
  algorithm_version: cohort.algorithm_version,
  target_discount_percentage: cohort.target_discount_percentage,
});

/** The first cohort of a new experiment: 50 % (part 2 §9), nothing overridden. */
const firstCohort = (): CohortForm => ({
  name: '',
  cohort_percentage: DEFAULT_COHORT_PERCENTAGE,
  parley_override_setting: 'no_change',
  override_theme_id: null,
  algorithm_version: null,
  target_discount_percentage: null,
  hyper_parameters: jsonText({}),
  cohort_features: [],
});

export const newExperimentForm = (): ExperimentForm => ({
  name: '',
  description: '',
  objective: null,
  retailers: [],
  cohorts: [firstCohort()],
});

export const experimentToForm = (experiment: TExperiment): ExperimentForm => ({
  name: experiment.name,
  description: experiment.description,
  objective: experiment.objective,
  retailers: experiment.retailers.map(({ retailer_id, name }) => ({ retailer_id, name })),
  cohorts: experiment.cohorts.map((cohort) => ({
    cohort_id: cohort.cohort_id,
    ...cohortSettings(cohort),
    hyper_parameters: jsonText(cohort.hyper_parameters),
    cohort_features: cohort.cohort_features.map((feature) => ({
      id: feature.id,
      feature_override_setting: feature.feature_override_setting,
      hyper_parameters: jsonText(feature.hyper_parameters),
    })),
  })),
});

/** Add Cohort (part 2 §5): a copy of the first, named 'New Cohort', not yet saved. */
export const copyOfFirst = (first: CohortForm): CohortForm => ({
  ...cohortSettings(first),
  name: NEW_COHORT_NAME,
  hyper_parameters: first.hyper_parameters,
  cohort_features: first.cohort_features.map((feature) => ({ ...feature })),
});

/** The control's share of the cohorts as typed: a percentage not yet a number counts as none. */
export const controlPercentageOfForm = (cohorts: readonly CohortForm[]) =>
  controlPercentageOf(
    cohorts.map((cohort) => ({
      cohort_percentage:
        typeof cohort.cohort_percentage === 'number' ? cohort.cohort_percentage : 0,
    })),
  );

/** JSON text as an object; null when it is not one. A blank box means no hyper-parameters. */
function parseObject(text: string): Record<string, unknown> | null {
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The request the form makes, and the JSON texts that are no object, by their field's path. */
function toRequest(values: ExperimentForm) {
  const jsonErrors: Record<string, string> = {};
  const object = (text: string, path: string) => {
    const parsed = parseObject(text);
    if (parsed === null) jsonErrors[path] = MSG.hyperParametersJson;
    return parsed ?? {};
  };
  const request = {
    context: 'experiments',
    name: values.name,
    description: values.description,
    objective: values.objective,
    retailers: values.retailers,
    cohorts: values.cohorts.map((cohort, index) => ({
      ...(cohort.cohort_id ? { cohort_id: cohort.cohort_id } : {}),
      ...cohortSettings(cohort),
      hyper_parameters: object(cohort.hyper_parameters, `cohorts.${index}.hyper_parameters`),
      cohort_features: cohort.cohort_features.map((feature, at) => ({
        id: feature.id,
        name: COHORT_FEATURE_LABELS[feature.id],
        feature_override_setting: feature.feature_override_setting,
        hyper_parameters: object(
          feature.hyper_parameters,
          `cohorts.${index}.cohort_features.${at}.hyper_parameters`,
        ),
      })),
    })),
  };
  return { request, jsonErrors };
}

/**
 * A request's field path as the form's, with its message: one hyper-parameter's problem belongs
 * to the JSON text it came from, and names the parameter ('tolerance: …').
 */
function toFormField(path: readonly PropertyKey[], message: string): [string, string] {
  const keys = path.map(String);
  const at = keys.indexOf('hyper_parameters');
  if (at >= 0 && at < keys.length - 1) {
    return [keys.slice(0, at + 1).join('.'), `${keys.slice(at + 1).join('.')}: ${message}`];
  }
  return [keys.join('.'), message];
}

/** The form's resolver: the JSON texts parsed, then the request checked with the contract. */
export const experimentResolver: Resolver<ExperimentForm> = (values, _context, options) => {
  const { request, jsonErrors } = toRequest(values);
  const flat: Record<string, FieldError> = {};
  const add = ([path, message]: [string, string]) => {
    flat[path] ??= { type: 'validate', message };
  };
  Object.entries(jsonErrors).forEach(add);
  const parsed = ZExperimentSaveRequest.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) add(toFormField(issue.path, issue.message));
  }
  if (Object.keys(flat).length === 0) return { values, errors: {} };
  return { values: {}, errors: toNestErrors(flat, options) };
};

/** What a checked form sends: the request, hyper-parameters as objects. */
export const toSaveBody = (values: ExperimentForm): TExperimentSave =>
  ZExperimentSaveRequest.parse(toRequest(values).request);

/** A 400's field messages on the form's fields (a hyper-parameter's on its JSON text). */
export const fromServerFieldErrors = (fieldErrors: Readonly<Record<string, string>>) =>
  Object.fromEntries(
    Object.entries(fieldErrors).map(([path, message]) => toFormField(path.split('.'), message)),
  );

/** The sections with a field in error, in the editor's order (their banners, part 2 §5). */
export function failingSections(errors: FieldErrors<ExperimentForm>): ExperimentSection[] {
  const failing = new Set(
    flattenErrors(errors)
      .filter(([path]) => path !== 'root' && !path.startsWith('root.'))
      .map(([path]) => experimentSectionOf(path.split('.'))),
  );
  return SECTIONS.filter((section) => failing.has(section));
}
