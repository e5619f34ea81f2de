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
  listCohortRules,
  listExperimentOptions,
  listRetailerOptions,
  listRuleOptions,
} from './repository';
import { findAbTestStats } from './abtest';
import { findDashboardStats, rangeOf, resolveStatsScope } from './dashboard';
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

/** POST /stats: the filter options, the dashboard, the uplift test and the admin analytics. */
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
  }
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
