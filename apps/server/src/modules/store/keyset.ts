import { MSG } from '@parley/contract';
import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { countRows } from '../../db/count';
import { BadRequestError } from '../../errors';
import type { StoreSearch } from './connector';

/** A row's place in name order: its name, then its id to break ties. */
type Key = [name: string, id: string];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const encodeCursor = (key: Key) => Buffer.from(JSON.stringify(key)).toString('base64url');

export function decodeCursor(cursor: string): Key {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(key) &&
      key.length === 2 &&
      typeof key[0] === 'string' &&
      typeof key[1] === 'string' &&
      UUID.test(key[1])
    ) {
      return [key[0], key[1]];
    }
  } catch {
    // Falls through to the refusal: a cursor we did not make.
  }
  throw new BadRequestError(MSG.searchPageGone);
}

export interface KeysetSource<Row> {
  table: PgTable;
  name: AnyPgColumn;
  id: AnyPgColumn;
  /** The retailer's rows that match the search text. */
  where: SQL | undefined;
  keyOf(row: Row): Key;
}

const after = (s: KeysetSource<unknown>, [name, id]: Key, inclusive = false) =>
  inclusive
    ? sql`(${s.name}, ${s.id}) >= (${name}, ${id}::uuid)`
    : sql`(${s.name}, ${s.id}) > (${name}, ${id}::uuid)`;
const before = (s: KeysetSource<unknown>, [name, id]: Key, inclusive = false) =>
  inclusive
    ? sql`(${s.name}, ${s.id}) <= (${name}, ${id}::uuid)`
    : sql`(${s.name}, ${s.id}) < (${name}, ${id}::uuid)`;

/**
 * One page in name order, forwards from `after` or backwards from `before`, with Relay-style
 * cursors and flags: stable while rows are added or removed elsewhere in the list.
 */
export async function keysetPage<Row>(
  db: Executor,
  source: KeysetSource<Row>,
  search: StoreSearch,
) {
  const s = source as KeysetSource<unknown>;
  const exists = async (condition: SQL) =>
    (await countRows(db, s.table, and(s.where, condition))) > 0;
  const backwards = Boolean(search.before);
  const cursor = search.before ?? search.after;
  const key = cursor ? decodeCursor(cursor) : undefined;
  const boundary = key && (backwards ? before(s, key) : after(s, key));
  const order = backwards ? [desc(s.name), desc(s.id)] : [asc(s.name), asc(s.id)];
  const fetched = (await db
    .select()
    .from(s.table)
    .where(and(s.where, boundary))
    .orderBy(...order)
    .limit(search.pageSize)) as Row[];
  const rows = backwards ? fetched.reverse() : fetched;
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) {
    return {
      rows,
      startCursor: null,
      endCursor: null,
      hasPreviousPage: key && !backwards ? await exists(before(s, key, true)) : false,
      hasNextPage: key && backwards ? await exists(after(s, key, true)) : false,
    };
  }
  return {
    rows,
    startCursor: encodeCursor(source.keyOf(first)),
    endCursor: encodeCursor(source.keyOf(last)),
    hasPreviousPage: await exists(before(s, source.keyOf(first))),
    hasNextPage: await exists(after(s, source.keyOf(last))),
  };
}
