import { endpoints } from '@parley/contract';
import type { ModuleRoutes } from '../../app-types';
import { access, requirePrincipal } from '../../plugins/access';
import { serve } from '../../plugins/endpoints';
import { onReplica } from '../../infra/replica';
import { runStats } from './service';

/** POST /stats (part 1 §7 Statistics): authenticated, scoped to the caller's retailer. */
export const statsRoutes: ModuleRoutes = (app, deps) => {
  // On the read replica when there is one: figures a few seconds behind are still right.
  serve(app, endpoints.stats.runStats, access.authenticated, (request) =>
    onReplica(deps, (replica) => runStats(replica, requirePrincipal(request), request.body)),
  );
};
