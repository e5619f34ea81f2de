import { z } from 'zod';
import { endpoint } from '../endpoint';
import { ZExperimentCohortStats } from '../experiments';
import { ZFilterOptions, ZStatsRequest } from '../stats';
import { ZAbTestStats, ZSankeyStats, ZWalksStats } from '../stats-analytics';
import { ZDashboardStats } from '../stats-dashboard';

/** Statistics (part 1 §7 Statistics): one call whose `action` picks what it answers. */
export const statsEndpoints = {
  runStats: endpoint({
    method: 'POST',
    path: '/stats',
    tags: ['statistics'],
    summary: 'Compute statistics',
    description:
      "Signed-in users, scoped to the caller's retailer. Action 'options': the filter panel's choices; 'stats': the dashboard's sections; 'abtest': the uplift test (administrators, in a retailer's context); 'walks' and 'sankey': the administrators' analytics; 'experiment_cohort' with `cohortId`: one experiment cohort's results as last computed (administrators). The answer is the shape of the action's own schema.",
    body: ZStatsRequest,
    response: z.union([
      ZFilterOptions,
      ZDashboardStats,
      ZAbTestStats,
      ZWalksStats,
      ZSankeyStats,
      ZExperimentCohortStats,
    ]),
    refusals: [400, 403, 404],
  }),
};
