import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSessionTurnResponse, TValidationErrorResponse } from '@parley/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { snapshotTables } from '../../../test/db-snapshot';
import { insertRule } from '../../../test/support/rules';
import { sessionRow } from '../../../test/support/sessions';
import {
  JACKET,
  startV1,
  storeWithRule,
  widget,
  type TestStore,
} from '../../../test/support/widget';
import { startSession } from '../../../test/support/widget-calls';

/**
 * What an outside caller of the widget API can send that the database cannot hold or a page
 * must not follow: amounts past the price columns (numeric(12,2)), text with a lone surrogate,
 * links of other schemes than http(s), and bodies that are not JSON. Each is refused (400 naming
 * the field, or 415) and writes nothing, except an amount inside a message, which is free text:
 * it is read as no bid. None may answer 500.
 */

let t: TestApp;
let store: TestStore;
beforeAll(async () => {
  t = await createTestApp();
  store = await storeWithRule(t);
  await insertRule(t.db, store.id, {
    active: true,
    matchType: 'cart',
    cartMatchBasis: 'minimum_value',
    minimumValue: 1,
  });
});
afterAll(() => t.close());

/** A call with a body written by hand (JSON escapes kept as sent). */
const raw = (url: string, body: string, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/widget${url}`,
    headers: { ...store.headers, 'content-type': contentType },
    payload: body,
  });

const opened = async () => (await startSession(t, store)).session.session_id;

/** The call's answer is a 400 naming `field`; the tables are as they were before it. */
async function refusedWithoutWrites(field: string, send: () => ReturnType<typeof raw>) {
  const before = await snapshotTables(t.db);
  const res = await send();
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json<TValidationErrorResponse>().fieldErrors).toHaveProperty([field]);
  expect(await snapshotTables(t.db)).toEqual(before);
}

describe('amounts the price columns cannot hold', () => {
  it('refuses a product price or a v2 band at 10^10 or more', async () => {
    await refusedWithoutWrites('product.price', () =>
      widget(t, store.headers, 'POST', '/sessions', startV1(undefined, { ...JACKET, price: 1e10 })),
    );
    await refusedWithoutWrites('rag.red', () =>
      widget(t, store.headers, 'POST', '/sessions', {
        apiVersion: 'v2',
        negotiationType: 'contract',
        negotiationDirection: 'up',
        offering: { contract_name: 'Fleet lease' },
        initialOffer: 100,
        rag: { red: 1e15 },
        context: startV1().context,
      }),
    );
  });

  it('refuses a cart whose total would not fit', async () => {
    const items = Array.from({ length: 200 }, (_, i) => ({
      retailer_product_id: `SKU-${i}`,
      name: `Item ${i}`,
      price: 9_999_999,
      quantity: 999,
    }));
    await refusedWithoutWrites('cart', () =>
      widget(t, store.headers, 'POST', '/sessions', {
        ...startV1(),
        negotiationType: 'cart',
        product: undefined,
        cart: { items },
      }),
    );
  });

  it('takes no bid from a message naming an amount past them (never a 500)', async () => {
    const id = await opened();
    for (const text of ['I offer 10000000000', 'I will pay £99999999999999999999']) {
      const res = await widget(t, store.headers, 'POST', `/sessions/${id}/messages`, { text });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<TSessionTurnResponse>().message.meta.understandingFailed).toBe(true);
      expect((await sessionRow(t, id)).lastUserBid).toBeNull();
    }
  });
});

describe('text with a lone surrogate', () => {
  it('is refused in a product name and in a message, naming the field', async () => {
    const start = JSON.stringify(startV1()).replace('Waxed', '\\ud800Waxed');
    await refusedWithoutWrites('product.name', () => raw('/sessions', start));
    const id = await opened();
    await refusedWithoutWrites('text', () =>
      raw(`/sessions/${id}/messages`, '{"text":"a bid of 150 \\udc00"}'),
    );
  });

  it('is told apart from a well-formed pair, which is kept', async () => {
    const id = await opened();
    const res = await raw(`/sessions/${id}/messages`, '{"text":"150 please \\ud83d\\ude00"}');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TSessionTurnResponse>().message.user_message).toBe('150 please 😀');
  });
});

describe('links', () => {
  it('are refused unless they are http or https', async () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:msgbox(1)']) {
      await refusedWithoutWrites('product.url', () =>
        widget(t, store.headers, 'POST', '/sessions', startV1(undefined, { ...JACKET, url })),
      );
      const request = startV1();
      request.context.page_url = url;
      await refusedWithoutWrites('context.page_url', () =>
        widget(t, store.headers, 'POST', '/sessions', request),
      );
    }
    const page = startV1(undefined, { ...JACKET, url: 'http://shop.example/jacket' });
    expect((await widget(t, store.headers, 'POST', '/sessions', page)).statusCode).toBe(200);
  });
});

describe('content types', () => {
  it('refuses a write that is not JSON (a cross-origin form post needs no preflight)', async () => {
    const id = await opened();
    const form = 'application/x-www-form-urlencoded';
    const before = await snapshotTables(t.db);
    for (const [url, body] of [
      ['/sessions', 'apiVersion=v1'],
      [`/sessions/${id}/messages`, 'text=I+offer+100'],
      [`/sessions/${id}/accept`, ''],
      [`/sessions/${id}/leave`, `api_key=${store.apiKey}`],
    ] as const) {
      for (const contentType of [form, 'multipart/form-data; boundary=x', 'text/plain']) {
        // sendBeacon's text/plain stays open to leave, which cannot send anything else.
        if (url.endsWith('/leave') && contentType === 'text/plain') continue;
        const res = await raw(url, body, contentType);
        expect(res.statusCode, `${url} ${contentType}: ${res.body}`).toBe(415);
      }
    }
    expect(await snapshotTables(t.db)).toEqual(before);
    // A write without a body names no content type, as the widget sends accept and basket.
    const accept = await widget(t, store.headers, 'POST', `/sessions/${id}/accept`);
    expect(accept.statusCode).not.toBe(415);
  });
});
