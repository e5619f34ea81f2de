import { MSG, type TStoreProduct } from '@parley/contract';
import type { Logger } from 'pino';
import { z } from 'zod';
import { BusinessError, ServiceUnavailableError } from '../../errors';
import type { StoreConnector, StoreSearch } from './connector';

/** A Shopify store's Admin API, as its retailer row and the settings describe it. */
export interface ShopifyConnection {
  /** The store's {name}.myshopify.com host. */
  domain: string;
  accessToken: string;
  apiVersion: string;
  /** Used instead of https://{domain} when set: a test server or a proxy. */
  adminUrl?: string | undefined;
  timeoutMs?: number;
  log: Pick<Logger, 'warn'>;
}

/** Long enough for a slow store, short enough that the picker does not hang. */
export const SHOPIFY_TIMEOUT_MS = 10_000;

const MYSHOPIFY_DOMAIN = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/i;
/** Only a store's own Admin API host may receive its token. */
export const isMyshopifyDomain = (domain: string) => MYSHOPIFY_DOMAIN.test(domain);

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
/** GraphQL refusals arrive with HTTP 200: `errors` beside (or instead of) `data`. */
const ZGraphQLResponse = z.object({
  data: z.unknown().optional(),
  errors: z
    .array(
      z.object({
        message: z.string().optional(),
        extensions: z.object({ code: z.string().optional() }).optional(),
      }),
    )
    .optional(),
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
  const base = connection.adminUrl ?? `https://${connection.domain}`;
  const endpoint = `${base}/admin/api/${connection.apiVersion}/graphql.json`;
  const timeoutMs = connection.timeoutMs ?? SHOPIFY_TIMEOUT_MS;
  const context = { shop: connection.domain, apiVersion: connection.apiVersion };

  const unavailable = (detail: Record<string, unknown>) => {
    connection.log.warn({ ...context, ...detail }, 'shopify store search unavailable');
    return new ServiceUnavailableError(MSG.storeUnavailable);
  };
  const refused = (detail: Record<string, unknown>) => {
    connection.log.warn({ ...context, ...detail }, 'shopify store refused the search');
    return new BusinessError(MSG.storeConnectionFailed);
  };

  async function query<T>(text: string, variables: object, schema: z.ZodType<T>): Promise<T> {
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-shopify-access-token': connection.accessToken,
        },
        body: JSON.stringify({ query: text, variables }),
        // A redirect would carry the token header to wherever it points.
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status !== 200) {
        // The body of a refusal is not needed; dropping it frees the connection.
        await response.body?.cancel();
        if (response.status === 429 || response.status >= 500) {
          throw unavailable({ status: response.status });
        }
        throw refused({ status: response.status });
      }
      body = await response.json();
    } catch (error) {
      if (error instanceof BusinessError || error instanceof ServiceUnavailableError) throw error;
      // Network failures, time-outs and unreadable bodies; only the error's kind is logged.
      throw unavailable({ failure: error instanceof Error ? error.name : 'unknown' });
    }
    const parsed = ZGraphQLResponse.safeParse(body);
    if (!parsed.success) throw unavailable({ failure: 'unexpected answer' });
    const errors = parsed.data.errors ?? [];
    if (errors.length > 0) {
      const codes = errors.map((e) => e.extensions?.code ?? 'UNKNOWN');
      const messages = errors.map((e) => e.message ?? '');
      if (codes.some((code) => TRANSIENT_CODES.has(code))) throw unavailable({ codes, messages });
      throw refused({ codes, messages });
    }
    const data = schema.safeParse(parsed.data.data);
    if (!data.success) throw unavailable({ failure: 'unexpected data' });
    return data.data;
  }

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
