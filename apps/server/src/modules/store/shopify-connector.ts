import { MSG, type TStoreProduct } from '@parley/contract';
import { z } from 'zod';
import { BusinessError, ServiceUnavailableError } from '../../errors';
import {
  shopifyGraphql,
  type ShopifyConnection,
  type ShopifyProblem,
} from '../../infra/shopify-admin';
import type { StoreConnector, StoreSearch } from './connector';

const PAGE_INFO = 'pageInfo { hasNextPage hasPreviousPage startCursor endCursor }';
const PAGE_VARIABLES = '$first: Int, $last: Int, $after: String, $before: String, $query: String';
const PAGE_ARGUMENTS =
  'first: $first, last: $last, after: $after, before: $before, query: $query, sortKey: TITLE';

// featuredMedia rather than the deprecated featuredImage: the same picture, on every version.
const PRODUCTS_QUERY = `query StoreProducts(${PAGE_VARIABLES}) {
  products(${PAGE_ARGUMENTS}) {
    nodes {
      id
      title
      featuredMedia { preview { image { url } } }
      variants(first: 20) { nodes { id title sku } }
    }
    ${PAGE_INFO}
  }
  productsCount(query: $query) { count }
}`;

const COLLECTIONS_QUERY = `query StoreCollections(${PAGE_VARIABLES}) {
  collections(${PAGE_ARGUMENTS}) {
    nodes { id title }
    ${PAGE_INFO}
  }
}`;

const ZPageInfo = z.object({
  hasNextPage: z.boolean(),
  hasPreviousPage: z.boolean(),
  startCursor: z.string().nullable(),
  endCursor: z.string().nullable(),
});
const ZVariant = z.object({ id: z.string(), title: z.string(), sku: z.string().nullish() });
const ZProduct = z.object({
  id: z.string(),
  title: z.string(),
  featuredMedia: z
    .object({
      preview: z.object({ image: z.object({ url: z.string() }).nullish() }).nullish(),
    })
    .nullish(),
  variants: z.object({ nodes: z.array(ZVariant) }),
});
const ZProductsData = z.object({
  products: z.object({ nodes: z.array(ZProduct), pageInfo: ZPageInfo }),
  productsCount: z.object({ count: z.number().int() }).nullish(),
});
const ZCollectionsData = z.object({
  collections: z.object({
    nodes: z.array(z.object({ id: z.string(), title: z.string() })),
    pageInfo: ZPageInfo,
  }),
});
/** GraphQL error codes that mean "try again later" rather than "this store refuses us". */
const TRANSIENT_CODES = new Set(['THROTTLED', 'INTERNAL_SERVER_ERROR']);

const pageVariables = (search: StoreSearch) => ({
  ...(search.before
    ? { last: search.pageSize, before: search.before }
    : { first: search.pageSize, after: search.after }),
  // The store's own search syntax: "boot" or "sku:B-1" mean what they mean in the Shopify admin.
  query: search.query || undefined,
});

/** Empty SKUs are common in Shopify; the contract says null for "none". */
const skuOf = (sku: string | null | undefined) => sku || null;

function presentProduct(product: z.infer<typeof ZProduct>): TStoreProduct {
  const variants = product.variants.nodes;
  return {
    retailer_product_id: product.id,
    name: product.title,
    thumbnail_url: product.featuredMedia?.preview?.image?.url ?? null,
    // A product's own SKU is its only variant's; with several, each variant has its own.
    sku: variants.length === 1 ? skuOf(variants[0]!.sku) : null,
    sub_products: variants.map((variant) => ({
      retailer_product_id: variant.id,
      name: variant.title,
      sku: skuOf(variant.sku),
    })),
  };
}

/**
 * Product and collection search over the Shopify Admin GraphQL API. Shopify's cursors pass
 * through untouched. Refusals by the store (bad token, missing scope) become 422; throttling,
 * outages and time-outs become 503. The token goes only into the request header: never into an
 * error, a log line or a response.
 */
export function shopifyStoreConnector(connection: ShopifyConnection): StoreConnector {
  const context = { shop: connection.domain, apiVersion: connection.apiVersion };

  const unavailable = (detail: Record<string, unknown>) => {
    connection.log.warn({ ...context, ...detail }, 'shopify store search unavailable');
    return new ServiceUnavailableError(MSG.storeUnavailable);
  };
  const refused = (detail: Record<string, unknown>) => {
    connection.log.warn({ ...context, ...detail }, 'shopify store refused the search');
    return new BusinessError(MSG.storeConnectionFailed);
  };
  const problem = (detail: ShopifyProblem) => {
    if ('status' in detail) {
      return detail.status === 429 || detail.status >= 500 ? unavailable(detail) : refused(detail);
    }
    if ('codes' in detail && !detail.codes.some((code) => TRANSIENT_CODES.has(code))) {
      return refused(detail);
    }
    return unavailable(detail);
  };

  const query = <T>(text: string, variables: object, schema: z.ZodType<T>): Promise<T> =>
    shopifyGraphql(connection, { query: text, variables }, schema, problem);

  return {
    async searchProducts(search) {
      const { products, productsCount } = await query(
        PRODUCTS_QUERY,
        pageVariables(search),
        ZProductsData,
      );
      return {
        products: products.nodes.map(presentProduct),
        ...products.pageInfo,
        totalItemCount: productsCount?.count ?? 0,
      };
    },

    async searchCategories(search) {
      const { collections } = await query(
        COLLECTIONS_QUERY,
        pageVariables(search),
        ZCollectionsData,
      );
      return {
        categories: collections.nodes.map((c) => ({ product_category_id: c.id, name: c.title })),
        ...collections.pageInfo,
      };
    },
  };
}
