import {
  ZErrorResponse,
  ZRetailerParams,
  ZShopifyStoreIntegration,
  ZUpdateShopifyStoreRequest,
  ZValidationErrorResponse,
} from '@parley/contract';
import type { ModuleRoutes } from '../../app-types';
import { access, requirePrincipal } from '../../plugins/access';
import { findStoreIntegration, updateStoreIntegration } from './service';

/** The store's theme integration code and discount functions switch (part 1 §2 Store integration). */
export const storeIntegrationRoutes: ModuleRoutes = (app, deps) => {
  app.get(
    '/retailers/:retailerId/shopify_store',
    {
      config: { access: access.retailer('retailerId') },
      schema: {
        tags: ['retailers'],
        params: ZRetailerParams,
        response: { 200: ZShopifyStoreIntegration, 404: ZErrorResponse },
      },
    },
    (request) => findStoreIntegration(deps, request.params.retailerId),
  );

  app.put(
    '/retailers/:retailerId/shopify_store',
    {
      config: { access: access.retailer('retailerId') },
      schema: {
        tags: ['retailers'],
        params: ZRetailerParams,
        body: ZUpdateShopifyStoreRequest,
        response: {
          200: ZShopifyStoreIntegration,
          400: ZValidationErrorResponse,
          403: ZErrorResponse,
          404: ZErrorResponse,
        },
      },
    },
    (request) =>
      updateStoreIntegration(
        deps,
        request.params.retailerId,
        request.body,
        requirePrincipal(request),
      ),
  );
};
