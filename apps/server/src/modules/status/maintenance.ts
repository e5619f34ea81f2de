import type { FastifyRequest } from 'fastify';
import { API_BASE_PATH, MSG, WIDGET_API_PATH, endpoints } from '@parley/contract';
import type { ModuleRoutes } from '../../app-types';
import type { Deps } from '../../deps';
import { ServiceUnavailableError } from '../../errors';
import { access, requirePrincipal } from '../../plugins/access';
import { serve } from '../../plugins/endpoints';
import { findAdminSiteStatus, setAdminSiteStatus } from './service';

const { updateStatus } = endpoints.status;

/** Calls that read: they keep working in maintenance. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes that keep working while the admin site is down: signing in and out (an administrator
 * must be able to sign in to bring the site back), bringing it back up itself, and the shoppers'
 * widget and the stores' checkouts, which are not the admin site; and browsers' policy-violation
 * reports, which store nothing.
 */
const STAYS_UP = [
  `${API_BASE_PATH}/oauth/`,
  `${API_BASE_PATH}/auth/`,
  `${API_BASE_PATH}${updateStatus.path}`,
  `${API_BASE_PATH}${WIDGET_API_PATH}/`,
  `${API_BASE_PATH}/price_tokens/`,
  `${API_BASE_PATH}${endpoints.security.reportCspViolation.path}`,
];

export function refusesWritesInMaintenance(request: FastifyRequest) {
  if (READS.has(request.method)) return false;
  const url = request.routeOptions.url;
  return url !== undefined && !STAYS_UP.some((prefix) => url.startsWith(prefix));
}

/**
 * Maintenance: while the status feed says the admin site is down, every API call that changes
 * data answers 503; an administrator puts it down and brings it back with PUT /admin/status.
 */
export const maintenanceRoutes: ModuleRoutes = (app, deps: Deps) => {
  app.addHook('onRequest', async (request) => {
    if (!refusesWritesInMaintenance(request)) return;
    if ((await findAdminSiteStatus(deps)) === 'down') {
      throw new ServiceUnavailableError(MSG.maintenance);
    }
  });

  serve(app, updateStatus, access.admin, async (request) => {
    const by = requirePrincipal(request);
    await setAdminSiteStatus(deps, request.body['admin-site']);
    request.log.info(
      { userId: by.userId, adminSite: request.body['admin-site'] },
      'admin site status changed',
    );
    return { 'admin-site': await findAdminSiteStatus(deps) };
  });
};
