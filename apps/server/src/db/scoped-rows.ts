import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';
import { countRows } from './count';
import { findRow, updateRow } from './rows';

/** A table of rows that each belong to one retailer. */
export type ScopedTable = PgTable & {
  id: AnyPgColumn;
  retailerId: AnyPgColumn;
  updatedAt: AnyPgColumn;
};

/** Selects see the plain table: drizzle's select types cannot follow a generic one. */
const widen = (table: ScopedTable): PgTable => table;

/** Where a list looks for its search text, and how it is sorted. */
export interface ScopedListShape<T extends ScopedTable> {
  table: T;
  searchColumns: AnyPgColumn[];
  orderBy: AnyPgColumn[];
}

export interface ListPage {
  offset: number;
  limit: number;
  search?: string | undefined;
}

/** LIKE's wildcards in the user's text match themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listFilter<T extends ScopedTable>(
  shape: ScopedListShape<T>,
  retailerId: string,
  search: string | undefined,
): SQL | undefined {
  const owned = eq(shape.table.retailerId, retailerId);
  if (!search) return owned;
  const pattern = likePattern(search);
  return and(owned, or(...shape.searchColumns.map((column) => ilike(column, pattern))));
}

export async function listScopedRows<T extends ScopedTable>(
  db: Executor,
  shape: ScopedListShape<T>,
  retailerId: string,
  page: ListPage,
) {
  const where = listFilter(shape, retailerId, page.search);
  const rows = await db
    .select()
    .from(widen(shape.table))
    .where(where)
    .orderBy(...shape.orderBy, shape.table.id)
    .limit(page.limit)
    .offset(page.offset);
  const total = await countRows(db, widen(shape.table), where);
  return { rows: rows as T['$inferSelect'][], total };
}

export async function findScopedRow<T extends ScopedTable>(
  db: Executor,
  table: T,
  retailerId: string,
  id: string,
) {
  return findRow(db, table, and(eq(table.retailerId, retailerId), eq(table.id, id)));
}

export async function updateScopedRow<T extends ScopedTable>(
  db: Executor,
  table: T,
  retailerId: string,
  id: string,
  values: Partial<T['$inferInsert']>,
) {
  return updateRow(
    db,
    table,
    { ...values, updatedAt: sql`now()` },
    and(eq(table.retailerId, retailerId), eq(table.id, id)),
  );
}

/** Deletes the retailer's rows among `ids`; answers how many went. */
export async function deleteScopedRows<T extends ScopedTable>(
  db: Executor,
  table: T,
  retailerId: string,
  ids: string[],
) {
  const deleted = await db
    .delete(table)
    .where(and(eq(table.retailerId, retailerId), inArray(table.id, ids)))
    .returning({ id: table.id });
  return deleted.length;
}
