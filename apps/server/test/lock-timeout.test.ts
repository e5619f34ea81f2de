import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, MSG } from '@parley/contract';
import { queryRows, runQuery } from '../src/db/client';
import { allowLongStatements } from '../src/db/timeouts';
import { access } from '../src/plugins/access';
import { createTestApp, type TestApp } from './test-app';
import { startV1, storeWithRule, widget, type TestStore } from './support/widget';

const serverUrl = process.env.TEST_DATABASE_URL;

/** What an error body must never show: SQL, the server's own wording, stack frames. */
const LEAKS = [/select /i, /update /i, /timeout/i, /lock/i, /\.ts:\d+/];

/** A request and how long it took. */
async function timed<T>(request: Promise<T>) {
  const started = Date.now();
  const res = await request;
  return { res, ms: Date.now() - started };
}

interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
  json: () => unknown;
}

function expectBusy(res: Answer) {
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ errorMessage: MSG.databaseUnavailable });
  expect(res.headers['retry-after']).toBeDefined();
  for (const leak of LEAKS) expect(res.body).not.toMatch(leak);
}

/**
 * A statement waiting on a row lock another connection holds, or running long, must not hold a
 * request (and a pool connection) for the client's 15 s query timeout and then answer 500: the
 * server's lock and statement timeouts end it within seconds, answered 503 with Retry-After; and
 * a request that finds every pool connection taken gives up after the pool's 2 s.
 */
describe.skipIf(!serverUrl)('PostgreSQL: waits on locks and connections', () => {
  let t: TestApp;
  let locker: pg.Client;
  let store: TestStore & { ruleId: string };
  let retailerHeaders: Record<string, string>;
  let sessionId: string;

  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        // The read replica is the test database itself: its pool is checked as the primary's.
        replicaThrough: (url) => url,
        beforeReady(app) {
          app.get(
            `${API_BASE_PATH}/test/long-statement`,
            { config: { access: access.public }, schema: { hide: true } },
            () => t.db.execute(sql`select pg_sleep(30)`),
          );
        },
      },
    );
    store = await storeWithRule(t);
    retailerHeaders = await t.bearer(await t.createUser({ retailerId: store.id }));
    const started = await widget(t, store.headers, 'POST', '/sessions', startV1());
    expect(started.statusCode).toBe(200);
    sessionId = started.json<{ session: { session_id: string } }>().session.session_id;
    // A connection of the test's own to the app's database, as another process would hold one.
    const [row] = await queryRows<{ name: string }>(t.db, sql`select current_database() as name`);
    const url = new URL(serverUrl!);
    url.pathname = `/${row!.name}`;
    locker = new pg.Client({ connectionString: url.toString() });
    await locker.connect();
  });
  afterAll(async () => {
    await locker?.end();
    await t?.close();
  });

  /** Runs `work` while the locker's transaction holds the rows `lock` selects for update. */
  async function whileLocked<T>(lock: string, values: unknown[], work: () => Promise<T>) {
    await locker.query('begin');
    try {
      const { rowCount } = await locker.query(lock, values);
      expect(rowCount).toBeGreaterThan(0);
      return await work();
    } finally {
      await locker.query('rollback');
    }
  }

  const patchRule = () =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/rules/${store.ruleId}`,
      headers: retailerHeaders,
      payload: { context: 'ruleset', active: false },
    });
  const renameStore = () =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/account`,
      headers: retailerHeaders,
      payload: { name: 'Locked Out', email: 'locked-out@example.com' },
    });
  const sendMessage = () =>
    widget(t, store.headers, 'POST', `/sessions/${sessionId}/messages`, {
      text: 'Would you take £150?',
    });

  it('has a statement and a lock timeout on every kind of connection, below the client’s', async () => {
    const show = `select current_setting('statement_timeout') as statement,
      current_setting('lock_timeout') as lock`;
    const expected = [{ statement: '5s', lock: '3s' }];
    expect(await queryRows(t.db, sql.raw(show))).toEqual(expected);
    expect(await queryRows(t.database.readDb, sql.raw(show))).toEqual(expected);
    // preparedDb's standalone statements run on the pipelined connections.
    expect(await runQuery(t.database.preparedDb, { sql: show, params: [] })).toEqual(expected);
    // A job's transaction over much data may take longer, and only that transaction.
    const long = await t.db.transaction(async (tx) => {
      await allowLongStatements(tx);
      return queryRows(tx, sql.raw(show));
    });
    expect(long).toEqual([{ statement: '15s', lock: '15s' }]);
    expect(await queryRows(t.db, sql.raw(show))).toEqual(expected);
  });

  it('answers 503 with Retry-After within seconds when a rule’s row is locked', async () => {
    const { res, ms } = await whileLocked(
      'select 1 from rules where rule_id = $1 for update',
      [store.ruleId],
      () => timed(patchRule()),
    );
    expectBusy(res);
    expect(ms).toBeLessThan(4500);
    expect((await patchRule()).statusCode).toBe(200);
  });

  it('answers 503 with Retry-After within seconds when the user’s row is locked', async () => {
    const { res, ms } = await whileLocked(
      'select 1 from users where retailer_id = $1 for update',
      [store.id],
      () => timed(renameStore()),
    );
    expectBusy(res);
    expect(ms).toBeLessThan(4500);
    expect((await renameStore()).statusCode).toBe(200);
  });

  it('answers a widget turn 503 within seconds when its session’s row is locked', async () => {
    const { res, ms } = await whileLocked(
      'select 1 from sessions where session_id = $1 for update',
      [sessionId],
      () => timed(sendMessage()),
    );
    expectBusy(res);
    expect(ms).toBeLessThan(4500);
    expect((await sendMessage()).statusCode).toBe(200);
  });

  it('ends a statement that runs past the statement timeout with 503 and Retry-After', async () => {
    const { res, ms } = await timed(
      t.app.inject({ method: 'GET', url: `${API_BASE_PATH}/test/long-statement` }),
    );
    expectBusy(res);
    expect(ms).toBeLessThan(6500);
  });

  it('answers 503 with Retry-After after about 2 s when every pool connection is taken', async () => {
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: Promise<unknown>[] = [];
    let taken = 0;
    const allTaken = new Promise<void>((resolve) => {
      for (let i = 0; i < 10; i++) {
        held.push(
          t.db.transaction(async (tx) => {
            await tx.execute(sql`select 1`);
            if (++taken === 10) resolve();
            await released;
          }),
        );
      }
    });
    try {
      await allTaken;
      const { res, ms } = await timed(
        t.app.inject({ method: 'GET', url: '/api/v1/account', headers: retailerHeaders }),
      );
      expectBusy(res);
      expect(ms).toBeGreaterThanOrEqual(1900);
      expect(ms).toBeLessThan(3500);
    } finally {
      release();
      await Promise.all(held);
    }
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account',
      headers: retailerHeaders,
    });
    expect(again.statusCode).toBe(200);
  });
});
