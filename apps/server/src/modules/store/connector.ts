import type { TStoreCategoriesResponse, TStoreProductsResponse } from '@parley/contract';

/** One page of a store search; the cursors are the connector's own, opaque to everyone else. */
export interface StoreSearch {
  query: string;
  /** The page after this cursor. */
  after?: string | undefined;
  /** The page before this cursor. */
  before?: string | undefined;
  pageSize: number;
}

export type StoreProductPage = TStoreProductsResponse['results'];
export type StoreCategoryPage = TStoreCategoriesResponse['results'];

/**
 * Where the rule editor's product picker and category search look. `local` searches the
 * retailer's own products and categories (magento, woocommerce and api stores); `shopify` searches
 * the store's products and collections through the Admin GraphQL API and passes Shopify's own
 * cursors through.
 */
export interface StoreConnector {
  searchProducts(search: StoreSearch): Promise<StoreProductPage>;
  searchCategories(search: StoreSearch): Promise<StoreCategoryPage>;
}
