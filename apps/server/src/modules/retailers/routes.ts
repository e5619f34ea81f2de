import { endpoints } from '@parley/contract';
import type { ModuleRoutes } from '../../app-types';
import { access } from '../../plugins/access';
import { serve } from '../../plugins/endpoints';
import { findRetailer, findRetailers, updateRetailer } from './service';

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
};
