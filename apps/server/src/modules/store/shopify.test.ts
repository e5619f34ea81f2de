import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MSG,
  ZStoreCategoriesResponse,
  ZStoreProductsResponse,
  type TStoreCategoriesResponse,
  type TStoreProductsResponse,
} from '@parley/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ServiceUnavailableError } from '../../errors';
import { shopifyStoreConnector } from './shopify-connector';
import { NO_PRODUCTS } from '../../../test/support/catalogue';
import { FAKE_COLLECTIONS, FAKE_PRODUCTS, startFakeShopify } from '../../../test/support/shopify';

const TOKEN = 'shpat_0123456789abcdef_SECRET';
const VERSION = '2026-10';
const DOMAIN = 'parley-test.myshopify.com';

let shopify: Awaited<ReturnType<typeof startFakeShopify>>;
let t: TestApp;
const logLines: string[] = [];
/** Every body and header a caller got, searched for the token at the end. */
const seen: string[] = [];
let retailerId: string;
let headers: Record<string, string>;

beforeAll(async () => {
  shopify = await startFakeShopify(TOKEN, VERSION);
  const logger = pino({ level: 'trace' }, { write: (line: string) => logLines.push(line) });
  t = await createTestApp({ SHOPIFY_ADMIN_URL: `${shopify.url}/` }, { logger });
  const retailer = await t.createRetailer({
    storePlatform: 'shopify',
    myshopifyDomain: DOMAIN,
    shopifyAccessToken: TOKEN,
  });
  retailerId = retailer.id;
  headers = await t.bearer(await t.createUser({ retailerId }));
});
afterAll(async () => {
  await t.close();
  await shopify.close();
});

