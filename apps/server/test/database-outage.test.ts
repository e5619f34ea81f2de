import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@parley/contract';
import { createTestApp, type TestApp } from './test-app';
import { CuttableProxy } from './support/cuttable-proxy';
import { startV1, storeWithRule, widget, type TestStore } from './support/widget';

const serverUrl = process.env.TEST_DATABASE_URL;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!serverUrl)('PostgreSQL outages', () => {
  let t: TestApp;
  let proxy: CuttableProxy;
  let databaseName = '';
  let headers: Record<string, string>;
  let store: TestStore;
  const crashes: unknown[] = [];
  const onCrash = (error: unknown) => crashes.push(error);

  beforeAll(async () => {
    const target = new URL(serverUrl!);
    proxy = new CuttableProxy(target.hostname, Number(target.port || 5432));
    await proxy.listen();
    t = await createTestApp(
      {},
      {
        connectThrough(url) {
          databaseName = url.pathname.slice(1);
          url.hostname = '127.0.0.1';
          url.port = String(proxy.port);
          return url;
        },
      },
    );
    headers = await t.bearer(await t.createUser());
    store = await storeWithRule(t);
    process.on('uncaughtException', onCrash);
    process.on('unhandledRejection', onCrash);
  });
  afterAll(async () => {
    process.off('uncaughtException', onCrash);
    process.off('unhandledRejection', onCrash);
    await t?.close();
    await proxy?.stop();
  });

  const getAccount = () => t.app.inject({ method: 'GET', url: '/api/v1/account', headers });
  const requests = () => [
    getAccount(),
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/account',
      headers,
      payload: { name: 'During Outage', email: 'outage@example.com' },
    }),
    t.app.inject({
      method: 'POST',
      url: '/api/v1/account/password',
      payload: { email: 'someone@example.com' },
    }),
  ];

  /** Polls until the API answers 200 again; returns how long that took and what it saw. */
  async function recovery() {
    const started = Date.now();
    const seen = new Set<number>();
    for (;;) {
      const res = await getAccount();
      seen.add(res.statusCode);
      if (res.statusCode === 200) return { ms: Date.now() - started, seen };
      if (Date.now() - started > 10_000) return { ms: Infinity, seen };
      await pause(25);
    }
  }

  it('answers 503 while the database is unreachable and serves within 2 s of its return', async () => {
    await Promise.all([getAccount(), getAccount(), getAccount()]);
    expect((await getAccount()).statusCode).toBe(200);

    await proxy.cut();
    // Idle pooled connections notice the loss on their own; without an error listener on each,
    // node-postgres would end the process here.
    await pause(200);
    for (let round = 0; round < 3; round++) {
      for (const res of await Promise.all(requests())) {
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ errorMessage: MSG.databaseUnavailable });
        expect(res.headers['retry-after']).toBeDefined();
      }
    }

    await proxy.listen();
    const { ms, seen } = await recovery();
    expect(ms).toBeLessThan(2000);
    expect([...seen].every((status) => status === 200 || status === 503)).toBe(true);
    for (const res of await Promise.all(requests())) expect(res.statusCode).toBe(200);
    expect(crashes).toEqual([]);
  });

  it('reports the process alive but not ready while the database is unreachable', async () => {
    const probe = (url: string) => t.app.inject({ method: 'GET', url });
    expect((await probe('/ready')).statusCode).toBe(200);

    await proxy.cut();
    await pause(200);
    const ready = await probe('/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'not_ready',
      checks: { database: 'failing', migrations: 'failing' },
    });
    expect((await probe('/health')).statusCode).toBe(200);

    await proxy.listen();
    const started = Date.now();
    while ((await probe('/ready')).statusCode !== 200 && Date.now() - started < 10_000) {
      await pause(25);
    }
    expect((await probe('/ready')).statusCode).toBe(200);
    expect(crashes).toEqual([]);
  });

  it("recovers after the server ends the app's connections (pg_terminate_backend)", async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const load = Array.from({ length: 8 }, () => getAccount());
      const { rows } = await admin.query<{ ended: boolean }>(
        'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [databaseName],
      );
      expect(rows.length).toBeGreaterThan(0);
      for (const res of await Promise.all(load)) expect([200, 503]).toContain(res.statusCode);

      const { ms, seen } = await recovery();
      expect(ms).toBeLessThan(2000);
      expect([...seen].every((status) => status === 200 || status === 503)).toBe(true);
      for (const res of await Promise.all(requests())) expect(res.statusCode).toBe(200);
      expect(crashes).toEqual([]);
    } finally {
      await admin.end();
    }
  });
  /** A negotiation's first two turns: the start, then a message (the pipelined connections). */
  async function negotiate() {
    const started = await widget(t, store.headers, 'POST', '/sessions', startV1());
    if (started.statusCode !== 200) return [started.statusCode];
    const sessionId = started.json<{ session: { session_id: string } }>().session.session_id;
    const sent = await widget(t, store.headers, 'POST', `/sessions/${sessionId}/messages`, {
      text: 'Would you take £150?',
    });
    return [started.statusCode, sent.statusCode];
  }

  it('answers widget turns 503 while the database is unreachable, and negotiates again after', async () => {
    expect(await negotiate()).toEqual([200, 200]);

    await proxy.cut();
    await pause(200);
    for (let round = 0; round < 3; round++) {
      const res = await widget(t, store.headers, 'POST', '/sessions', startV1());
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ errorMessage: MSG.databaseUnavailable });
    }

    await proxy.listen();
    const started = Date.now();
    let statuses = await negotiate();
    while (statuses.some((s) => s !== 200) && Date.now() - started < 10_000) {
      expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
      await pause(25);
      statuses = await negotiate();
    }
    expect(statuses).toEqual([200, 200]);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(crashes).toEqual([]);
  });

  it('negotiates again after the server ends the widget’s pipelined connections', async () => {
    expect(await negotiate()).toEqual([200, 200]);
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const load = Array.from({ length: 6 }, () => negotiate());
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [databaseName],
      );
      for (const statuses of await Promise.all(load)) {
        expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
      }
    } finally {
      await admin.end();
    }
    const started = Date.now();
    let statuses = await negotiate();
    while (statuses.some((s) => s !== 200) && Date.now() - started < 10_000) {
      await pause(25);
      statuses = await negotiate();
    }
    expect(statuses).toEqual([200, 200]);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(crashes).toEqual([]);
  });
});
