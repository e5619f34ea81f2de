import {
  MSG,
  STORE_CATEGORIES_PAGE_SIZE,
  STORE_PRODUCTS_PAGE_SIZE,
  type TStoreCategoriesQuery,
  type TStoreCategoriesResponse,
  type TStoreProductsQuery,
  type TStoreProductsResponse,
} from '@parley/contract';
import type { Deps } from '../../deps';
import { BusinessError, orNotFound } from '../../errors';
import { shopifyConnectionOf } from '../../infra/shopify-admin';
import type { StoreConnector, StoreSearch } from './connector';
import { localStoreConnector } from './local-connector';
import { findStoreAccount } from './repository';
import { shopifyStoreConnector } from './shopify-connector';

type StoreDeps = Pick<Deps, 'db' | 'config' | 'log'>;

/**
 * The connector for the retailer's store: Shopify stores search their own catalogue through the
 * Admin API; magento, woocommerce and api stores search the products entered in the console.
 */
async function storeConnectorFor(deps: StoreDeps, retailerId: string): Promise<StoreConnector> {
  const account = orNotFound(await findStoreAccount(deps.db, retailerId));
  if (account.platform !== 'shopify') return localStoreConnector(deps.db, retailerId);
  const connection = shopifyConnectionOf(deps, account);
  if (!connection) throw new BusinessError(MSG.shopifyNotConnected);
  return shopifyStoreConnector(connection);
}

/** One page of a search the console asked for: its words, its cursor, the page's size. */
const storeSearch = (
  words: string,
  cursors: { endCursor?: string | undefined; startCursor?: string | undefined },
  pageSize: number,
): StoreSearch => ({
  query: words,
  after: cursors.endCursor,
  before: cursors.startCursor,
  pageSize,
});

export async function searchStoreProducts(
  deps: StoreDeps,
  retailerId: string,
  query: TStoreProductsQuery,
): Promise<TStoreProductsResponse> {
  const connector = await storeConnectorFor(deps, retailerId);
  const search = storeSearch(query.product_query, query, STORE_PRODUCTS_PAGE_SIZE);
  return { results: await connector.searchProducts(search) };
}

export async function searchStoreCategories(
  deps: StoreDeps,
  retailerId: string,
  query: TStoreCategoriesQuery,
): Promise<TStoreCategoriesResponse> {
  const connector = await storeConnectorFor(deps, retailerId);
  const search = storeSearch(query.category_query, query, STORE_CATEGORIES_PAGE_SIZE);
  return { results: await connector.searchCategories(search) };
}
