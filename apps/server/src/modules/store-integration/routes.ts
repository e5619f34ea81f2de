import { endpoints } from '@parley/contract';
import type { ModuleRoutes } from '../../app-types';
import { access, requirePrincipal } from '../../plugins/access';
import { serve } from '../../plugins/endpoints';
import { findStoreIntegration, updateStoreIntegration } from './service';

/** The store's theme integration code and discount functions switch (part 1 §2 Store integration). */
export const storeIntegrationRoutes: ModuleRoutes = (app, deps) => {
  const retailers = endpoints.retailers;
  const policy = access.retailer('retailerId');

  serve(app, retailers.findStoreIntegration, policy, (request) =>
    findStoreIntegration(deps, request.params.retailerId),
  );
  serve(app, retailers.updateStoreIntegration, policy, (request) =>
    updateStoreIntegration(
      deps,
      request.params.retailerId,
      request.body,
      requirePrincipal(request),
    ),
  );
};
