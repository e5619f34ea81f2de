import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
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
import { migrationsFolder } from '../paths';
import { lockDataDir } from './data-dir-lock';
import { DEFAULT_PIPELINED_CONNECTIONS, PipelinedConnections } from './pipelined';
import { namingPool } from './prepared-statements';
import { CONNECT_TIMEOUT_MS, QUERY_TIMEOUT_MS, sessionOptions } from './timeouts';
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
  /**
   * Where reads that may lag a little go (statistics, search, exports): a read replica when
   * DATABASE_REPLICA_URL is set, else `db` itself.
   */
  readDb: Database;
  /**
   * Runs `work` while no other server process on this database runs start-up work: for the
   * shared rows a start writes (reference data, the first start's demo data).
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The pipelined connections of a database's `preparedDb`, where it has them. */
const pipelinedFor = new WeakMap<Executor, PipelinedConnections>();

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
  /** PostgreSQL only: a read replica of `databaseUrl`'s database, for the reads that may lag. */
  replicaUrl?: string;
  log: Pick<Logger, 'warn' | 'error'>;
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(
        options.databaseUrl,
        options.log,
        options.pipelinedConnections ?? DEFAULT_PIPELINED_CONNECTIONS,
        options.replicaUrl,
      )
    : openPglite(options.dataDir);
}

/**
 * Where the embedded database keeps its files in DATA_DIR: a `database` folder, which leaves the
 * folder's root to the lock file and the uploads (PGlite will only create a database in an empty
 * folder). A database made before that layout, with its files at the root, stays where it is.
 */
export const pgliteFolder = (dataDir: string) =>
  existsSync(join(dataDir, 'PG_VERSION')) ? dataDir : join(dataDir, 'database');

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  let release = () => undefined as void;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(dataDir);
  }
  try {
    // pg_trgm and btree_gin back message search's trigram indexes (the migrations create them).
    const client = new PGlite({
      dataDir: dataDir && pgliteFolder(dataDir),
      extensions: { btree_gin, pg_trgm },
    });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      // One in-process connection, and no per-statement planning worth saving at this scale.
      preparedDb: db as unknown as Database,
      kind: 'pglite',
      readDb: db as unknown as Database,
      // The lock file guarantees this is the only process: nothing to serialise with.
      exclusively: (work) => work(),
      async close() {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * The advisory lock every server process takes to change the database's shape or shared rows at
 * start-up (migrations, reference data, the first start's demo data): several processes starting
 * together on an empty database take turns, and the later ones find the work done. Any constant
 * works; this one spells "parley" in ASCII so that it is recognisable in pg_locks.
 */
const STARTUP_LOCK = 0x7061726c6579;

/**
 * Runs `work` holding the start-up lock on a connection of its own, without the pool's statement
 * timeout: a backfill over a large table may take minutes, and a timeout would roll it back at
 * every start.
 */
async function underStartupLock<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // A lost connection rejects the statement running; unheard, its event would end the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    // Released with the session too, should the process die holding it.
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Connections in each pool: the widget benchmark's one-INSERT ceiling uses as many. */
export const POOL_SIZE = 10;

/**
 * A pool of connections to `url`. PostgreSQL compiles a statement's expressions (JIT) once its
 * estimated cost is high: the dashboard's aggregates of dozens of expressions spent 300-900 ms
 * compiling to run in 30-60 ms (bench/README.md, "Dashboard roll-ups"). Nothing here runs long
 * enough to gain, so it is off. `readOnly` makes every transaction read-only: a write sent to a
 * replica's pool by mistake fails on any server, not only on a replica.
 */
function openPool(url: string, log: OpenDatabaseOptions['log'], readOnly = false) {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    // A request that finds every connection taken gives up (503) rather than queue behind them.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 10_000,
    // A statement stuck on a dead server must not hold a request open forever; the server's
    // statement and lock timeouts (timeouts.ts) end one that is merely slow or waiting first.
    query_timeout: QUERY_TIMEOUT_MS,
    options: readOnly ? sessionOptions('-c default_transaction_read_only=on') : sessionOptions(),
  });
  // Without these listeners node-postgres throws from an idle client when the server goes away,
  // which would end the process; the request that needs the database gets a 503 instead.
  pool.on('error', (error) => log.warn({ err: error }, 'idle database client failed'));
  pool.on('connect', (client) => {
    client.on('error', (error) => log.warn({ err: error }, 'database client failed'));
  });
  return pool;
}

async function openPostgres(
  url: string,
  log: OpenDatabaseOptions['log'],
  pipelinedConnections: number,
  replicaUrl: string | undefined,
): Promise<DatabaseHandle> {
  const pool = openPool(url, log);
  await underStartupLock(url, (client) => migratePg(drizzlePg(client), { migrationsFolder }));
  const db = drizzlePg(pool, { schema });
  const preparedDb = drizzlePg(namingPool(pool), { schema }) as unknown as Database;
  const pipelined =
    pipelinedConnections > 0
      ? new PipelinedConnections({ url, size: pipelinedConnections, log })
      : null;
  if (pipelined) pipelinedFor.set(preparedDb, pipelined);
  const replica = replicaUrl ? openPool(replicaUrl, log, true) : null;
  return {
    db: db as unknown as Database,
    preparedDb,
    kind: 'postgres',
    readDb: (replica ? drizzlePg(replica, { schema }) : db) as unknown as Database,
    exclusively: (work) => underStartupLock(url, work),
    async close() {
      await pipelined?.close();
      await replica?.end();
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

/**
 * A write's rows, run as `runQuery` runs it; on the pipelined connections, committed together
 * with the writes sent at about the same time (group-commit.ts). `order` names what it writes
 * (a session's id), the order of the statements within such a transaction.
 */
export async function runWrite<T = Record<string, unknown>>(
  db: Executor,
  query: Query,
  order: string,
): Promise<T[]> {
  const pipelined = pipelinedFor.get(db);
  if (pipelined) return pipelined.write<T>(query.sql, query.params, order);
  return runQuery<T>(db, query);
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
