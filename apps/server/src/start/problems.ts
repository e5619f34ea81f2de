import { SettingsError } from '../config';
import { DataDirInUseError } from '../db/data-dir-lock';

/** Connection failures a wrong DATABASE_URL or a stopped PostgreSQL gives (errno and SQLSTATE). */
const CONNECTION_CODES: Record<string, string> = {
  ECONNREFUSED: 'nothing is listening there',
  ENOTFOUND: 'the host name is unknown',
  EAI_AGAIN: 'the host name could not be resolved',
  ETIMEDOUT: 'the connection timed out',
  '28P01': 'the password was refused',
  '28000': 'the user may not connect',
  '3D000': 'the database does not exist',
};

/**
 * The one line a failed start prints for a mistake in its settings or its surroundings; null for
 * anything else, which is a fault and gets its stack trace.
 */
export function startProblem(error: unknown): string | null {
  if (error instanceof SettingsError) return error.message;
  if (error instanceof DataDirInUseError) return error.message;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code in CONNECTION_CODES) {
    return `DATABASE_URL: cannot connect to PostgreSQL: ${CONNECTION_CODES[code]} (${code})`;
  }
  if (error instanceof Error && /timeout expired|Connection terminated/i.test(error.message)) {
    return `DATABASE_URL: cannot connect to PostgreSQL: ${error.message}`;
  }
  return null;
}
