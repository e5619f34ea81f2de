import { endpoints } from '@parley/contract';
import type { ModuleRoutes } from '../../app-types';
import { access, requirePrincipal } from '../../plugins/access';
import { serve } from '../../plugins/endpoints';
import { createHandoff } from './service';

/** POST /auth/handoff (part 1 §7): a single-use URL of a page for a console frame. */
export const handoffRoutes: ModuleRoutes = (app, deps) => {
  serve(app, endpoints.auth.createHandoff, access.authenticated, (request) =>
    createHandoff(deps, requirePrincipal(request), request.body, request.headers.origin),
  );
};
