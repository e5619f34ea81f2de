import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { sha256 } from '../lib/secrets';
import type { Executor } from './client';
import { findRow, updateRow } from './rows';

/**
 * A table of single-use secrets (a code, a token, a link): each row keeps the secret's SHA-256
 * and the `singleUse()` columns of tables/columns.ts.
 */
export type SingleUseTable = PgTable & { usedAt: AnyPgColumn; expiresAt: AnyPgColumn };

/** The secret's row, found by the hash `column` keeps. */
export const secretMatches = (column: AnyPgColumn, secret: string) => eq(column, sha256(secret));

/** Not yet expired at `now`. */
export const unexpired = (table: SingleUseTable, now: Date) => gt(table.expiresAt, now);

/**
 * Uses the secret up in the statement that finds it, so that of requests racing with one secret
 * exactly one gets its row; null when the secret is unknown, already used or fails a condition
 * of `also` (expiry, the client it was issued to…).
 */
export async function claimSingleUse<T extends SingleUseTable>(
  db: Executor,
  table: T,
  match: SQL,
  now: Date,
  ...also: SQL[]
) {
  // drizzle's set type cannot follow a generic table: usedAt is one of T's columns.
  const used = { usedAt: now } as PgUpdateSetSource<T>;
  return updateRow(db, table, used, and(match, isNull(table.usedAt), ...also));
}

/** The secret's row, used or not (a replay is told from an unknown secret by it). */
export async function findSingleUse<T extends SingleUseTable>(db: Executor, table: T, match: SQL) {
  return findRow(db, table, match);
}
