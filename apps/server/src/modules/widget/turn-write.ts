import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { runQuery, type Executor } from '../../db/client';
import { idempotencyKeys, purchases, sessionMessages, sessions } from '../../db/schema';

/**
 * The write statement of a session turn, as plain text and its values in order. Built with
 * drizzle's query builder, it took a fifth of the server's time on a turn (bench/README.md).
 *
 * The session is updated (or, for a turn that changes nothing, read) only where it is still the
 * version read (`xmin`); the other rows are inserted from that row, so none is written when it
 * has changed. An exchange widens the session's message span in the same update, as the trigger
 * `session_messages_span` would (`least`/`greatest` skip nulls), which leaves the trigger
 * nothing to write.
 */
export interface TurnWrite {
  retailerId: string;
  sessionId: string;
  /** The session row's `xmin` when it was read. */
  version: string;
  changes?: Partial<typeof sessions.$inferInsert>;
  message?: Omit<typeof sessionMessages.$inferInsert, 'position'>;
  purchase?: typeof purchases.$inferInsert;
  kept?: typeof idempotencyKeys.$inferInsert;
  now: Date;
}

type Row = Record<string, unknown>;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A table's fields present in `values`, as its columns, in the order of the table. */
function columnsOf(table: PgTable, values: Row): [string, PgColumn][] {
  return Object.entries(getTableColumns(table)).filter(([field]) => values[field] !== undefined);
}

const driverValue = (column: PgColumn, value: unknown) =>
  value === null ? null : column.mapToDriverValue(value);

/** Collects the statement's values, answering the placeholder of each. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * The quoted names of a row's columns and, for each, the placeholder of its value (cast to the
 * column's type when `cast`: a parameter in a select list has no type of its own).
 */
function rowSql(table: PgTable, values: Row, params: Params, cast: boolean) {
  const columns = columnsOf(table, values);
  return {
    names: columns.map(([, column]) => quote(column.name)),
    placed: columns.map(([field, column]) => {
      const placeholder = params.add(driverValue(column, values[field]));
      return cast ? `${placeholder}::${column.getSQLType()}` : placeholder;
    }),
  };
}

/**
 * `insert into table (…) select … from "written"`; `extra` adds columns whose values are SQL of
 * their own.
 */
function insertFromWritten(
  table: PgTable,
  values: Row,
  params: Params,
  extra: { column: string; value: string }[] = [],
) {
  const { names, placed } = rowSql(table, values, params, true);
  return `insert into ${quote(getTableName(table))} (${[...names, ...extra.map((e) => quote(e.column))].join(', ')})
    select ${[...placed, ...extra.map((e) => e.value)].join(', ')} from "written"`;
}

/** The statement's text, with its values in order. */
function build(write: TurnWrite): { text: string; values: unknown[] } {
  const params = new Params();
  const session = params.add(write.sessionId);
  const target = `"retailer_id" = ${params.add(write.retailerId)} and "session_id" = ${session} and xmin = ${params.add(write.version)}::xid`;
  const parts: string[] = [];
  const set = write.changes
    ? columnsOf(sessions, write.changes).map(
        ([field, column]) =>
          `${quote(column.name)} = ${params.add(driverValue(column, (write.changes as Row)[field]))}`,
      )
    : [];
  if (write.message) {
    const at = params.add(write.now.toISOString());
    set.push(`"first_message_at" = least("first_message_at", ${at}::timestamptz)`);
    set.push(`"last_message_at" = greatest("last_message_at", ${at}::timestamptz)`);
  }
  parts.push(
    set.length > 0
      ? `"written" as (update "sessions" set ${set.join(', ')} where ${target} returning "session_id")`
      : `"written" as (select "session_id" from "sessions" where ${target})`,
  );
  if (write.message) {
    // The position after the session's last exchange.
    const position = {
      column: 'position',
      value: `(select coalesce(max("position") + 1, 0) from "session_messages" where "session_id" = ${session})`,
    };
    parts.push(
      `"message" as (${insertFromWritten(sessionMessages, write.message, params, [position])})`,
    );
  }
  if (write.purchase) {
    parts.push(`"purchase" as (${insertFromWritten(purchases, write.purchase, params)})`);
  }
  if (write.kept)
    parts.push(`"kept" as (${insertFromWritten(idempotencyKeys, write.kept, params)})`);
  const text = `with ${parts.join(', ')} select count(*)::int as "written" from "written"`;
  return { text, values: params.values };
}

/** Runs the write: whether it landed (false: the session had changed since it was read). */
export async function runTurnWrite(db: Executor, write: TurnWrite): Promise<boolean> {
  const { text, values } = build(write);
  const [row] = await runQuery(db, { sql: text, params: values });
  return Number(row?.written) > 0;
}

/** A row to insert: its table, and its values as the table's fields. */
export interface InsertRow {
  table: PgTable;
  values: Row;
}

/**
 * The rows inserted by one statement, as plain text (the session and the opening of a start,
 * with the kept answer): all of them, or none.
 */
export async function runInserts(db: Executor, rows: InsertRow[]): Promise<void> {
  const params = new Params();
  const inserts = rows.map(({ table, values }) => {
    const { names, placed } = rowSql(table, values, params, false);
    return `insert into ${quote(getTableName(table))} (${names.join(', ')}) values (${placed.join(', ')})`;
  });
  const last = inserts.pop();
  if (!last) return;
  const before = inserts.map((insert, i) => `"w${i}" as (${insert})`);
  const text = before.length === 0 ? last : `with ${before.join(', ')} ${last}`;
  await runQuery(db, { sql: text, params: params.values });
}
