import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { STORE_ORIGIN, testStore, type TestStore } from '../../../test/support/widget';
import { UNKNOWN_KEY_TTL_MS } from './store-cache';
import type * as Store from './store';
import { findStoreByApiKey } from './store';

// Every read of a public key's store, counted; it still reads the database.
vi.mock('./store', async (importOriginal) => {
  const original = await importOriginal<typeof Store>();
  return { ...original, findStoreByApiKey: vi.fn(original.findStoreByApiKey) };
});
const storeReads = vi.mocked(findStoreByApiKey);
const readsOf = (key: string) => storeReads.mock.calls.filter(([, sent]) => sent === key).length;

const PER_ADDRESS = 5;
const FLOODER = '198.51.100.7';
const SHOPPER = '203.0.113.20';

let t: TestApp;
let store: TestStore;
beforeAll(async () => {
  // The store cache is off in tests (WIDGET_STORE_CACHE_SECONDS=0): unknown keys are kept anyway.
  t = await createTestApp({ WIDGET_RATE_LIMIT_PER_ADDRESS: String(PER_ADDRESS) });
  store = await testStore(t);
});
afterAll(() => t.close());
beforeEach(() => {
  storeReads.mockClear();
});

/** A widget call from `address`, with the store page's Origin as a browser sends it. */
const callFrom = (address: string, key: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/widget/sessions/${randomUUID()}`,
    headers: { 'x-api-key': key, origin: STORE_ORIGIN },
    remoteAddress: address,
  });

describe('made-up widget keys', () => {
  it('are refused by the address limit before their store is read, with a browser’s Origin', async () => {
    const flood = Array.from(
      { length: 40 },
      (_, i) => `pk_${randomUUID().replaceAll('-', '')}${i}`,
    );
    const statuses = [];
    for (const key of flood) statuses.push((await callFrom(FLOODER, key)).statusCode);
    expect(statuses.slice(0, PER_ADDRESS)).toEqual(Array(PER_ADDRESS).fill(401));
    expect(statuses.slice(PER_ADDRESS)).toEqual(Array(flood.length - PER_ADDRESS).fill(429));
    // Only the calls the limit let through read the database.
    expect(storeReads).toHaveBeenCalledTimes(PER_ADDRESS);

    // A shopper elsewhere is served as ever, and the store's page can read the answer.
    const shopper = await callFrom(SHOPPER, store.apiKey);
    expect(shopper.statusCode).toBe(404);
    expect(shopper.headers['access-control-allow-origin']).toBe(STORE_ORIGIN);
    t.clock.advance(60);
  });

  it('are read once, then remembered as unknown for a while', async () => {
    const key = `pk_${randomUUID().replaceAll('-', '')}`;
    const address = '198.51.100.8';
    expect((await callFrom(address, key)).statusCode).toBe(401);
    expect((await callFrom(address, key)).statusCode).toBe(401);
    expect(readsOf(key)).toBe(1);
    // A known key is not remembered that way: its store is read on each call (cache off).
    await callFrom(address, store.apiKey);
    await callFrom(address, store.apiKey);
    expect(readsOf(store.apiKey)).toBe(2);
    // Once the unknown key's time is over, it is read again (a key created since then works).
    t.clock.advance(UNKNOWN_KEY_TTL_MS / 1000 + 1);
    expect((await callFrom(address, key)).statusCode).toBe(401);
    expect(readsOf(key)).toBe(2);
  });

  it('keep the address limit ahead of the key and its store on preflights too', async () => {
    t.clock.advance(60);
    const address = '198.51.100.9';
    const preflight = (key: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: `/api/v1/widget/sessions?api_key=${key}`,
        headers: { origin: STORE_ORIGIN, 'access-control-request-method': 'POST' },
        remoteAddress: address,
      });
    const statuses = [];
    for (let i = 0; i < PER_ADDRESS + 3; i++) {
      statuses.push((await preflight(`pk_${randomUUID().replaceAll('-', '')}`)).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(PER_ADDRESS).fill(403), 429, 429, 429]);
    expect(storeReads).toHaveBeenCalledTimes(PER_ADDRESS);
  });
});
