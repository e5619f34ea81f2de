import {
  ZAbTestStats,
  ZDashboardStats,
  ZErrorResponse,
  ZFilterOptions,
  ZSankeyStats,
  ZStatsRequest,
  ZValidationErrorResponse,
  ZWalksStats,
} from '@parley/contract';
import { z } from 'zod';
import type { ModuleRoutes } from '../../app-types';
import { access, requirePrincipal } from '../../plugins/access';
import { runStats } from './service';

/** POST /stats (part 1 §7 Statistics): authenticated, scoped to the caller's retailer. */
export const statsRoutes: ModuleRoutes = (app, deps) => {
  app.post(
    '/stats',
    {
      config: { access: access.authenticated },
      schema: {
        tags: ['statistics'],
        description:
          "Action 'options': the filter panel's choices; 'stats': the dashboard's sections; " +
          "'abtest': the uplift test (administrators, in a retailer's context); 'walks' and " +
          "'sankey': the administrators' analytics.",
        body: ZStatsRequest,
        response: {
          200: z.union([ZFilterOptions, ZDashboardStats, ZAbTestStats, ZWalksStats, ZSankeyStats]),
          400: ZValidationErrorResponse,
          403: ZErrorResponse,
          404: ZErrorResponse,
        },
      },
    },
    (request) => runStats(deps, requirePrincipal(request), request.body),
  );
};
