import { endpoints } from '@parley/contract';
import type { ModuleRoutes } from '../../app-types';
import { access, requirePrincipal } from '../../plugins/access';
import { serve } from '../../plugins/endpoints';
import { findFeatures, findRetailerFeatureChanges, updateRetailerFeatures } from './features';
import { findRetailer, findRetailers, updateRetailer } from './service';
import { updateRetailerSettings } from './settings';

export const retailerRoutes: ModuleRoutes = (app, deps) => {
  const retailers = endpoints.retailers;

  serve(app, retailers.findRetailers, access.admin, (request) =>
    findRetailers(deps, request.query),
  );
  serve(app, retailers.findRetailer, access.retailer('retailerId'), (request) =>
    findRetailer(deps, request.params.retailerId),
  );
  serve(app, retailers.updateRetailer, access.retailer('retailerId'), (request) =>
    updateRetailer(deps, request.params.retailerId, request.body),
  );
  serve(app, retailers.updateRetailerSettings, access.retailer('retailerId'), (request) =>
    updateRetailerSettings(deps, request.params.retailerId, request.body),
  );
  serve(app, retailers.findFeatures, access.authenticated, () => findFeatures());
  serve(app, retailers.updateRetailerFeatures, access.admin, (request) =>
    updateRetailerFeatures(
      deps,
      requirePrincipal(request),
      request.params.retailerId,
      request.body,
    ),
  );
  serve(app, retailers.findRetailerFeatureChanges, access.admin, (request) =>
    findRetailerFeatureChanges(deps, request.params.retailerId),
  );
};
