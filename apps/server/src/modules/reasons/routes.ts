import { endpoints } from '@parley/contract';
import type { ModuleRoutes } from '../../app-types';
import { access, requirePrincipal } from '../../plugins/access';
import { serve } from '../../plugins/endpoints';
import { createReason, deleteReason, findReason, findReasons, updateReason } from './service';
import { generateReasons } from './suggest';

/**
 * Reasons (part 2 §7): no retailer in the path, so every route is `authenticated` and the services
 * check the tenancy; the global reasons answer 403 to retailer users.
 */
export const reasonRoutes: ModuleRoutes = (app, deps) => {
  const reasons = endpoints.reasons;
  const policy = access.authenticated;

  serve(app, reasons.findReasons, policy, (request) =>
    findReasons(deps, requirePrincipal(request), request.query),
  );
  serve(app, reasons.createReason, policy, (request) =>
    createReason(deps, requirePrincipal(request), request.body),
  );
  serve(app, reasons.generateReasons, policy, (request) =>
    generateReasons(deps, requirePrincipal(request), request.body),
  );
  serve(app, reasons.findReason, policy, (request) =>
    findReason(deps, requirePrincipal(request), request.params.reasonId, request.query.context),
  );
  serve(app, reasons.updateReason, policy, (request) =>
    updateReason(deps, requirePrincipal(request), request.params.reasonId, request.body),
  );
  serve(app, reasons.deleteReason, policy, (request) =>
    deleteReason(deps, requirePrincipal(request), request.params.reasonId, request.query.context),
  );
};
