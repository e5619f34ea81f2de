import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { WorkerInput } from './server-worker';

/** The processes of the database server that serve the benchmark (none for PGlite). */
export type DatabaseProcesses = () => Promise<number[]>;

export interface BenchDatabase {
  input: WorkerInput;
  processes: DatabaseProcesses;
  /**
   * Gathers the planner's statistics, as autovacuum would within a minute of a busy start. The
   * benchmark's store begins with no sessions, and the server's connections keep the plans
   * they made for its prepared statements on those empty tables (sequential scans) until the
   * tables are analysed: measured before that, every turn paid for scans of growing tables.
   */
  analyze: () => Promise<void>;
}

/** PGlite in a temporary folder, removed afterwards; it runs inside the server's own thread. */
export async function onPglite<T>(use: (database: BenchDatabase) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-bench-'));
  try {
    // PGlite's statements are not kept prepared, so each is planned afresh.
    return await use({
      input: { dataDir },
      processes: () => Promise.resolve([]),
      analyze: () => Promise.resolve(),
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A fresh database on the PostgreSQL server at `adminUrl`, dropped afterwards. */
export async function onPostgres<T>(
  adminUrl: string,
  use: (database: BenchDatabase) => Promise<T>,
): Promise<T> {
  const name = `parley_bench_${randomBytes(6).toString('hex')}`;
  const admin = async <R extends pg.QueryResultRow>(sql: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return (await client.query<R>(sql, values)).rows;
    } finally {
      await client.end();
    }
  };
  // The server's connections to the benchmark's database: the backends whose CPU it costs.
  const processes = async () =>
    (
      await admin<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [name])
    ).map((row) => row.pid);
  await admin(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const analyze = async () => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        await client.query('analyze');
      } finally {
        await client.end();
      }
    };
    return await use({ input: { databaseUrl: url.toString() }, processes, analyze });
  } finally {
    // BENCH_KEEP_DB=1 keeps the database to study afterwards (its name is printed).
    if (process.env.BENCH_KEEP_DB) console.log(`kept database ${name}`);
    else await admin(`drop database if exists ${name} with (force)`);
  }
}
