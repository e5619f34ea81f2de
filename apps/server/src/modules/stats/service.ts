import {
  CHATTINESS_CATEGORIES,
  DATA_QUALITIES,
  SESSION_MSG,
  type TFilterOptions,
  type TStatsRequest,
} from '@parley/contract';
import type { Deps } from '../../deps';
import { BadRequestError } from '../../errors';
import type { Principal } from '../../lib/jwt';
import { resolveScope } from '../sessions/filters';
import {
  listCohortOptions,
  listCohortRules,
  listExperimentOptions,
  listRetailerOptions,
  listRuleOptions,
} from './repository';

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * POST /stats. Issue 5 answers action 'options' (the session filter panel's choices); the
 * dashboard's actions come with issue 6 and are refused with a 400 until then.
 */
export function runStats(deps: Pick<Deps, 'db'>, principal: Principal, request: TStatsRequest) {
  if (request.action !== 'options') {
    throw new BadRequestError(SESSION_MSG.statsActionUnavailable(request.action));
  }
  return findFilterOptions(deps, principal, request.retailerId);
}

/**
 * The filter options of part 1 §3: a retailer user gets their own retailer only, and cohorts
 * only with the user_cohorts feature; experiments are administrators' (part 1 §6).
 */
export async function findFilterOptions(
  deps: Pick<Deps, 'db'>,
  principal: Principal,
  retailerId: string | undefined,
): Promise<TFilterOptions> {
  const scope = await resolveScope(deps.db, principal, [retailerId]);
  const admin = principal.isAdmin;
  const cohortsShown =
    scope.retailerId !== null && (admin || scope.features.includes('user_cohorts'));
  const [retailerRows, ruleRows, experimentRows, cohortRows, cohortRules] = await Promise.all([
    listRetailerOptions(deps.db, admin ? null : scope.retailerId),
    listRuleOptions(deps.db, scope.retailerId, admin),
    admin ? listExperimentOptions(deps.db, scope.retailerId) : [],
    cohortsShown ? listCohortOptions(deps.db, scope.retailerId!) : [],
    cohortsShown ? listCohortRules(deps.db, scope.retailerId!) : [],
  ]);
  return {
    retailers: retailerRows.map((r) => ({ retailerId: r.id, name: r.name })),
    dataQuality: [...DATA_QUALITIES],
    chattinessCategory: CHATTINESS_CATEGORIES.map((category) => ({
      category,
      name: capitalised(category),
    })),
    experimentalRules: experimentRows.map((r) => ({ rule_id: r.id, name: r.name })),
    cohortExperimentRules: cohortRules,
    rules: ruleRows.map((r) => ({ rule_id: r.id, name: r.name })),
    cohorts: cohortRows.map((c) => ({ cohort_id: c.id, name: c.name })),
  };
}
