import {
  ZErrorResponse,
  ZRetailer,
  ZRetailerContextQuery,
  ZRetailerParams,
  ZRetailersQuery,
  ZRetailersResponse,
  ZUpdateRetailerRequest,
  ZValidationErrorResponse,
} from '@parley/contract';
import type { ModuleRoutes } from '../../app-types';
import { access } from '../../plugins/access';
import { findRetailer, findRetailers, updateRetailer } from './service';

export const retailerRoutes: ModuleRoutes = (app, deps) => {
  app.get(
    '/retailers',
    {
      config: { access: access.admin },
      schema: {
        tags: ['retailers'],
        querystring: ZRetailersQuery,
        response: { 200: ZRetailersResponse, 400: ZValidationErrorResponse },
      },
    },
    (request) => findRetailers(deps, request.query),
  );

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
