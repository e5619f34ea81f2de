import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../src/db/client';
import * as schema from '../src/db/schema';

const TABLES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

/**
 * A fingerprint of every row of every table (count and md5 of the rows' text), to show that a
 * series of refused requests changed nothing. `except` leaves out bookkeeping tables.
 */
export async function snapshotTables(db: Database, except: string[] = []) {
  const snapshot: Record<string, string> = {};
  for (const table of TABLES.filter((name) => !except.includes(name))) {
    const result = await db.execute(
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${table}" t`,
      ),
    );
    // Both drivers answer raw SQL with { rows }.
    const [row] = (result as { rows: { n: number; h: string }[] }).rows;
    snapshot[table] = `${row!.n}:${row!.h}`;
  }
  return snapshot;
}
