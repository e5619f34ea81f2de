import { endpoints } from '@parley/contract';
import type { ModuleRoutes } from '../../app-types';
import { access } from '../../plugins/access';
import { serve } from '../../plugins/endpoints';
import { searchStoreCategories, searchStoreProducts } from './service';

/** Searches of the retailer's own store (part 2 §7 Catalogue lookups), for the rule editor. */
export const storeRoutes: ModuleRoutes = (app, deps) => {
  const store = endpoints.store;
  const policy = access.retailer('retailerId');

  serve(app, store.searchStoreProducts, policy, (request) =>
    searchStoreProducts(deps, request.params.retailerId, request.query),
  );
  serve(app, store.searchStoreCategories, policy, (request) =>
    searchStoreCategories(deps, request.params.retailerId, request.query),
  );
};
