import {
  CHATTINESS_CATEGORIES,
  DATA_QUALITIES,
  type TFilterOptions,
  type TSankeyStats,
  type TStatsFilters,
  type TStatsRequest,
  type TWalksStats,
} from '@parley/contract';
import type { Deps } from '../../deps';
import { ForbiddenError } from '../../errors';
import type { Principal } from '../../lib/jwt';
import { findRollupMark, resolveScope, type StatsSource } from '../session-queries';
import {
  listCohortOptions,
  listExperimentOptions,
  listRetailerOptions,
  listRuleOptions,
} from './repository';
import { findAbTestStats } from './abtest';
import { findDashboardStats, rangeOf, resolveStatsScope } from './dashboard';
import { findExperimentCohortStats } from './experiment-cohort';
import { findSankey } from './sankey';
import { findWalks } from './walks';

type ReadDeps = Pick<Deps, 'db' | 'clock'>;

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The administrators' analytics: walks and sankey (part 1 §6). */
async function findAdminAnalytics(
  deps: ReadDeps,
  principal: Principal,
  request: TStatsFilters,
  find: (db: Deps['db'], source: StatsSource) => Promise<TWalksStats | TSankeyStats>,
) {
  if (!principal.isAdmin) throw new ForbiddenError();
  const { scope, filters } = await resolveStatsScope(deps, principal, request);
  const sealedBefore = await findRollupMark(deps.db, scope);
  const { source } = rangeOf(filters, scope, deps.clock.now(), sealedBefore);
  return find(deps.db, source);
}

/**
 * POST /stats: the filter options, the dashboard, the uplift test, the admin analytics and an
 * experiment cohort's results.
 */
export function runStats(deps: ReadDeps, principal: Principal, request: TStatsRequest) {
  switch (request.action) {
    case 'options':
      return findFilterOptions(deps, principal, request.retailerId);
    case 'stats':
      return findDashboardStats(deps, principal, request);
    case 'abtest':
      return findAbTestStats(deps, principal, request);
    case 'walks':
      return findAdminAnalytics(deps, principal, request, findWalks);
    case 'sankey':
      return findAdminAnalytics(deps, principal, request, findSankey);
    case 'experiment_cohort':
      return findExperimentCohortStats(deps, principal, request.cohortId);
  }
}

/**
 * The filter options of part 1 §3: a retailer user gets their own retailer only, and cohorts
 * only with the user_cohorts feature; experiments (those that have started, with their cohorts)
 * are administrators' (part 1 §6), limited to the retailer's when one is in scope.
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
  const [retailerRows, ruleRows, experimentRows, cohortRows] = await Promise.all([
    listRetailerOptions(deps.db, admin ? null : scope.retailerId),
    listRuleOptions(deps.db, scope.retailerId, admin),
    admin ? listExperimentOptions(deps.db, scope.retailerId) : [],
    cohortsShown ? listCohortOptions(deps.db, scope.retailerId!) : [],
  ]);
  return {
    retailers: retailerRows.map((r) => ({ retailerId: r.id, name: r.name })),
    dataQuality: [...DATA_QUALITIES],
    chattinessCategory: CHATTINESS_CATEGORIES.map((category) => ({
      category,
      name: capitalised(category),
    })),
    experimentalRules: experimentRows.map((e) => ({ rule_id: e.rule_id, name: e.name })),
    cohortExperimentRules: experimentRows.map((e) => ({ name: e.name, cohorts: e.cohorts })),
    rules: ruleRows.map((r) => ({ rule_id: r.id, name: r.name })),
    cohorts: cohortRows.map((c) => ({ cohort_id: c.id, name: c.name })),
  };
}
