import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/*
 * One row found, inserted or updated, for any table. drizzle's select and returning types cannot
 * follow a generic table, so each answers its rows cast to T's.
 */

/** The row `where` picks (the first, if it picks more), or null when there is none. */
export async function findRow<T extends PgTable>(db: Executor, table: T, where: SQL | undefined) {
  const widened: PgTable = table;
  const [row] = await db.select().from(widened).where(where);
  return (row as T['$inferSelect'] | undefined) ?? null;
}

/** Inserts one row and answers it as stored (with what the database drew: ids, defaults). */
export async function insertRow<T extends PgTable>(
  db: Executor,
  table: T,
  values: PgInsertValue<T>,
) {
  const [row] = await db.insert(table).values(values).returning();
  return row as T['$inferSelect'];
}

/** Updates the row `where` picks and answers it as stored now; null when there is none. */
export async function updateRow<T extends PgTable>(
  db: Executor,
  table: T,
  values: PgUpdateSetSource<T>,
  where: SQL | undefined,
) {
  const rows = (await db.update(table).set(values).where(where).returning()) as T['$inferSelect'][];
  return rows[0] ?? null;
}

/**
 * Updates the rows `where` picks and answers whether there were any: false when the row has gone
 * or, with a guard in `where` (not yet used, not yet billed), when another call got there first.
 */
export async function updatedAny<T extends PgTable & { id: AnyPgColumn }>(
  db: Executor,
  table: T,
  values: PgUpdateSetSource<T>,
  where: SQL | undefined,
): Promise<boolean> {
  const rows = await db.update(table).set(values).where(where).returning({ id: table.id });
  return rows.length > 0;
}
