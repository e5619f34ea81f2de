/** Network errors and PostgreSQL's "server going away" SQLSTATEs (classes 08 and 57P). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
  'Client was closed and is not queryable',
];

/**
 * PostgreSQL ended a statement that waited or ran too long (timeouts.ts): 57014 (canceled: the
 * statement timeout, or an operator's pg_cancel_backend) and 55P03 (lock not available: the lock
 * timeout). The connection is still good; the request is answered 503, to be tried again.
 */
const BUSY_CODES = new Set(['57014', '55P03']);

/** Whether `test` holds for the error or anything in its cause chain (drizzle wraps the driver's). */
function inCauseChain(error: unknown, test: (error: object) => boolean): boolean {
  for (let current = error, depth = 0; current && depth < 8; depth++) {
    if (typeof current !== 'object') return false;
    if (test(current)) return true;
    if (current instanceof AggregateError && current.errors.some((e) => inCauseChain(e, test))) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const codeOf = (error: object) => (error as { code?: unknown }).code;

/** Whether an error (or anything in its cause chain) means the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return inCauseChain(error, (current) => {
    const code = codeOf(current);
    const { message } = current as { message?: unknown };
    return (
      (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) ||
      (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m)))
    );
  });
}

/**
 * Whether PostgreSQL ended the statement for its statement or lock timeout: the database is
 * reachable but too busy for this request now. Kept apart from isDatabaseUnavailable, which also
 * decides whether a connection is dropped or the replica's reads go to the primary instead.
 */
export function isDatabaseBusy(error: unknown): boolean {
  return inCauseChain(error, (current) => {
    const code = codeOf(current);
    return typeof code === 'string' && BUSY_CODES.has(code);
  });
}
