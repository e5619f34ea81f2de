import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { snapshotTables } from '../../../test/db-snapshot';
import { insertSession } from '../../../test/support/sessions';
import { STORE_ORIGIN, testStore, widget, type TestStore } from '../../../test/support/widget';

let t: TestApp;
let store: TestStore;
let other: TestStore;
beforeAll(async () => {
  // The console also runs on its development server, whose Bot Tester calls this API.
  t = await createTestApp({
    CONSOLE_REDIRECT_URIS: 'http://localhost:3000/callback,http://localhost:5173/callback',
  });
  store = await testStore(t, { myshopifyDomain: 'shop-example.myshopify.com' });
  other = await testStore(t, { primaryDomain: 'http://other.example:8080' });
});
afterAll(() => t.close());

const preflight = (url: string, origin: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url: `/api/v1/widget${url}`,
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type, x-api-key, idempotency-key',
    },
  });

describe('API keys', () => {
  it('answers 401 without a key or with an unknown one, and writes nothing', async () => {
    const before = await snapshotTables(t.db);
    const keys: Record<string, string>[] = [
      {},
      { 'x-api-key': 'pk_unknown' },
      { 'x-api-key': store.secretKey },
    ];
    for (const headers of keys) {
      const res = await widget(t, headers, 'GET', `/sessions/${randomUUID()}`);
      expect(res.statusCode).toBe(401);
      expect(res.json<{ errorMessage: string }>().errorMessage).toMatch(/API key/);
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('takes the key from the header or the api_key parameter, and refuses two that differ', async () => {
    const id = randomUUID();
    expect((await widget(t, {}, 'GET', `/sessions/${id}?api_key=${store.apiKey}`)).statusCode).toBe(
      404,
    );
    const both = await widget(
      t,
      { 'x-api-key': store.apiKey },
      'GET',
      `/sessions/${id}?api_key=${other.apiKey}`,
    );
    expect(both.statusCode).toBe(400);
  });

  it('never lets a key reach another store’s session (404, like a missing one)', async () => {
    const session = await insertSession(t, store.id);
    const mine = await widget(t, store.headers, 'GET', `/sessions/${session.id}`);
    expect(mine.statusCode).toBe(200);
    const before = await snapshotTables(t.db);
    const attempts = [
      ['GET', `/sessions/${session.id}`, undefined],
      ['POST', `/sessions/${session.id}/messages`, { text: 'I offer 100' }],
      ['POST', `/sessions/${session.id}/accept`, undefined],
      ['POST', `/sessions/${session.id}/leave`, undefined],
      ['POST', `/sessions/${session.id}/email`, { email: 'a@b.co' }],
      [
        'POST',
        `/sessions/${session.id}/reaction`,
        { message_id: randomUUID(), user_reaction: 'heart' },
      ],
      ['POST', `/sessions/${session.id}/basket`, undefined],
      [
        'POST',
        '/purchases',
        { apiVersion: 'v1', productId: 'DEMO-JACKET', parleyId: session.id, orderNumber: '1' },
      ],
      [
        'POST',
        '/sales',
        { order_number: 'A1', total: 10, currency: 'GBP', parley_ids: [session.id] },
      ],
    ] as const;
    for (const [method, url, payload] of attempts) {
      const res = await widget(t, other.headers, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});

describe('CORS', () => {
  it('answers a preflight from the store’s own origins', async () => {
    for (const origin of [
      STORE_ORIGIN,
      'https://shop-example.myshopify.com',
      'http://localhost:3000',
      'http://localhost:5173',
    ]) {
      const res = await preflight(`/sessions?api_key=${store.apiKey}`, origin);
      expect(res.statusCode, origin).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-headers']).toMatch(/idempotency-key/);
      expect(res.headers['access-control-allow-methods']).toMatch(/POST/);
    }
    const withPort = await preflight(
      `/display?api_key=${other.apiKey}`,
      'http://other.example:8080',
    );
    expect(withPort.headers['access-control-allow-origin']).toBe('http://other.example:8080');
  });

  it('gives other origins, unknown keys and keyless preflights no CORS headers', async () => {
    const refused = [
      preflight(`/sessions?api_key=${store.apiKey}`, 'https://evil.example'),
      preflight(`/sessions?api_key=${store.apiKey}`, 'http://shop.example'),
      preflight(`/sessions?api_key=${other.apiKey}`, STORE_ORIGIN),
      preflight('/sessions?api_key=pk_unknown', STORE_ORIGIN),
      preflight('/sessions', STORE_ORIGIN),
    ];
    for (const res of await Promise.all(refused)) {
      expect(res.statusCode).toBe(403);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-methods']).toBeUndefined();
    }
  });

  it('marks answers, refusals included, readable by the store’s origin only', async () => {
    const missing = `/sessions/${randomUUID()}`;
    const ok = await widget(t, store.headers, 'GET', missing);
    expect(ok.statusCode).toBe(404);
    expect(ok.headers['access-control-allow-origin']).toBe(STORE_ORIGIN);
    expect(ok.headers.vary).toMatch(/Origin/);
    const evil = await widget(
      t,
      { ...store.headers, origin: 'https://evil.example' },
      'GET',
      missing,
    );
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('rate limits', () => {
  it('limits each key to its allowance a minute, with Retry-After, and recovers', async () => {
    const limited = await createTestApp({ WIDGET_RATE_LIMIT_PER_KEY: '5' });
    try {
      const shop = await testStore(limited);
      const url = `/sessions/${randomUUID()}`;
      const statuses = [];
      for (let i = 0; i < 6; i++) {
        statuses.push((await widget(limited, shop.headers, 'GET', url)).statusCode);
      }
      expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
      const refused = await widget(limited, shop.headers, 'GET', url);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(12);
      // The store's page can read the refusal.
      expect(refused.headers['access-control-allow-origin']).toBe(STORE_ORIGIN);
      expect(refused.headers['access-control-expose-headers']).toMatch(/Retry-After/);
      // Another store's key has its own allowance.
      const second = await testStore(limited);
      expect((await widget(limited, second.headers, 'GET', url)).statusCode).toBe(404);
      limited.clock.advance(60);
      expect((await widget(limited, shop.headers, 'GET', url)).statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });

  it('limits each client address, whatever keys it sends', async () => {
    const limited = await createTestApp({ WIDGET_RATE_LIMIT_PER_ADDRESS: '3' });
    try {
      const url = `/sessions/${randomUUID()}`;
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        statuses.push((await widget(limited, { 'x-api-key': `pk_${i}` }, 'GET', url)).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      const elsewhere = await limited.app.inject({
        method: 'GET',
        url: `/api/v1/widget${url}`,
        headers: { 'x-api-key': 'pk_x' },
        remoteAddress: '203.0.113.9',
      });
      expect(elsewhere.statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('Idempotency-Key', () => {
  it('must be 8 to 128 visible characters', async () => {
    for (const key of ['short', 'x'.repeat(129), 'has space in it']) {
      const res = await widget(t, { ...store.headers, 'idempotency-key': key }, 'POST', '/sales', {
        order_number: 'K1',
        total: 1,
        currency: 'GBP',
      });
      expect(res.statusCode, key).toBe(400);
    }
  });
});
