import { admin, type RouteDef } from '../../app/route-kit';
import { RETAILERS_PATHS } from './links';

/** The administrators' retailer screens. */
export const retailersRoutes: RouteDef[] = [
  admin({
    id: 'retailers',
    path: RETAILERS_PATHS.list,
    title: 'Retailers',
    screen: () => import('./routes/retailer-list/RetailerListRoute'),
  }),
  admin({
    id: 'retailer',
    path: RETAILERS_PATHS.detail,
    title: 'Retailer',
    screen: () => import('./routes/retailer-detail/RetailerDetailRoute'),
  }),
  admin({
    id: 'retailer.shopifyStore',
    path: RETAILERS_PATHS.shopifyStore,
    title: 'Shopify Store Integration',
    screen: () => import('./routes/store-integration/StoreIntegrationRoute'),
  }),
];
