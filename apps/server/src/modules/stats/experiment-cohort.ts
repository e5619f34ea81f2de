import type { TExperimentCohortStats } from '@parley/contract';
import type { Deps } from '../../deps';
import { ForbiddenError, orNotFound } from '../../errors';
import type { Principal } from '../../lib/jwt';
import { cohortFigures, UNCOUNTED_COHORT } from './cohort-figures';
import { findExperimentCohortResults } from './repository';

/**
 * POST /stats action 'experiment_cohort' (part 2 §7): one experiment cohort's results as last
 * computed (once a day, and when it ends), for administrators. Before the first computation it
 * has counted nothing yet: zeros, and no time.
 */
export async function findExperimentCohortStats(
  deps: Pick<Deps, 'db'>,
  principal: Principal,
  cohortId: string,
): Promise<TExperimentCohortStats> {
  if (!principal.isAdmin) throw new ForbiddenError();
  const row = orNotFound(await findExperimentCohortResults(deps.db, cohortId.toLowerCase()));
  if (row.results === null) {
    return {
      cohort_id: row.cohortId,
      name: row.name,
      ...cohortFigures(UNCOUNTED_COHORT),
      significance: null,
      updated_at: null,
    };
  }
  return {
    ...row.results,
    cohort_id: row.cohortId,
    name: row.name,
    updated_at: row.computedAt?.toISOString() ?? null,
  };
}
