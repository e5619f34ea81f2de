import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PER_CONNECTION, namingPool } from './prepared-statements';

// The naming only matters on a PostgreSQL server: the server suite runs here against one in CI.
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('statements kept prepared per connection (PostgreSQL)', () => {
  let pool: pg.Pool;
  beforeAll(() => {
    pool = new pg.Pool({ connectionString: url, max: 1 });
  });
  afterAll(() => pool.end());

  const preparedOn = async (client: pg.PoolClient) =>
    (
      await client.query<{ name: string; statement: string }>(
        'select name, statement from pg_prepared_statements order by statement',
      )
    ).rows;

  it('prepares a statement with parameters once and runs it again by name', async () => {
    const client = await namingPool(pool).connect();
    try {
      const first = await client.query<{ n: number }>({ text: 'select $1::int + 1 as n' }, [1]);
      const again = await client.query<{ n: number }>({ text: 'select $1::int + 1 as n' }, [41]);
      expect([first.rows[0]?.n, again.rows[0]?.n]).toEqual([2, 42]);
      const prepared = await preparedOn(client);
      expect(prepared.map((p) => p.statement)).toEqual(['select $1::int + 1 as n']);
      expect(prepared[0]?.name).toMatch(/^p_[0-9a-f]{24}$/);
    } finally {
      client.release(true);
    }
  });

  it('leaves statements without parameters on the simple protocol (several commands allowed)', async () => {
    const client = await namingPool(pool).connect();
    try {
      await client.query('select 1; select 2');
      expect(await preparedOn(client)).toEqual([]);
    } finally {
      client.release(true);
    }
  });

  it('runs shapes beyond its allowance unnamed instead of evicting', async () => {
    const client = await namingPool(pool).connect();
    try {
      for (let i = 0; i <= MAX_PER_CONNECTION; i++) {
        await client.query({ text: `select $1::int + ${i} as n` }, [i]);
      }
      const beyond = await client.query<{ n: number }>(
        { text: `select $1::int + ${MAX_PER_CONNECTION} as n` },
        [1],
      );
      expect(beyond.rows[0]?.n).toBe(MAX_PER_CONNECTION + 1);
      expect(await preparedOn(client)).toHaveLength(MAX_PER_CONNECTION);
    } finally {
      client.release(true);
    }
  });

  it('serves drizzle statements and transactions, and keeps a failed statement from sticking', async () => {
    const db = drizzle(namingPool(pool));
    const read = () => db.execute<{ n: number }>(sql`select ${5}::int * 2 as n`);
    expect((await read()).rows).toEqual([{ n: 10 }]);
    await expect(db.execute(sql`select ${'x'}::int`)).rejects.toThrow();
    const total = await db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ n: number }>(sql`select ${20}::int + 1 as n`);
      return rows[0]?.n;
    });
    expect(total).toBe(21);
    expect((await read()).rows).toEqual([{ n: 10 }]);
  });
});
