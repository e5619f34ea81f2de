import { randomUUID } from 'node:crypto';
import type { TStartSessionRequest, TWidgetProduct } from '@parley/contract';
import type { TestApp } from '../test-app';
import { setPlan } from './retailers';
import { insertRule } from './rules';

/** Test helpers: stores with keys, and widget calls as a store's page makes them. */

export const STORE_ORIGIN = 'https://shop.example';

export interface TestStore {
  id: string;
  apiKey: string;
  secretKey: string;
  /** The widget's headers: the key and the store's origin. */
  headers: Record<string, string>;
}

/** A store on the enterprise plan selling from shop.example, with an active whole-store rule. */
export async function storeWithRule(
  t: TestApp,
  values: Parameters<TestApp['createRetailer']>[0] = {},
): Promise<TestStore & { ruleId: string }> {
  const store = await testStore(t, values);
  const ruleId = await insertRule(t.db, store.id, { active: true, walkawayPercentage: 20 });
  return { ...store, ruleId };
}

export async function testStore(
  t: TestApp,
  values: Parameters<TestApp['createRetailer']>[0] = {},
): Promise<TestStore> {
  const row = await t.createRetailer({ primaryDomain: 'shop.example', ...values });
  await setPlan(t.db, row.id, 'enterprise');
  return {
    id: row.id,
    apiKey: row.apiKey,
    secretKey: row.secretKey,
    headers: { 'x-api-key': row.apiKey, origin: STORE_ORIGIN },
  };
}

type Method = 'GET' | 'POST' | 'OPTIONS';

/** One call to the widget API, as the store's page would make it. */
export function widget(
  t: TestApp,
  headers: Record<string, string>,
  method: Method,
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url: `/api/v1/widget${url}`,
    headers,
    ...(payload ? { payload } : {}),
  });
}

export const JACKET: TWidgetProduct = {
  retailer_product_id: 'DEMO-JACKET',
  name: 'Waxed Cotton Jacket',
  url: 'https://shop.example/products/jacket',
  price: 189,
  quantity: 1,
  categories: ['Outerwear'],
};

let shoppers = 0;
/** A shopper id the widget might keep, new for each call unless given. */
export const shopperId = () => `shopper-${String(++shoppers).padStart(6, '0')}-${randomUUID()}`;

export const startV1 = (shopper = shopperId(), product = JACKET): TStartSessionRequest => ({
  apiVersion: 'v1',
  negotiationType: 'product',
  product,
  currency: 'GBP',
  context: { shopper_id: shopper, visit_number: 1, dwell_seconds: 0, exit_intent: false },
});
