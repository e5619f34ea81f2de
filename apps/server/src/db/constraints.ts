/** Whether PostgreSQL refused with this SQLSTATE, wherever the driver put it in the cause chain. */
function hasSqlState(error: unknown, code: string): boolean {
  for (let current = error, depth = 0; current && depth < 8; depth++) {
    if (typeof current !== 'object') return false;
    if ((current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** PostgreSQL's unique_violation. */
export const isUniqueViolation = (error: unknown) => hasSqlState(error, '23505');

/** PostgreSQL's foreign_key_violation: a row still referenced by a restricting foreign key. */
export const isForeignKeyViolation = (error: unknown) => hasSqlState(error, '23503');
