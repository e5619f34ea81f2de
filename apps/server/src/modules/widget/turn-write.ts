import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { runWrite, type Executor } from '../../db/client';
import { idempotencyKeys, purchases, sessionMessages, sessions } from '../../db/schema';

/**
 * The write statement of a session turn, as plain text and its values in order. Built with
 * drizzle's query builder, it took a fifth of the server's time on a turn; built as text on every
 * turn, a sixth of the bytes the server allocated (bench/README.md). A statement's text depends
 * only on its shape (which columns each row sets), so it is made once per shape and kept; a turn
 * gathers only its values.
 *
 * The session is updated (or, for a turn that changes nothing, read) only where it is still the
 * version read (`xmin`); the other rows are inserted from that row, so none is written when it
 * has changed. An exchange widens the session's message span in the same update, as the trigger
 * `session_messages_span` would (`least`/`greatest` skip nulls), which leaves the trigger
 * nothing to write. It answers the session as written, with its new version, so that the
 * session's next turn need not read it (session-turn.ts).
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
  /**
   * The write lands only while no ruleset rule of the session was switched off (SQL over
   * `sessions`): for a turn taken on a session known from its last write, not read.
   */
  unlessTurnedOff?: string;
  /** The session's columns the statement answers, as it stands after the write: alias → column. */
  returning: Record<string, PgColumn>;
  now: Date;
}

type Row = Record<string, unknown>;

