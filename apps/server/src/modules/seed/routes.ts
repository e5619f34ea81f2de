import { endpoints } from '@parley/contract';
import type { ModuleRoutes } from '../../app-types';
import { access } from '../../plugins/access';
import { serve } from '../../plugins/endpoints';
import { findDemoFill } from './demo-fill-status';

export const demoFillRoutes: ModuleRoutes = (app, deps) => {
  serve(app, endpoints.retailers.findDemoFill, access.retailer('retailerId'), (request) =>
    findDemoFill(deps, request.params.retailerId),
  );
};
