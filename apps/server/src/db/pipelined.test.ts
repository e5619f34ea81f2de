import net from 'node:net';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';
import { PipelinedConnections } from './pipelined';
import { openTestDatabase } from '../../test/test-app';
import { queryRows, runQuery, type Executor } from './client';

// Pipeline mode is PostgreSQL's wire protocol: the server suite runs here against one in CI.
const url = process.env.TEST_DATABASE_URL;
const log = pino({ level: 'silent' });

/** The backends of this test's pipelined connections, by the application name they carry. */
const APP = `pipelined-test-${process.pid}`;
const withApp = (base: string) => {
  const u = new URL(base);
  u.searchParams.set('application_name', APP);
  return u.toString();
};

describe.skipIf(!url)('pipelined connections (PostgreSQL)', () => {
  let admin: pg.Client;
  let open: PipelinedConnections[] = [];
  const connections = (size: number) => {
    const made = new PipelinedConnections({ url: withApp(url!), size, log });
    open.push(made);
    return made;
  };
  const backends = async () =>
    (
      await admin.query<{ pid: number }>(
        'select pid from pg_stat_activity where application_name = $1 order by pid',
        [APP],
      )
    ).rows.map((row) => row.pid);

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  afterEach(async () => {
    await Promise.all(open.map((c) => c.close()));
    open = [];
  });
  afterAll(() => admin.end());

  it('answers each of many statements in flight at once with its own rows', async () => {
    const db = connections(2);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        db.query<{ n: number; t: string }>('select $1::int * 2 as n, $2::text as t', [i, `#${i}`]),
      ),
    );
    expect(answers.map((rows) => rows[0])).toEqual(
      Array.from({ length: 200 }, (_, i) => ({ n: i * 2, t: `#${i}` })),
    );
    // Two connections carried them all, not one each.
    expect(await backends()).toHaveLength(2);
  });

  it('sends a statement before the one ahead of it on its connection is answered', async () => {
    // A relay that notes when each statement's text goes to the server and when answers come.
    const target = new URL(url!);
    const seen: { at: number; toServer: boolean; text: string }[] = [];
    const relay = net.createServer((client) => {
      const server = net.connect(Number(target.port || 5432), target.hostname);
      client.on('data', (chunk: Buffer) => {
        seen.push({ at: Date.now(), toServer: true, text: chunk.toString('latin1') });
        server.write(chunk);
      });
      server.on('data', (chunk: Buffer) => {
        seen.push({ at: Date.now(), toServer: false, text: chunk.toString('latin1') });
        client.write(chunk);
      });
      client.on('close', () => server.destroy());
      server.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const viaRelay = new URL(withApp(url!));
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String((relay.address() as net.AddressInfo).port);
    const db = new PipelinedConnections({ url: viaRelay.toString(), size: 1, log });
    try {
      await db.query('select $1::int as warm', [0]);
      const first = db.query('select pg_sleep($1) as slow', [0.3]);
      const second = db.query('select $1::int as second', [2]);
      await Promise.all([first, second]);
      const sent = seen.find((s) => s.toServer && s.text.includes('as second'));
      const slowAnswered = seen.find((s) => !s.toServer && s.text.includes('slow'));
      expect(sent!.at).toBeLessThan(slowAnswered!.at);
    } finally {
      await db.close();
      await new Promise((resolve) => relay.close(resolve));
    }
  });

  it('fails a failing statement alone, not the ones sent with it', async () => {
    const db = connections(1);
    const sent = [
      db.query('select $1::int as n', [1]),
      db.query('select 1 / $1::int as n', [0]),
      db.query('select $1::int as n', [3]),
    ];
    const [first, failed, third] = await Promise.allSettled(sent);
    expect(first).toEqual({ status: 'fulfilled', value: [{ n: 1 }] });
    expect(failed).toMatchObject({ status: 'rejected', reason: { code: '22012' } });
    expect(third).toEqual({ status: 'fulfilled', value: [{ n: 3 }] });
  });

  describe('group commit', () => {
    const table = `group_commit_test_${process.pid}`;
    beforeAll(() => admin.query(`create table ${table} (key text primary key, n int not null)`));
    afterEach(() => admin.query(`truncate ${table}`));
    afterAll(() => admin.query(`drop table ${table}`));
    const insert = `insert into ${table} (key, n) values ($1, $2) returning xmin::text as tx`;

    it('commits writes sent at about the same time in shared transactions', async () => {
      const db = connections(1);
      const written = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          db.write<{ tx: string }>(insert, [`k${i}`, i], `k${i}`),
        ),
      );
      const { rows } = await admin.query<{ count: number }>(`select count(*)::int from ${table}`);
      expect(rows[0]!.count).toBe(40);
      // The first went alone; the others waited for it and went together.
      expect(new Set(written.map(([row]) => row!.tx)).size).toBeLessThan(40);
    });

    it('fails only the write that fails, the others of its transaction landing', async () => {
      const db = connections(1);
      const keys = ['a', 'b', 'taken', 'c', 'taken', 'd'];
      const outcomes = await Promise.allSettled(
        keys.map((key, i) => db.write(insert, [key, i], key)),
      );
      expect(outcomes.filter((o) => o.status === 'rejected')).toMatchObject([
        { reason: { code: '23505' } },
      ]);
      const { rows } = await admin.query<{ key: string }>(`select key from ${table} order by key`);
      expect(rows.map((row) => row.key)).toEqual(['a', 'b', 'c', 'd', 'taken']);
    });

    it('keeps nothing of a transaction with a failed statement', async () => {
      const db = connections(1);
      const committed = await db.inOneTransaction([
        { text: insert, values: ['kept?', 1] },
        { text: 'select 1 / $1::int', values: [0] },
      ]);
      expect(committed).toBeNull();
      const { rows } = await admin.query(`select * from ${table}`);
      expect(rows).toEqual([]);
      // The connection is usable after it.
      expect(await db.query('select $1::int as n', [1])).toEqual([{ n: 1 }]);
    });
  });

  it('keeps a statement with parameters prepared on its connection', async () => {
    const db = connections(1);
    await db.query('select $1::int + 1 as n', [1]);
    await db.query('select $1::int + 1 as n', [2]);
    const prepared = await db.query<{ statement: string }>(
      'select statement from pg_prepared_statements',
      [],
    );
    expect(prepared).toEqual([{ statement: 'select $1::int + 1 as n' }]);
  });

  it('reads rows as drizzle’s node-postgres driver does, so a statement may run either way', async () => {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    try {
      const query = {
        sql: `select $1::timestamptz as at, array[$1::timestamptz] as ats, $2::numeric as price,
          $3::jsonb as doc, $4::date as day, $5::uuid as id, $6::bigint as big, $7::int4[] as ns`,
        params: [
          '2026-11-26T10:00:00.000Z',
          '12.50',
          JSON.stringify({ a: [1, 'b'] }),
          '2026-11-26',
          '0b7f9f0e-4b1a-4c3e-9d55-5b8c1c2f7a10',
          '9007199254740993',
          '{1,2}',
        ],
      };
      const viaDrizzle = await runQuery(drizzle(pool) as unknown as Executor, query);
      const viaPipeline = await connections(1).query(query.sql, query.params);
      expect(viaPipeline).toEqual(viaDrizzle);
      expect(viaPipeline[0]).toMatchObject({ price: '12.50', doc: { a: [1, 'b'] }, ns: [1, 2] });
    } finally {
      await pool.end();
    }
  });

  it('fails the statements of a connection the server ends, then opens a new one', async () => {
    const db = connections(1);
    await db.query('select $1::int as n', [1]);
    const [pid] = await backends();
    // Its failure is kept as soon as it is sent: it may come while the test is awaiting another.
    const slow = db.query('select pg_sleep($1) as slept', [5]).then(
      () => null,
      (error: unknown) => error,
    );
    // The statement is on its way before the backend goes.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await admin.query('select pg_terminate_backend($1)', [pid]);
    const lost = await slow;
    expect(isDatabaseUnavailable(lost)).toBe(true);
    expect(await db.query('select $1::int as n', [2])).toEqual([{ n: 2 }]);
    const now = await backends();
    expect(now).toHaveLength(1);
    expect(now[0]).not.toBe(pid);
  });

  it('answers an unreachable server with an error the API maps to 503', async () => {
    const closed = new URL(url!);
    closed.port = '1';
    const db = new PipelinedConnections({ url: closed.toString(), size: 1, log });
    open.push(db);
    const error = await db.query('select 1 as n', []).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('ends its connections on close, and refuses statements after', async () => {
    const db = connections(2);
    await Promise.all([db.query('select $1::int', [1]), db.query('select $1::int', [2])]);
    expect(await backends()).toHaveLength(2);
    await db.close();
    await expect.poll(backends).toEqual([]);
    const error = await db.query('select 1', []).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('carries runQuery on the widget’s database; transactions and the query builder use the pool', async () => {
    const handle = await openTestDatabase();
    try {
      const query = { sql: 'select pg_backend_pid() as pid, $1::int as n', params: [1] };
      const pidOf = async (db: Executor) => (await runQuery<{ pid: number }>(db, query))[0]!.pid;
      const piped = new Set<number>();
      for (let i = 0; i < 6; i++) piped.add(await pidOf(handle.preparedDb));
      const inTransaction = await handle.preparedDb.transaction((tx) => pidOf(tx));
      const [built] = await queryRows<{ pid: number }>(
        handle.preparedDb,
        sql`select pg_backend_pid() as pid`,
      );
      expect(piped.size).toBeGreaterThanOrEqual(1);
      expect(piped.size).toBeLessThanOrEqual(2);
      expect(piped.has(inTransaction)).toBe(false);
      expect(piped.has(built!.pid)).toBe(false);
    } finally {
      await handle.close();
    }
  });
});
