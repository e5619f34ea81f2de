import {
  ZErrorResponse,
  ZRetailerParams,
  ZStoreCategoriesQuery,
  ZStoreCategoriesResponse,
  ZStoreProductsQuery,
  ZStoreProductsResponse,
  ZValidationErrorResponse,
} from '@parley/contract';
import type { ModuleRoutes } from '../../app-types';
import { access } from '../../plugins/access';
import { searchStoreCategories, searchStoreProducts } from './service';

export const storeRoutes: ModuleRoutes = (app, deps) => {
  app.get(
    '/retailers/:retailerId/store/products',
    {
      config: { access: access.retailer('retailerId') },
      schema: {
        tags: ['store'],
        params: ZRetailerParams,
        querystring: ZStoreProductsQuery,
        response: {
          200: ZStoreProductsResponse,
          400: ZValidationErrorResponse,
          404: ZErrorResponse,
          422: ZErrorResponse,
          503: ZErrorResponse,
        },
      },
    },
    (request) => searchStoreProducts(deps, request.params.retailerId, request.query),
  );

  app.get(
    '/retailers/:retailerId/store/categories',
    {
      config: { access: access.retailer('retailerId') },
      schema: {
        tags: ['store'],
        params: ZRetailerParams,
        querystring: ZStoreCategoriesQuery,
        response: {
          200: ZStoreCategoriesResponse,
          400: ZValidationErrorResponse,
          404: ZErrorResponse,
          422: ZErrorResponse,
          503: ZErrorResponse,
        },
      },
    },
    (request) => searchStoreCategories(deps, request.params.retailerId, request.query),
  );
};
