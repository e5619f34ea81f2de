import { endpoints } from '@parley/contract';
import type { ModuleRoutes } from '../../app-types';
import { access, requirePrincipal } from '../../plugins/access';
import { serve } from '../../plugins/endpoints';
import { runStats } from './service';

/** POST /stats (part 1 §7 Statistics): authenticated, scoped to the caller's retailer. */
export const statsRoutes: ModuleRoutes = (app, deps) => {
  serve(app, endpoints.stats.runStats, access.authenticated, (request) =>
    runStats(deps, requirePrincipal(request), request.body),
  );
};
