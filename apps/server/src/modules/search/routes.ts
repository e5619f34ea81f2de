import { endpoints } from '@parley/contract';
import type { ModuleRoutes } from '../../app-types';
import { access } from '../../plugins/access';
import { serve } from '../../plugins/endpoints';
import { onReplica } from '../../infra/replica';
import { searchMessages } from './service';

/** GET /admin/search: message search across retailers, for administrators. */
export const searchRoutes: ModuleRoutes = (app, deps) => {
  serve(app, endpoints.sessions.searchMessages, access.admin, (request) =>
    onReplica(deps, (replica) => searchMessages(replica, request.query)),
  );
};
