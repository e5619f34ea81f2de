import { sql, type SQL } from 'drizzle-orm';

/**
 * SQL over the measured rows of session-queries (`measuredRows`, aliased `u`): their group
 * columns g0, g1… hold what the rows are grouped by, the other columns the measures.
 */

/** The group column holds one of `values`. */
export const groupIn = (group: 'g0' | 'g1', values: readonly string[]) =>
  sql`u.${sql.raw(group)} in (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

/** A measure summed over the rows meeting `condition` (every row by default); 0 without any. */
export const sumOf = (measure: string, condition: SQL = sql`true`) =>
  sql`coalesce(sum(${sql.identifier(measure)}) filter (where ${condition}), 0)`;
