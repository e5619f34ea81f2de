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
import { BusinessError, NotFoundError } from '../../errors';
import type { StoreConnector } from './connector';
import { localStoreConnector } from './local-connector';
import { findStoreAccount } from './repository';
import { isMyshopifyDomain, shopifyStoreConnector } from './shopify-connector';

type StoreDeps = Pick<Deps, 'db' | 'config' | 'log'>;

/**
 * The connector for the retailer's store: Shopify stores search their own catalogue through the
 * Admin API; magento, woocommerce and api stores search the products entered in the console.
 */
async function storeConnectorFor(deps: StoreDeps, retailerId: string): Promise<StoreConnector> {
  const account = await findStoreAccount(deps.db, retailerId);
  if (!account) throw new NotFoundError();
  if (account.platform !== 'shopify') return localStoreConnector(deps.db, retailerId);
  const { myshopifyDomain: domain, shopifyAccessToken: accessToken } = account;
  if (!domain || !accessToken || !isMyshopifyDomain(domain)) {
    throw new BusinessError(MSG.shopifyNotConnected);
  }
  return shopifyStoreConnector({
    domain,
    accessToken,
    apiVersion: deps.config.shopify.apiVersion,
    adminUrl: deps.config.shopify.adminUrl,
    log: deps.log,
  });
}

export async function searchStoreProducts(
  deps: StoreDeps,
  retailerId: string,
  query: TStoreProductsQuery,
): Promise<TStoreProductsResponse> {
  const connector = await storeConnectorFor(deps, retailerId);
  const results = await connector.searchProducts({
    query: query.product_query,
    after: query.endCursor,
    before: query.startCursor,
    pageSize: STORE_PRODUCTS_PAGE_SIZE,
  });
  return { results };
}

export async function searchStoreCategories(
  deps: StoreDeps,
  retailerId: string,
  query: TStoreCategoriesQuery,
): Promise<TStoreCategoriesResponse> {
  const connector = await storeConnectorFor(deps, retailerId);
  const results = await connector.searchCategories({
    query: query.category_query,
    after: query.endCursor,
    before: query.startCursor,
    pageSize: STORE_CATEGORIES_PAGE_SIZE,
  });
  return { results };
}
