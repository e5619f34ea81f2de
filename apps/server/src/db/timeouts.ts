import { sql, type SQL } from 'drizzle-orm';

/**
 * How long the server waits on PostgreSQL, on every connection a request's statements use (the
 * pool, the replica's pool, the pipelined connections); the migrations' own connection has none.
 *
 * A statement waiting on a row another transaction holds, or running away, used to hold its
 * request and a pool connection until the client gave up at 15 s (and a transaction's rollback
 * queued behind it waited as long again): a handful of those and every request queued for a
 * connection. PostgreSQL now ends it itself, answered 503 with Retry-After (unavailable.ts,
 * isDatabaseBusy), and the connection stays usable. The slowest statements a request runs take
 * 1-3 s on the largest data measured (bench/README.md: search, the admin dashboard), so 5 s cuts
 * nothing that works; a lock held for 3 s is a transaction stuck or a job, not a queue.
 */
export const STATEMENT_TIMEOUT_MS = 5_000;
export const LOCK_TIMEOUT_MS = 3_000;

/**
 * The client's own bound on an answer, above the server's timeouts: it only matters when the
 * server cannot answer at all (hung, or unreachable without the connection failing).
 */
export const QUERY_TIMEOUT_MS = 15_000;

/** How long a request waits for a connection, from a pool that has none free or when opening one. */
export const CONNECT_TIMEOUT_MS = 2_000;

/** The connection's settings (libpq's `options`), with `more` of them (`-c name=value`). */
export const sessionOptions = (...more: string[]) =>
  [
    // PostgreSQL's JIT compiling of costly statements: see openPool in client.ts.
    '-c jit=off',
    `-c statement_timeout=${STATEMENT_TIMEOUT_MS}`,
    `-c lock_timeout=${LOCK_TIMEOUT_MS}`,
    ...more,
  ].join(' ');

/** A database or transaction, as far as this file needs one (client.ts's Executor imports this file). */
type StatementRunner = { execute(query: SQL): Promise<unknown> };

/**
 * For the rest of the transaction `tx`, statements may run, and wait for locks, up to the
 * client's bound instead of STATEMENT_TIMEOUT_MS and LOCK_TIMEOUT_MS: for work over much data that
 * no shopper's page waits for (sealing a month of roll-ups, an experiment's results), so that
 * growth does not make it fail at every run, and for what waits on such work's locks.
 */
export async function allowLongStatements(tx: StatementRunner) {
  const bound = String(QUERY_TIMEOUT_MS);
  // set_config(…, true) is SET LOCAL: both in one round trip, undone when the transaction ends.
  await tx.execute(
    sql`select set_config('statement_timeout', ${bound}, true), set_config('lock_timeout', ${bound}, true)`,
  );
}
