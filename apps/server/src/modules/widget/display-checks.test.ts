import { afterAll, describe, expect, it } from 'vitest';
import {
  DISPLAY_CHECKS_MAX,
  type TWidgetDisplayChecksResponse,
  type TWidgetDisplayResponse,
} from '@parley/contract';
import { createTestApp } from '../../../test/test-app';
import { snapshotTables } from '../../../test/db-snapshot';
import { ruleProducts } from '../../db/schema';
import { insertRule } from '../../../test/support/rules';
import {
  JACKET,
  shopperId,
  STORE_ORIGIN,
  testStore,
  widget,
  type TestStore,
} from '../../../test/support/widget';
import { displayOn } from '../../../test/support/widget-calls';

const PER_ADDRESS = 6;
const t = await createTestApp({ WIDGET_RATE_LIMIT_PER_ADDRESS: String(PER_ADDRESS) });
afterAll(() => t.close());

const BOOTS = { ...JACKET, retailer_product_id: 'DEMO-BOOTS', name: 'Leather Chelsea Boots' };
/** Each test's calls come from an address of its own, so that the address limit is its own. */
let addresses = 0;
const nextAddress = () => `203.0.113.${++addresses}`;

const productCheck = (product = JACKET, shopper = shopperId()) => ({
  page_type: 'product',
  product,
  context: { shopper_id: shopper },
});

const checksOn = (
  store: { headers: Record<string, string> },
  checks: object[],
  address = nextAddress(),
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/widget/displays',
    headers: store.headers,
    payload: { checks },
    remoteAddress: address,
  });

/** A store whose one rule is for the boots only. */
async function bootsStore(): Promise<TestStore> {
  const store = await testStore(t);
  const ruleId = await insertRule(t.db, store.id, { active: true, matchType: 'product' });
  await t.db.insert(ruleProducts).values({
    ruleId,
    retailerProductId: BOOTS.retailer_product_id,
    name: BOOTS.name,
    position: 0,
  });
  return store;
}

describe('POST /widget/displays', () => {
  it('answers every button of the page in the order asked, as the single check does, writing nothing', async () => {
    const store = await bootsStore();
    const shopper = shopperId();
    const before = await snapshotTables(t.db);
    const res = await checksOn(store, [
      productCheck(JACKET, shopper),
      productCheck(BOOTS, shopper),
      productCheck(JACKET, shopper),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { checks } = res.json<TWidgetDisplayChecksResponse>();
    expect(checks.map((check) => check.show)).toEqual([false, true, false]);
    expect(checks[0]?.reason).toMatch(/not_this_subject/);
    const single: TWidgetDisplayResponse = await displayOn(
      t,
      store,
      { page_type: 'product', product: BOOTS },
      { shopper_id: shopper },
    );
    expect(checks[1]).toEqual(single);
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('answers for the key’s store only, and refuses a missing or unknown key', async () => {
    const boots = await bootsStore();
    const everything = await testStore(t);
    await insertRule(t.db, everything.id, { active: true });
    const jacket = [productCheck(JACKET)];
    const shown = async (store: { headers: Record<string, string> }) =>
      (await checksOn(store, jacket)).json<TWidgetDisplayChecksResponse>().checks[0]?.show;
    expect(await shown(boots)).toBe(false);
    expect(await shown(everything)).toBe(true);
    const unknown = await checksOn({ headers: { 'x-api-key': 'pk_unknown_0123456789' } }, jacket);
    expect(unknown.statusCode).toBe(401);
    const missing = await checksOn({ headers: {} }, jacket);
    expect(missing.statusCode).toBe(401);
  });

  it('lets only the store’s own pages read the answer, as every widget call', async () => {
    const store = await bootsStore();
    const preflight = await widget(
      t,
      {
        origin: STORE_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-api-key',
      },
      'OPTIONS',
      `/displays?api_key=${store.apiKey}`,
    );
    expect(preflight.statusCode).toBe(204);
    const res = await checksOn(store, [productCheck()]);
    expect(res.headers['access-control-allow-origin']).toBe(STORE_ORIGIN);
    const elsewhere = await checksOn(
      { headers: { ...store.headers, origin: 'https://evil.example' } },
      [productCheck()],
    );
    expect(elsewhere.headers['access-control-allow-origin']).toBeUndefined();
  });

  it(`refuses no check, more than ${DISPLAY_CHECKS_MAX}, or an invalid one, writing nothing`, async () => {
    const store = await bootsStore();
    const before = await snapshotTables(t.db);
    const tooMany = Array.from({ length: DISPLAY_CHECKS_MAX + 1 }, () => productCheck());
    const refused = [
      await checksOn(store, []),
      await checksOn(store, tooMany),
      await checksOn(store, [productCheck(), { page_type: 'product', context: {} }]),
    ];
    expect(refused.map((res) => res.statusCode)).toEqual([400, 400, 400]);
    expect(
      Object.keys(refused[1]?.json<{ fieldErrors: object }>().fieldErrors ?? {}),
    ).not.toHaveLength(0);
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('counts each check against the address’s limit, as separate calls did', async () => {
    const store = await bootsStore();
    const address = nextAddress();
    const four = Array.from({ length: 4 }, () => productCheck());
    expect((await checksOn(store, four, address)).statusCode).toBe(200);
    // 4 of the 6 a minute are taken: 2 more pass, then none.
    expect((await checksOn(store, four.slice(0, 2), address)).statusCode).toBe(200);
    const refused = await checksOn(store, four.slice(0, 1), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // A batch that the limit cuts short is refused whole.
    const other = nextAddress();
    expect((await checksOn(store, four.slice(0, 3), other)).statusCode).toBe(200);
    expect((await checksOn(store, four, other)).statusCode).toBe(429);
    t.clock.advance(60);
  });
});
