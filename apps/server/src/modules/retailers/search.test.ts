import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, RETAILER_SEARCH_LIMIT, ZRetailerSearchResponse } from '@parley/contract';
import type { TestApp } from '../../../test/test-app';
import { startWithAdmin } from '../../../test/support/start';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => ({ t, admin } = await startWithAdmin()));
afterAll(() => t.close());

const search = (query: string, headers = admin) =>
  t.app.inject({ method: 'GET', url: `/api/v1/retailers?${query}`, headers });

describe('GET /retailers?context=search', () => {
  it('finds retailers by name, one per name, sorted by name', async () => {
    const first = await t.createRetailer({ name: 'Zebra Shoes 50%' });
    await t.createRetailer({ name: 'Zebra Shoes 50%' });
    const apple = await t.createRetailer({ name: 'apple zebra' });
    await t.createRetailer({ name: 'Other' });
    const res = await search('context=search&sortOrder=name&searchText=ZEBRA&_=123');
    expect(res.statusCode, res.body).toBe(200);
    expect(ZRetailerSearchResponse.parse(res.json()).retailers).toEqual([
      { retailer_id: apple.id, id: apple.id, name: 'apple zebra' },
      // Of two with one name, the first signed up.
      { retailer_id: first.id, id: first.id, name: 'Zebra Shoes 50%' },
    ]);
    const literal = await search(`context=search&searchText=${encodeURIComponent('50%')}`);
    expect(literal.json<{ retailers: unknown[] }>().retailers).toHaveLength(1);
    const recent = await search('context=search&sortOrder=recent&searchText=zebra');
    expect(recent.json<{ retailers: { name: string }[] }>().retailers.map((r) => r.name)).toEqual([
      'apple zebra',
      'Zebra Shoes 50%',
    ]);
  });

  it(`answers at most ${RETAILER_SEARCH_LIMIT}`, async () => {
    for (let i = 0; i <= RETAILER_SEARCH_LIMIT; i++) await t.createRetailer({ name: `Bulk ${i}` });
    const res = await search('context=search&searchText=bulk');
    expect(res.json<{ retailers: unknown[] }>().retailers).toHaveLength(RETAILER_SEARCH_LIMIT);
  });

  it('is for administrators, and needs the search context', async () => {
    const retailer = await t.createRetailer();
    const user = await t.bearer(await t.createUser({ retailerId: retailer.id }));
    const refused = await search('context=search', user);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ errorMessage: MSG.forbidden });
    for (const query of ['', 'context=lists', 'context=search&sortOrder=size']) {
      const res = await search(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toHaveProperty('fieldErrors');
    }
  });
});
