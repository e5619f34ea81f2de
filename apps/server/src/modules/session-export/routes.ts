import { endpoints } from '@parley/contract';
import type { ModuleRoutes } from '../../app-types';
import { access, requirePrincipal } from '../../plugins/access';
import { serve } from '../../plugins/endpoints';
import { onReplica } from '../../infra/replica';
import { exportSessions } from './service';

/** POST /sessions/export: the session list as a file (authenticated; the service scopes it). */
export const sessionExportRoutes: ModuleRoutes = (app, deps) => {
  serve(app, endpoints.sessions.exportSessions, access.authenticated, async (request, reply) => {
    const file = await onReplica(deps, (replica) =>
      exportSessions(replica, requirePrincipal(request), request.body),
    );
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'no-store')
      .send(file.body);
  });
};