async function get(path: string, query: Record<string, string>, id = retailerId) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/retailers/${id}/store/${path}?${new URLSearchParams(query).toString()}`,
    headers: id === retailerId ? headers : await t.bearer(await t.createUser({ retailerId: id })),
  });
  seen.push(res.body, JSON.stringify(res.headers));
  return res;
}
async function products(query: Record<string, string>): Promise<TStoreProductsResponse['results']> {
  const res = await get('products', query);
  expect(res.statusCode, res.body).toBe(200);
  return ZStoreProductsResponse.parse(res.json()).results;
}
async function categories(
  query: Record<string, string>,
): Promise<TStoreCategoriesResponse['results']> {
  const res = await get('categories', query);
  expect(res.statusCode, res.body).toBe(200);
  return ZStoreCategoriesResponse.parse(res.json()).results;
}
const lastRequest = () => shopify.received.at(-1)!;
const names = (page: { products: { name: string }[] }) => page.products.map((p) => p.name);

describe('a Shopify store', () => {
  it("maps Shopify's products, variants and count to the picker's shape", async () => {
    const first = await products({ product_query: 'boot' });
    expect(lastRequest()).toMatchObject({
      path: `/admin/api/${VERSION}/graphql.json`,
      token: TOKEN,
      variables: { first: 4, query: 'boot' },
    });
    expect(lastRequest().variables).not.toHaveProperty('after');
    expect(lastRequest().query).toMatch(/productsCount\(query: \$query\)/);
    expect(names(first)).toEqual(['Boot 00', 'Boot 01', 'Boot 02', 'Boot 03']);
    expect(first).toMatchObject({ totalItemCount: 10, hasPreviousPage: false, hasNextPage: true });
    expect(first.products[0]).toEqual({
      retailer_product_id: 'gid://shopify/Product/1000',
      name: 'Boot 00',
      thumbnail_url: 'https://cdn.shopify.example/boot-00.jpg',
      sku: 'BOOT-00',
      sub_products: [
        {
          retailer_product_id: 'gid://shopify/ProductVariant/2000',
          name: 'Default Title',
          sku: 'BOOT-00',
        },
      ],
    });

    const scarf = await products({ product_query: 'scarf' });
    expect(scarf.products).toEqual([
      {
        retailer_product_id: 'gid://shopify/Product/1100',
        name: 'Scarf',
        thumbnail_url: null,
        sku: null,
        sub_products: [
          {
            retailer_product_id: 'gid://shopify/ProductVariant/2100',
            name: 'Red',
            sku: 'SCARF-RED',
          },
          { retailer_product_id: 'gid://shopify/ProductVariant/2101', name: 'Blue', sku: null },
        ],
      },
    ]);

    const all = await products({});
    expect(lastRequest().variables).toEqual({ first: 4 });
    expect(all.totalItemCount).toBe(FAKE_PRODUCTS.length);
  });

  it("passes Shopify's cursors through, forwards and back", async () => {
    const first = await products({ product_query: 'boot' });
    const second = await products({ product_query: 'boot', endCursor: first.endCursor! });
    expect(lastRequest().variables).toEqual({ first: 4, after: first.endCursor, query: 'boot' });
    expect(names(second)).toEqual(['Boot 04', 'Boot 05', 'Boot 06', 'Boot 07']);
    const third = await products({ product_query: 'boot', endCursor: second.endCursor! });
    expect(names(third)).toEqual(['Boot 08', 'Boot 09']);
    expect(third).toMatchObject({ hasNextPage: false, hasPreviousPage: true });

    const back = await products({ product_query: 'boot', startCursor: third.startCursor! });
    expect(lastRequest().variables).toEqual({ last: 4, before: third.startCursor, query: 'boot' });
    expect(back).toEqual(second);
    const start = await products({ product_query: 'boot', startCursor: back.startCursor! });
    expect(start).toEqual(first);

    const none = await products({ product_query: 'sandal' });
    expect(none).toEqual(NO_PRODUCTS);
  });

  it('searches collections as categories, ten at a time, both ways', async () => {
    const first = await categories({ category_query: 'collection' });
    expect(lastRequest().variables).toEqual({ first: 10, query: 'collection' });
    expect(lastRequest().query).toMatch(/collections\(/);
    expect(first.categories).toEqual(
      FAKE_COLLECTIONS.slice(0, 10).map((c) => ({ product_category_id: c.id, name: c.title })),
    );
    expect(first).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = await categories({ category_query: 'collection', endCursor: first.endCursor! });
    expect(second.categories.map((c) => c.name)).toEqual(['Collection 10', 'Collection 11']);
    const back = await categories({
      category_query: 'collection',
      startCursor: second.startCursor!,
    });
    expect(lastRequest().variables).toMatchObject({ last: 10, before: second.startCursor });
    expect(back).toEqual(first);
  });

  it('turns refusals into 422 and outages into 503', async () => {
    const cases: [string, string, number, string][] = [
      ['products', 'denied', 422, MSG.storeConnectionFailed],
      ['products', 'moved', 422, MSG.storeConnectionFailed],
      ['products', 'throttle', 503, MSG.storeUnavailable],
      ['categories', 'throttle', 503, MSG.storeUnavailable],
      ['products', 'busy', 503, MSG.storeUnavailable],
      ['categories', 'boom', 503, MSG.storeUnavailable],
    ];
    for (const [path, text, status, message] of cases) {
      const res = await get(path, {
        [`${path === 'products' ? 'product' : 'category'}_query`]: text,
      });
      expect(res.statusCode, text).toBe(status);
      expect(res.json()).toEqual({ errorMessage: message });
    }
    // The redirect was not followed: the token never went anywhere else.
    expect(shopify.received.filter((r) => r.path === '/elsewhere')).toEqual([]);
  });

  it('refuses with 422 when the store is not connected, or its token is refused', async () => {
    const before = shopify.received.length;
    const unconnected = [
      { myshopifyDomain: DOMAIN, shopifyAccessToken: null },
      { myshopifyDomain: null, shopifyAccessToken: TOKEN },
      { myshopifyDomain: 'internal.example:8080/x?', shopifyAccessToken: TOKEN },
    ];
    for (const values of unconnected) {
      const other = await t.createRetailer({ storePlatform: 'shopify', ...values });
      const res = await get('products', {}, other.id);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errorMessage: MSG.shopifyNotConnected });
    }
    expect(shopify.received.length).toBe(before);

    const revoked = await t.createRetailer({
      storePlatform: 'shopify',
      myshopifyDomain: 'revoked.myshopify.com',
      shopifyAccessToken: 'shpat_revoked',
    });
    const res = await get('categories', {}, revoked.id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errorMessage: MSG.storeConnectionFailed });
    expect(lastRequest().token).toBe('shpat_revoked');
  });

  it('gives up on a store that does not answer in time', async () => {
    const connector = shopifyStoreConnector({
      domain: DOMAIN,
      accessToken: TOKEN,
      apiVersion: VERSION,
      adminUrl: shopify.url,
      timeoutMs: 100,
      log: t.deps.log,
    });
    const search = { query: 'slow', pageSize: 4 };
    await expect(connector.searchProducts(search)).rejects.toThrow(ServiceUnavailableError);
    await expect(connector.searchProducts(search)).rejects.toThrow(MSG.storeUnavailable);
  });

  it('never shows the token in a response or the log', () => {
    expect(seen.length).toBeGreaterThan(20);
    expect(seen.filter((text) => text.includes(TOKEN))).toEqual([]);
    const warnings = logLines.filter((line) => line.includes('shopify'));
    expect(warnings.length).toBeGreaterThan(5);
    expect(warnings.some((line) => line.includes('THROTTLED'))).toBe(true);
    expect(logLines.filter((line) => line.includes('shpat_'))).toEqual([]);
  });
});
