import { MSG } from '@parley/contract';
import type { Deps } from '../../deps';
import { TooManyRequestsError } from '../../errors';
import { verifyPassword } from '../../lib/passwords';
import { attemptSucceeded, LOGIN_THROTTLE, reserveAttempt } from '../../infra/throttle';
import { findUserByEmail, normaliseEmail, type UserRow } from '../users';

export type PasswordLogin =
  | { ok: true; user: UserRow }
  | { ok: false; status: 401 | 429; message: string; retryAfterSeconds?: number };

// Longer inputs are refused unhashed: argon2 over megabytes would be a cheap way to load us.
const PASSWORD_MAX_INPUT = 1024;

/**
 * E-mail and password, throttled per account and per client address (ASVS 6.3). The address is
 * Fastify's `request.ip`, which honours X-Forwarded-For only when a proxy is configured.
 */
export async function checkPasswordLogin(
  deps: Pick<Deps, 'db' | 'clock'>,
  email: string,
  password: string,
  clientAddress: string,
): Promise<PasswordLogin> {
  const account = normaliseEmail(email);
  let attemptId: number;
  try {
    attemptId = await reserveAttempt(deps, LOGIN_THROTTLE, account, clientAddress);
  } catch (error) {
    if (!(error instanceof TooManyRequestsError)) throw error;
    return {
      ok: false,
      status: 429,
      message: error.message,
      retryAfterSeconds: error.retryAfterSeconds,
    };
  }
  const user = await findUserByEmail(deps.db, account);
  const valid =
    password.length <= PASSWORD_MAX_INPUT &&
    (await verifyPassword(user?.passwordHash ?? null, password));
  if (!user || !valid) return { ok: false, status: 401, message: MSG.incorrectLogin };
  await attemptSucceeded(deps, attemptId);
  return { ok: true, user };
}
