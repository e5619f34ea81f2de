import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MSG,
  STORE_PRODUCTS_PAGE_SIZE,
  ZStoreCategoriesResponse,
  ZStoreProductsResponse,
  type TStoreProductsResponse,
} from '@parley/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { insertCatalogueRow, NO_PRODUCTS } from '../../../test/support/catalogue';
import { encodeCursor } from './keyset';

let t: TestApp;
let retailerId: string;
let headers: Record<string, string>;
const NAMES = Array.from({ length: 10 }, (_, i) => `Boot ${String(i).padStart(2, '0')}`);

beforeAll(async () => {
  t = await createTestApp();
  retailerId = (await t.createRetailer()).id;
  headers = await t.bearer(await t.createUser({ retailerId }));
  for (const name of [...NAMES].reverse()) {
    await insertCatalogueRow(t.db, 'products', retailerId, name);
    await insertCatalogueRow(t.db, 'product_categories', retailerId, name);
  }
  await insertCatalogueRow(t.db, 'products', retailerId, 'Scarf');
  // Another retailer's boots never show.
  const other = await t.createRetailer();
  await insertCatalogueRow(t.db, 'products', other.id, 'Boot 99');
  await insertCatalogueRow(t.db, 'product_categories', other.id, 'Boot 99');
});
afterAll(() => t.close());

const get = (path: string, query: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/retailers/${retailerId}/store/${path}?${new URLSearchParams(query).toString()}`,
    headers,
  });

async function products(query: Record<string, string>) {
  const res = await get('products', query);
  expect(res.statusCode, res.body).toBe(200);
  return ZStoreProductsResponse.parse(res.json()).results;
}
const names = (page: TStoreProductsResponse['results']) => page.products.map((p) => p.name);

describe('GET /retailers/:retailerId/store/products (local catalogue)', () => {
  it('pages forwards and back, four at a time, through the matching products', async () => {
    const first = await products({ product_query: 'boot' });
    expect(names(first)).toEqual(NAMES.slice(0, STORE_PRODUCTS_PAGE_SIZE));
    expect(first).toMatchObject({ totalItemCount: 10, hasPreviousPage: false, hasNextPage: true });
    expect(first.products[0]).toMatchObject({
      thumbnail_url: null,
      sub_products: [],
      sku: first.products[0]!.retailer_product_id,
    });

    const second = await products({ product_query: 'boot', endCursor: first.endCursor! });
    expect(names(second)).toEqual(NAMES.slice(4, 8));
    expect(second).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
    const third = await products({ product_query: 'boot', endCursor: second.endCursor! });
    expect(names(third)).toEqual(NAMES.slice(8));
    expect(third).toMatchObject({ hasPreviousPage: true, hasNextPage: false });

    const back = await products({ product_query: 'boot', startCursor: third.startCursor! });
    expect(names(back)).toEqual(NAMES.slice(4, 8));
    expect(back.startCursor).toBe(second.startCursor);
    const start = await products({ product_query: 'boot', startCursor: back.startCursor! });
    expect(names(start)).toEqual(NAMES.slice(0, 4));
    expect(start).toMatchObject({ hasPreviousPage: false, hasNextPage: true });
  });

  it('searches names and product ids, and shows an empty page with no cursors', async () => {
    const all = await products({ product_query: '' });
    expect(all.totalItemCount).toBe(11);
    const scarf = await products({ product_query: 'SCARF' });
    expect(names(scarf)).toEqual(['Scarf']);
    const bySku = await products({ product_query: scarf.products[0]!.retailer_product_id });
    expect(names(bySku)).toEqual(['Scarf']);
    const none = await products({ product_query: 'sandal' });
    expect(none).toEqual(NO_PRODUCTS);
    const pastTheEnd = await products({
      product_query: 'boot',
      endCursor: encodeCursor(['Boot 99', '00000000-0000-4000-8000-000000000000']),
    });
    expect(pastTheEnd).toMatchObject({ products: [], hasPreviousPage: true, hasNextPage: false });
  });

  it('refuses a cursor it did not make, and both cursors at once', async () => {
    const queries: Record<string, string>[] = [
      { endCursor: 'garbage' },
      { startCursor: Buffer.from('["x","not-a-uuid"]').toString('base64url') },
      { startCursor: encodeCursor(['a', '00000000-0000-4000-8000-000000000000']), endCursor: 'x' },
    ];
    for (const query of queries) {
      const res = await get('products', query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorMessage: MSG.searchPageGone });
    }
  });
});

describe('GET /retailers/:retailerId/store/categories (local catalogue)', () => {
  it('pages through the matching categories in both directions', async () => {
    const page = async (query: Record<string, string>) => {
      const res = await get('categories', query);
      expect(res.statusCode, res.body).toBe(200);
      return ZStoreCategoriesResponse.parse(res.json()).results;
    };
    const first = await page({ category_query: 'BOOT' });
    expect(first.categories.map((c) => c.name)).toEqual(NAMES);
    expect(first).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
    const none = await page({ category_query: 'hat' });
    expect(none.categories).toEqual([]);

    const own = await t.createRetailer();
    const ownHeaders = await t.bearer(await t.createUser({ retailerId: own.id }));
    for (let i = 0; i < 12; i++) {
      await insertCatalogueRow(
        t.db,
        'product_categories',
        own.id,
        `Cat ${String(i).padStart(2, '0')}`,
      );
    }
    const ownPage = async (query: Record<string, string>) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/retailers/${own.id}/store/categories?${new URLSearchParams(query).toString()}`,
        headers: ownHeaders,
      });
      return ZStoreCategoriesResponse.parse(res.json()).results;
    };
    const a = await ownPage({});
    expect(a.categories).toHaveLength(10);
    expect(a).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const b = await ownPage({ endCursor: a.endCursor! });
    expect(b.categories.map((c) => c.name)).toEqual(['Cat 10', 'Cat 11']);
    expect(b).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const back = await ownPage({ startCursor: b.startCursor! });
    expect(back.categories).toEqual(a.categories);
  });
});
