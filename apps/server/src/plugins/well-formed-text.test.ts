import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '@parley/contract';
import { snapshotTables } from '../../test/db-snapshot';
import { startWithShop } from '../../test/support/start';

const { t, shop } = await startWithShop();
afterAll(() => t.close());

/** A product saved with a JSON body written by hand, so that its \ud800 escapes arrive as sent. */
const saveProduct = (body: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/retailers/${shop.id}/products`,
    headers: { ...shop.headers, 'content-type': 'application/json' },
    payload: body,
  });

describe('text with a lone surrogate', () => {
  it('is refused wherever it is, naming the field, and writes nothing', async () => {
    const before = await snapshotTables(t.db);
    const cases = [
      ['{"retailer_product_id":"P-1","name":"Coat \\ud800"}', 'name'],
      ['{"retailer_product_id":"\\udfff P-2","name":"Coat"}', 'retailer_product_id'],
      // In a list and in a key, which no schema of this call reads.
      ['{"retailer_product_id":"P-3","name":"Coat","tags":["ok","\\ud83d"]}', 'tags.1'],
      ['{"retailer_product_id":"P-4","name":"Coat","\\ud800":1}', '\ud800'],
    ] as const;
    for (const [body, field] of cases) {
      const res = await saveProduct(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({
        errorMessage: MSG.illFormedText,
        fieldErrors: { [field]: MSG.illFormedText },
      });
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('lets a surrogate pair (an emoji) through', async () => {
    const res = await saveProduct('{"retailer_product_id":"P-5","name":"Coat \\ud83d\\ude00"}');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Coat 😀' });
  });
});
