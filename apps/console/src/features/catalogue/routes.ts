import { crud, route, type RouteDef } from '../../app/route-kit';
import { ADDON_ITEM, CATALOGUE_PATHS as PATHS } from './links';

export const catalogueRoutes: RouteDef[] = [
  ...crud('retailer.products', PATHS.products, 'Individual Products', 'Product', route, {
    list: () => import('./routes/products/ProductListRoute'),
    editor: () => import('./routes/products/ProductEditorRoute'),
  }),
  ...crud(
    'retailer.productCategories',
    PATHS.productCategories,
    'Product Categories',
    'Product Category',
    route,
    {
      list: () => import('./routes/product-categories/ProductCategoryListRoute'),
      editor: () => import('./routes/product-categories/ProductCategoryEditorRoute'),
    },
  ),
  ...crud('retailer.cohorts', PATHS.cohorts, 'User Cohorts', 'User Cohort', route, {
    list: () => import('./routes/cohorts/CohortListRoute'),
    editor: () => import('./routes/cohorts/CohortEditorRoute'),
  }),
  ...crud('retailer.addonItems', PATHS.addonItems, ADDON_ITEM, ADDON_ITEM, route, {
    list: () => import('./routes/addon-items/list/AddonItemsListRoute'),
    editor: () => import('./routes/addon-items/editor/AddonItemEditorRoute'),
  }),
];
