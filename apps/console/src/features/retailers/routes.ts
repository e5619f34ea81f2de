import { admin, type RouteDef } from '../../app/route-kit';
import { RETAILERS_PATHS as PATHS } from './links';

const list = () => import('./routes/retailer-list/RetailerListRoute');
const detail = () => import('./routes/retailer-detail/RetailerDetailRoute');
const storeIntegration = () => import('./routes/store-integration/StoreIntegrationRoute');

/** The administrators' retailer screens. */
export const retailersRoutes: RouteDef[] = [
  admin({ id: 'retailers', path: PATHS.list, title: 'Retailers', screen: list }),
  admin({ id: 'retailer', path: PATHS.detail, title: 'Retailer', screen: detail }),
  admin({
    id: 'retailer.shopifyStore',
    path: PATHS.shopifyStore,
    title: 'Shopify Store Integration',
    screen: storeIntegration,
  }),
];
