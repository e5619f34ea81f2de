import { SQL, getTableColumns, getTableName, is, sql, type SQLChunk } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * `insert into table (…) select … from source`: the row is written once for each row of
 * `source`, so none when the statement that `source` names wrote nothing. Values are the
 * table's fields as drizzle names them; SQL values are embedded as they are, and the others are
 * sent as parameters cast to their column's type (a parameter in a select list has none of its
 * own).
 */
export function insertWhen<T extends PgTable>(
  table: T,
  values: { [K in keyof T['$inferInsert']]?: T['$inferInsert'][K] | SQL },
  source: SQL,
): SQL {
  const columns = getTableColumns(table);
  const names: SQLChunk[] = [];
  const selected: SQL[] = [];
  for (const [field, value] of Object.entries(values)) {
    const column = columns[field];
    if (value === undefined || !column) continue;
    names.push(sql.identifier(column.name));
    selected.push(
      is(value, SQL) ? value : sql`${sql.param(value, column)}::${sql.raw(column.getSQLType())}`,
    );
  }
  return sql`insert into ${sql.identifier(getTableName(table))} (${sql.join(names, sql`, `)})
    select ${sql.join(selected, sql`, `)} from ${source}`;
}
