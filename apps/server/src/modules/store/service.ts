import {
  STORE_CATEGORIES_PAGE_SIZE,
  STORE_PRODUCTS_PAGE_SIZE,
  type TStoreCategoriesQuery,
  type TStoreCategoriesResponse,
  type TStoreProductsQuery,
  type TStoreProductsResponse,
} from '@parley/contract';
import type { Deps } from '../../deps';
import type { StoreConnector } from './connector';
import { localStoreConnector } from './local-connector';

/**
 * The connector for the retailer's store. Every platform searches the local catalogue until the
 * Shopify connector exists; Shopify retailers will then get theirs here.
 */
function storeConnectorFor(deps: Pick<Deps, 'db'>, retailerId: string): StoreConnector {
  return localStoreConnector(deps.db, retailerId);
}

export async function searchStoreProducts(
  deps: Pick<Deps, 'db'>,
  retailerId: string,
  query: TStoreProductsQuery,
): Promise<TStoreProductsResponse> {
  const results = await storeConnectorFor(deps, retailerId).searchProducts({
    query: query.product_query,
    after: query.endCursor,
    before: query.startCursor,
    pageSize: STORE_PRODUCTS_PAGE_SIZE,
  });
  return { results };
}

export async function searchStoreCategories(
  deps: Pick<Deps, 'db'>,
  retailerId: string,
  query: TStoreCategoriesQuery,
): Promise<TStoreCategoriesResponse> {
  const results = await storeConnectorFor(deps, retailerId).searchCategories({
    query: query.category_query,
    after: query.endCursor,
    before: query.startCursor,
    pageSize: STORE_CATEGORIES_PAGE_SIZE,
  });
  return { results };
}
