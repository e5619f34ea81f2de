import { endpoints } from '@parley/contract';
import type { ModuleRoutes } from '../../app-types';
import { access, requirePrincipal } from '../../plugins/access';
import { serve } from '../../plugins/endpoints';
import { startUpliftTest, terminateUpliftTest } from './service';

/** The retailer's uplift A/B test (administrators): start, terminate. */
export const upliftRoutes: ModuleRoutes = (app, deps) => {
  const retailers = endpoints.retailers;

  serve(app, retailers.startUpliftTest, access.admin, (request) =>
    startUpliftTest(
      deps,
      request.params.retailerId,
      request.body.control_cohort_percentage,
      requirePrincipal(request),
    ),
  );
  serve(app, retailers.terminateUpliftTest, access.admin, (request) =>
    terminateUpliftTest(deps, request.params.retailerId, requirePrincipal(request)),
  );
};
