import {
  ZErrorResponse,
  ZRetailer,
  ZRetailerContextQuery,
  ZRetailerParams,
  ZUpdateRetailerRequest,
  ZValidationErrorResponse,
} from '@parley/contract';
import type { ModuleRoutes } from '../../app-types';
import { access } from '../../plugins/access';
import { findRetailer, updateRetailer } from './service';

export const retailerRoutes: ModuleRoutes = (app, deps) => {
  app.get(
    '/retailers/:retailerId',
    {
      config: { access: access.retailer('retailerId') },
      schema: {
        tags: ['retailers'],
        params: ZRetailerParams,
        querystring: ZRetailerContextQuery,
        response: { 200: ZRetailer, 404: ZErrorResponse },
      },
    },
    (request) => findRetailer(deps, request.params.retailerId),
  );

  app.put(
    '/retailers/:retailerId',
    {
      config: { access: access.retailer('retailerId') },
      schema: {
        tags: ['retailers'],
        params: ZRetailerParams,
        body: ZUpdateRetailerRequest,
        response: { 200: ZRetailer, 400: ZValidationErrorResponse, 404: ZErrorResponse },
      },
    },
    (request) => updateRetailer(deps, request.params.retailerId, request.body),
  );
};
