/**
 * Whether PostgreSQL refused with this SQLSTATE (and, if named, on this constraint), wherever the
 * driver put it in the cause chain.
 */
function hasSqlState(error: unknown, code: string, constraint?: string): boolean {
  for (let current = error, depth = 0; current && depth < 8; depth++) {
    if (typeof current !== 'object') return false;
    const refusal = current as { code?: unknown; constraint?: unknown };
    if (refusal.code === code) return constraint === undefined || refusal.constraint === constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** PostgreSQL's unique_violation, on any constraint or on the one named. */
export const isUniqueViolation = (error: unknown, constraint?: string) =>
  hasSqlState(error, '23505', constraint);

/** PostgreSQL's foreign_key_violation: a row still referenced by a restricting foreign key. */
export const isForeignKeyViolation = (error: unknown) => hasSqlState(error, '23503');

/**
 * PostgreSQL's character_not_in_repertoire and untranslatable_character: text it cannot hold
 * (a NUL character, say), which came from the request, since the server writes none.
 */
export const isUnstorableText = (error: unknown) =>
  hasSqlState(error, '22021') || hasSqlState(error, '22P05');
