import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { fillPlaceholders, type Query, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { DEFAULT_PIPELINED_CONNECTIONS, PipelinedConnections } from './pipelined';
import { namingPool } from './prepared-statements';
import type { Logger } from 'pino';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers give the same query builder; services see only this. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  /**
   * The same database, with each parameterised statement kept prepared on its connection: for
   * the widget API's few, fixed, frequent statements (prepared-statements.ts).
   */
  preparedDb: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** The pipelined connections of a database's `preparedDb`, where it has them. */
const pipelinedFor = new WeakMap<Executor, PipelinedConnections>();

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface OpenDatabaseOptions {
  /** A postgres:// URL; unset means the embedded database. */
  databaseUrl?: string;
  /** Folder for the embedded database's files; unset means in memory (tests). */
  dataDir?: string;
  /**
   * PostgreSQL only: connections in pipeline mode for the widget's standalone statements
   * (pipelined.ts); 0 runs them on the pool.
   */
  pipelinedConnections?: number;
  log: Pick<Logger, 'warn' | 'error'>;
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(
        options.databaseUrl,
        options.log,
        options.pipelinedConnections ?? DEFAULT_PIPELINED_CONNECTIONS,
      )
    : openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm and btree_gin back message search's trigram indexes (the migrations create them).
  const client = new PGlite({ dataDir, extensions: { btree_gin, pg_trgm } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    // One in-process connection, and no per-statement planning worth saving at this scale.
    preparedDb: db as unknown as Database,
    kind: 'pglite',
    close: () => client.close(),
  };
}

/**
 * Migrations run on a connection of their own, without the pool's statement timeout: a backfill
 * over a large table may take minutes, and a timeout would roll it back at every start.
 */
async function migratePostgres(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  // A lost connection rejects the migration's statement; unheard, its event would end the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.end();
  }
}

async function openPostgres(
  url: string,
  log: OpenDatabaseOptions['log'],
  pipelinedConnections: number,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 2000,
    idleTimeoutMillis: 10_000,
    // A statement stuck on a dead server must not hold a request open forever.
    query_timeout: 15_000,
    // PostgreSQL compiles a statement's expressions (JIT) once its estimated cost is high: the
    // dashboard's aggregates of dozens of expressions spent 300-900 ms compiling to run in
    // 30-60 ms (bench/README.md, "Dashboard roll-ups"). Nothing here runs long enough to gain.
    options: '-c jit=off',
  });
  // Without these listeners node-postgres throws from an idle client when the server goes away,
  // which would end the process; the request that needs the database gets a 503 instead.
  pool.on('error', (error) => log.warn({ err: error }, 'idle database client failed'));
  pool.on('connect', (client) => {
    client.on('error', (error) => log.warn({ err: error }, 'database client failed'));
  });
  await migratePostgres(url);
  const db = drizzlePg(pool, { schema });
  const preparedDb = drizzlePg(namingPool(pool), { schema }) as unknown as Database;
  const pipelined =
    pipelinedConnections > 0
      ? new PipelinedConnections({ url, size: pipelinedConnections, log })
      : null;
  if (pipelined) pipelinedFor.set(preparedDb, pipelined);
  return {
    db: db as unknown as Database,
    preparedDb,
    kind: 'postgres',
    async close() {
      await pipelined?.close();
      await pool.end();
    },
  };
}

/**
 * The rows of a statement written in SQL. Both drivers answer `{ rows }`; the query builder's
 * type over either of them cannot say so.
 */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

/**
 * The rows of a statement already in text (`query`), run as it is: its parameters, or
 * placeholders filled from `values`. For the hottest statements, made once or written without
 * the query builder. On PostgreSQL's `preparedDb` (not a transaction), on its pipelined
 * connections.
 */
export async function runQuery<T = Record<string, unknown>>(
  db: Executor,
  query: Query,
  values?: Record<string, unknown>,
): Promise<T[]> {
  const pipelined = pipelinedFor.get(db);
  if (pipelined) return pipelined.query<T>(query.sql, fillPlaceholders(query.params, values ?? {}));
  const result = await db._.session
    .prepareQuery(query, undefined, undefined, false)
    .execute(values);
  return (result as { rows: T[] }).rows;
}

const dialect = new PgDialect();

/**
 * A statement turned into text once, on its first run, its values given as `sql.placeholder`s:
 * for the widget's busiest reads, where the query builder's work on every call cost the server
 * more than the statement itself (bench/README.md).
 */
export function prebuilt<T = Record<string, unknown>>(build: () => SQL) {
  let query: Query | undefined;
  return (db: Executor, values: Record<string, unknown>) =>
    runQuery<T>(db, (query ??= dialect.sqlToQuery(build())), values);
}
