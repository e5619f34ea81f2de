import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type TShopifyStoreIntegration } from '@parley/contract';
import type { TestApp } from '../../../test/test-app';
import { startWithAdmin } from '../../../test/support/start';
import { snapshotTables } from '../../../test/db-snapshot';
import { STORE_ORIGIN, testStore, widget } from '../../../test/support/widget';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => ({ t, admin } = await startWithAdmin()));
afterAll(() => t.close());

const CODE = "window.parleyConfig = { buttons: [] }; // store A's theme";

const path = (retailerId: string) => `/api/v1/retailers/${retailerId}/shopify_store`;
const read = (retailerId: string, headers = admin) =>
  t.app.inject({ method: 'GET', url: path(retailerId), headers });
const write = (retailerId: string, payload: object, headers = admin) =>
  t.app.inject({ method: 'PUT', url: path(retailerId), headers, payload });

describe('GET and PUT /retailers/{id}/shopify_store', () => {
  it('lets an administrator save the code and switch discount functions', async () => {
    const retailer = await t.createRetailer();
    expect((await read(retailer.id)).json()).toEqual({
      custom_code: null,
      discount_functions_enabled: false,
    });
    const saved = await write(retailer.id, { custom_code: CODE });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<TShopifyStoreIntegration>().custom_code).toBe(CODE);
    const toggled = await write(retailer.id, { discount_functions_enabled: true });
    expect(toggled.json()).toEqual({ custom_code: CODE, discount_functions_enabled: true });
    // The detail's Store Info card reads the switch from the retailer.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/retailers/${retailer.id}?context=admin`,
      headers: admin,
    });
    expect(detail.json()).toMatchObject({ store: { discount_functions_enabled: true } });
    // Blank code removes it.
    expect((await write(retailer.id, { custom_code: '  \n' })).json()).toMatchObject({
      custom_code: null,
    });
  });

  it('lets only administrators write the code; the owner may read and switch discounts', async () => {
    const retailer = await t.createRetailer({ customCode: CODE });
    const owner = await t.bearer(await t.createUser({ retailerId: retailer.id }));
    const before = await snapshotTables(t.db);
    const refused = await write(retailer.id, { custom_code: 'alert(1)' }, owner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ errorMessage: MSG.forbidden });
    expect(await snapshotTables(t.db)).toEqual(before);
    expect((await read(retailer.id, owner)).json()).toMatchObject({ custom_code: CODE });
    const toggled = await write(retailer.id, { discount_functions_enabled: true }, owner);
    expect(toggled.statusCode).toBe(200);
  });

  it('refuses both changes at once, or neither', async () => {
    const retailer = await t.createRetailer();
    for (const payload of [{}, { custom_code: CODE, discount_functions_enabled: true }]) {
      expect((await write(retailer.id, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(
      (await write('00000000-0000-4000-8000-000000000000', { custom_code: CODE })).statusCode,
    ).toBe(404);
  });
});

describe('GET /widget/integration.js', () => {
  it("serves a store's code on that store's pages only", async () => {
    const storeA = await testStore(t, { customCode: CODE });
    const storeB = await testStore(t, { primaryDomain: 'other-shop.example' });
    const get = (apiKey: string, headers: Record<string, string>) =>
      widget(t, { 'x-api-key': apiKey, ...headers }, 'GET', '/integration.js');

    const own = await get(storeA.apiKey, { referer: `${STORE_ORIGIN}/products/jacket` });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toMatch(/^text\/javascript/);
    expect(own.body).toBe(CODE);
    expect((await get(storeA.apiKey, { origin: STORE_ORIGIN })).body).toBe(CODE);

    // Store A's public key used on store B's pages, the console or a page that names none.
    const otherPages: Record<string, string>[] = [
      { referer: 'https://other-shop.example/cart' },
      { origin: 'https://other-shop.example' },
      { referer: 'http://localhost:3000/#/retailers' },
      {},
    ];
    // An empty script, as for a store without code: nothing of A's, and no error on those pages.
    for (const headers of otherPages) {
      const res = await get(storeA.apiKey, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(res.body).toBe('');
    }
    // Store B has no code of its own: an empty script on its pages, never A's.
    const b = await get(storeB.apiKey, { referer: 'https://other-shop.example/cart' });
    expect(b.statusCode).toBe(200);
    expect(b.body).toBe('');
    expect((await get(storeB.apiKey, { referer: `${STORE_ORIGIN}/cart` })).body).toBe('');
  });

  it('is kept by the shopper’s browser for a while, per page origin, and revalidated by its ETag', async () => {
    const store = await testStore(t, { customCode: CODE });
    const get = (headers: Record<string, string>) =>
      widget(t, { 'x-api-key': store.apiKey, ...headers }, 'GET', '/integration.js');
    const first = await get({ referer: `${STORE_ORIGIN}/products/jacket` });
    expect(first.headers['cache-control']).toBe('private, max-age=300');
    expect(String(first.headers.vary)).toMatch(/Origin/);
    expect(String(first.headers.vary)).toMatch(/Referer/);
    const etag = String(first.headers.etag);
    const again = await get({ referer: `${STORE_ORIGIN}/cart`, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another page's answer (an empty script) is another copy: its ETag differs.
    const elsewhere = await get({ referer: 'https://other-shop.example/', 'if-none-match': etag });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.body).toBe('');
  });
});
