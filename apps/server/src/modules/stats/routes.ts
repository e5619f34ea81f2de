import {
  ZErrorResponse,
  ZFilterOptions,
  ZStatsRequest,
  ZValidationErrorResponse,
} from '@parley/contract';
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
          "Action 'options': the session filter panel's choices (issue 6 adds the rest).",
        body: ZStatsRequest,
        response: {
          200: ZFilterOptions,
          400: ZValidationErrorResponse,
          404: ZErrorResponse,
        },
      },
    },
    (request) => runStats(deps, requirePrincipal(request), request.body),
  );
};
