import {
  MINIMUM_VISITS_MIN,
  type TAlgorithmVersion,
  type TCartMatchBasis,
  type TDisplaySetting,
  type TRuleMatchType,
  type TTimeLimitMode,
} from '@parley/contract';
import { defaultHyperParameters } from '@parley/engine/algorithm-defaults';
import {
  CLEARED_DATE_RANGE,
  CLEARED_RECURRING,
  alwaysAvailable,
  type Availability,
  type CohortRestriction,
  type FormPatch,
  type NumberValue,
} from './form-model';

/** The editor's transitions (part 2 §4): each returns the fields a choice changes. */

/**
 * Date range turns the time limit on; any other mode turns it off and clears the range. Leaving
 * recurring clears the recurring range: whatever the mode was, only the chosen mode keeps fields.
 */
export function changeTimeLimitMode(mode: TTimeLimitMode): FormPatch {
  return {
    time_limit_mode: mode,
    enable_time_limit: mode === 'date-range',
    ...(mode === 'date-range' ? {} : CLEARED_DATE_RANGE),
    ...(mode === 'recurring' ? {} : CLEARED_RECURRING),
  };
}

/** The basis not in use has its fields cleared. */
export function changeCartMatchBasis(basis: TCartMatchBasis): FormPatch {
  return basis === 'minimum_value'
    ? { cart_match_basis: basis, minimum_item_count: null, minimum_item_value: null }
    : { cart_match_basis: basis, minimum_value: null };
}

/** Cart turns recovered parleys off; global clears the retailer. */
export function changeMatchType(matchType: TRuleMatchType): FormPatch {
  return {
    match_type: matchType,
    ...(matchType === 'cart' ? { recovered_parleys: false } : {}),
    ...(matchType === 'global' ? { retailer_id: null } : {}),
  };
}

/** All the time resets every behavioural setting; limited changes nothing else. */
export function changeAvailability(availability: Availability): FormPatch {
  return availability === 'always' ? alwaysAvailable() : { availability };
}

const LIMITED = { availability: 'limited' } satisfies FormPatch;

/** Showing the button later or on exit intent limits availability; only a delay has seconds. */
export function changeDisplaySetting(setting: TDisplaySetting): FormPatch {
  return {
    display_setting: setting,
    ...(setting === 'always' ? {} : LIMITED),
    ...(setting === 'delay' ? {} : { delay_seconds: null }),
  };
}

const isSet = (value: NumberValue) => value !== null && value !== '';

export function changeDelaySeconds(seconds: NumberValue): FormPatch {
  return { delay_seconds: seconds, ...(isSet(seconds) ? LIMITED : {}) };
}

/** One visit is every visit, so only more than one limits availability. */
export function changeMinimumVisits(visits: NumberValue): FormPatch {
  const limits = isSet(visits) && Number(visits) !== MINIMUM_VISITS_MIN;
  return { minimum_visit_number: visits, ...(limits ? LIMITED : {}) };
}

/** All users clears the cohorts; choosing cohorts limits availability. */
export function changeCohortRestriction(restriction: CohortRestriction): FormPatch {
  return restriction === 'all_users'
    ? { cohort_restriction: restriction, cohort_ids: [] }
    : { cohort_restriction: restriction, ...LIMITED };
}

/** Picking cohorts sets the restriction to cohorts (and so limits availability). */
export function changeCohorts(cohortIds: string[]): FormPatch {
  return cohortIds.length > 0
    ? { cohort_ids: cohortIds, cohort_restriction: 'cohorts', ...LIMITED }
    : { cohort_ids: cohortIds };
}

/** Every hyper-parameter goes back to the new version's defaults. */
export function changeAlgorithmVersion(version: TAlgorithmVersion): FormPatch {
  return { algorithm_version: version, hyper_parameters: defaultHyperParameters(version) };
}

/** Switching the A/B test off drops its Activation Ratio. */
export function changeExperiment(enabled: boolean): FormPatch {
  return enabled
    ? { experiment_enabled: true }
    : { experiment_enabled: false, experiment_percentage: null };
}