/** A table column as the statements name it. */
interface Column {
  field: string;
  quoted: string;
  sqlType: string;
  column: PgColumn;
  /** One character naming the column in a shape's key (none of the key's own separators). */
  code: string;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

const tableColumns = new Map<PgTable, Map<string, Column>>();

/** The table's columns by field, worked out once. */
function columnsOfTable(table: PgTable): Map<string, Column> {
  let columns = tableColumns.get(table);
  if (!columns) {
    columns = new Map(
      Object.entries(getTableColumns(table)).map(([field, column], index) => [
        field,
        {
          field,
          quoted: quote(column.name),
          sqlType: column.getSQLType(),
          column,
          code: String.fromCharCode(0x100 + index),
        },
      ]),
    );
    tableColumns.set(table, columns);
  }
  return columns;
}

/**
 * The table's columns present in `row`, in the row's own order (the same on every turn of a code
 * path), their values added to `values` of the statement, and the shape's key (one character a
 * column). It walks the row's few fields rather than the table's many columns (sessions has
 * 67): rows built by spreading take many shapes, and a lookup of each column in a row of
 * an unfamiliar shape is slow (bench/README.md).
 */
function present(table: PgTable, row: Row, params: unknown[]): { columns: Column[]; key: string } {
  const byField = columnsOfTable(table);
  const columns: Column[] = [];
  let key = '';
  for (const field of Object.keys(row)) {
    const value = row[field];
    const column = byField.get(field);
    if (value === undefined || !column) continue;
    columns.push(column);
    key += column.code;
    params.push(value === null ? null : column.column.mapToDriverValue(value));
  }
  return { columns, key };
}

/** Placeholders `$first`… for `columns`, cast to each column's type when `cast`. */
function placeholders(columns: Column[], first: number, cast: boolean): string[] {
  return columns.map((column, i) => (cast ? `$${first + i}::${column.sqlType}` : `$${first + i}`));
}

/**
 * A statement's text by its shape. Shapes come from the code's few paths; the bound only keeps
 * memory finite should some path vary more than it does today.
 */
const texts = new Map<string, string>();
const MAX_SHAPES = 500;

function textOf(key: string, make: () => string): string {
  let text = texts.get(key);
  if (text === undefined) {
    text = make();
    if (texts.size < MAX_SHAPES) texts.set(key, text);
  }
  return text;
}

/**
 * `insert into table (…) select … from "written"` for `columns` whose values start at `$first`;
 * `extra` adds columns whose values are SQL of their own.
 */
function insertFromWritten(
  table: PgTable,
  columns: Column[],
  first: number,
  extra: { column: string; value: string }[] = [],
) {
  const names = [...columns.map((c) => c.quoted), ...extra.map((e) => quote(e.column))];
  const values = [...placeholders(columns, first, true), ...extra.map((e) => e.value)];
  return `insert into ${quote(getTableName(table))} (${names.join(', ')})
    select ${values.join(', ')} from "written"`;
}

interface Part {
  table: PgTable;
  columns: Column[];
  /** The placeholder number of its first value. */
  first: number;
}

/** `returning`'s text: each column under its alias, and the row's new version. */
const returnedText = new WeakMap<Record<string, PgColumn>, string>();
function returningText(returning: Record<string, PgColumn>): string {
  let text = returnedText.get(returning);
  if (text === undefined) {
    const columns = Object.entries(returning).map(
      ([alias, column]) => `${quote(column.name)} as ${quote(alias)}`,
    );
    text = [...columns, `xmin::text as "version"`].join(', ');
    returnedText.set(returning, text);
  }
  return text;
}

/** The statement's text for the parts at hand, made once per shape. */
function writeText(
  write: TurnWrite,
  changes: Part | null,
  message: Part | null,
  at: number | null,
  purchase: Part | null,
  kept: Part | null,
  key: string,
): string {
  return textOf(key, () => {
    // $1 the session, $2 the retailer, $3 the version read.
    const unlessTurnedOff = write.unlessTurnedOff ? ` and not ${write.unlessTurnedOff}` : '';
    const target = `"retailer_id" = $2 and "session_id" = $1 and xmin = $3::xid${unlessTurnedOff}`;
    const returning = returningText(write.returning);
    const set = changes
      ? changes.columns.map((column, i) => `${column.quoted} = $${changes.first + i}`)
      : [];
    if (at !== null) {
      set.push(`"first_message_at" = least("first_message_at", $${at}::timestamptz)`);
      set.push(`"last_message_at" = greatest("last_message_at", $${at}::timestamptz)`);
    }
    const parts = [
      set.length > 0
        ? `"written" as (update "sessions" set ${set.join(', ')} where ${target} returning ${returning})`
        : `"written" as (select ${returning} from "sessions" where ${target})`,
    ];
    if (message) {
      // The position after the session's last exchange.
      const position = {
        column: 'position',
        value: `(select coalesce(max("position") + 1, 0) from "session_messages" where "session_id" = $1)`,
      };
      parts.push(
        `"message" as (${insertFromWritten(message.table, message.columns, message.first, [position])})`,
      );
    }
    if (purchase) {
      parts.push(
        `"purchase" as (${insertFromWritten(purchase.table, purchase.columns, purchase.first)})`,
      );
    }
    if (kept) parts.push(`"kept" as (${insertFromWritten(kept.table, kept.columns, kept.first)})`);
    return `with ${parts.join(', ')} select * from "written"`;
  });
}

/** The statement's text, with its values in order. */
function build(write: TurnWrite): { text: string; values: unknown[] } {
  const values: unknown[] = [write.sessionId, write.retailerId, write.version];
  // The shape's key names the one `returning` there is and whether the rules are checked.
  let key = write.unlessTurnedOff ? 'w+' : 'w';
  /** The part of `row` in `table`, its values next in the statement's. */
  const part = (table: PgTable, row: Row | undefined, tag: string): Part | null => {
    if (!row) return null;
    const first = values.length + 1;
    const found = present(table, row, values);
    key += `|${tag}${found.key}`;
    return { table, columns: found.columns, first };
  };
  const changes = part(sessions, write.changes, 'c');
  let at: number | null = null;
  if (write.message) {
    values.push(write.now.toISOString());
    at = values.length;
  }
  const message = part(sessionMessages, write.message, 'm');
  const purchase = part(purchases, write.purchase, 'p');
  const kept = part(idempotencyKeys, write.kept, 'k');
  return { text: writeText(write, changes, message, at, purchase, kept, key), values };
}

/**
 * Runs the write: the session's `returning` columns and its new `version` once it landed; null
 * when it did not (the session had changed since it was read, or a rule was switched off).
 */
export async function runTurnWrite(db: Executor, write: TurnWrite): Promise<Row | null> {
  const { text, values } = build(write);
  const [row] = await runWrite(db, { sql: text, params: values }, write.sessionId);
  return row ?? null;
}

/** A row to insert: its table, and its values as the table's fields. */
export interface InsertRow {
  table: PgTable;
  values: Row;
}

/**
 * The rows inserted by one statement, as plain text (the session and the opening of a start,
 * with the kept answer): all of them, or none. With `returning`, it answers those columns of the
 * first row as inserted, with its version (as a turn's write does). New rows hold no lock another
 * write waits for in turn, so they need no place in a group commit's order (group-commit.ts).
 */
export async function runInserts(
  db: Executor,
  rows: InsertRow[],
  returning?: Record<string, PgColumn>,
): Promise<Row | null> {
  if (rows.length === 0) return null;
  const values: unknown[] = [];
  let key = returning ? 'i+' : 'i';
  const parts = rows.map(({ table, values: row }) => {
    const first = values.length + 1;
    const found = present(table, row, values);
    key += `|${getTableName(table)}:${found.key}`;
    return { table, columns: found.columns, first };
  });
  const text = textOf(key, () => {
    const inserts = parts.map(
      ({ table, columns, first }) =>
        `insert into ${quote(getTableName(table))} (${columns.map((c) => c.quoted).join(', ')}) values (${placeholders(columns, first, false).join(', ')})`,
    );
    if (returning) {
      // Every insert runs to completion whether or not the statement reads it.
      const [head, ...rest] = inserts;
      const all = [`${head} returning ${returningText(returning)}`, ...rest];
      return `with ${all.map((insert, i) => `"w${i}" as (${insert})`).join(', ')} select * from "w0"`;
    }
    const last = inserts.pop() ?? '';
    const before = inserts.map((insert, i) => `"w${i}" as (${insert})`);
    return before.length === 0 ? last : `with ${before.join(', ')} ${last}`;
  });
  const [row] = await runWrite(db, { sql: text, params: values }, '');
  return row ?? null;
}
