import type { AppInstance } from '../../app-types';
import type { Deps } from '../../deps';
import { access } from '../../plugins/access';
import { findReadiness } from './service';

/**
 * The probes a load balancer or orchestrator asks, outside the API (like /status.json): they are
 * not calls the console or widget make, so they are not in the endpoint table or the API docs.
 * `/health`: the process answers. `/ready`: send it traffic (503 with the failing checks if not).
 * Once the server starts closing it takes no new connections and closes idle ones (Fastify's
 * forceCloseConnections 'idle'), so a balancer sees it gone while the requests in flight finish.
 */
export function healthRoutes(app: AppInstance, deps: Deps) {
  app.get(
    '/health',
    { config: { access: access.public }, schema: { hide: true } },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get(
    '/ready',
    { config: { access: access.public }, schema: { hide: true } },
    async (_request, reply) => {
      const { ready, checks } = await findReadiness(deps);
      return reply
        .status(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: ready ? 'ready' : 'not_ready', checks });
    },
  );
}
