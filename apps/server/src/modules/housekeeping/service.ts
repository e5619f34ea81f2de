import { lt, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import {
  authAttempts,
  authorizationCodes,
  handoffs,
  idempotencyKeys,
  loginTokens,
  passwordResetTokens,
  refreshTokens,
} from '../../db/schema';
import { addSeconds } from '../../lib/clock';

const DAY_SECONDS = 24 * 3600;

/**
 * Deletes what has expired and can no longer be used or looked at: one-time tokens and codes a
 * day after they expired (a day, so that a late attempt still gets "expired" rather than
 * "unknown"), sign-in attempts older than the longest throttle window, handoffs a day after their
 * page's session ended, idempotency keys after their 24 hours. Safe to run at any time and twice.
 */
export async function sweepExpired(deps: Pick<Deps, 'db' | 'clock'>) {
  const now = deps.clock.now();
  const dayAgo = addSeconds(now, -DAY_SECONDS);
  const deleted = {
    authorizationCodes: await count(
      deps.db.delete(authorizationCodes).where(lt(authorizationCodes.expiresAt, dayAgo)),
    ),
    refreshTokens: await count(
      deps.db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, dayAgo)),
    ),
    passwordResetTokens: await count(
      deps.db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, dayAgo)),
    ),
    loginTokens: await count(deps.db.delete(loginTokens).where(lt(loginTokens.expiresAt, dayAgo))),
    authAttempts: await count(
      deps.db.delete(authAttempts).where(lt(authAttempts.createdAt, dayAgo)),
    ),
    handoffs: await count(
      deps.db
        .delete(handoffs)
        .where(lt(sql`coalesce(${handoffs.sessionExpiresAt}, ${handoffs.expiresAt})`, dayAgo)),
    ),
    idempotencyKeys: await count(
      deps.db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, dayAgo)),
    ),
  };
  return deleted;
}

/** The rows a delete removed (both drivers report rowCount, as `affectedRows` on PGlite). */
async function count(statement: PromiseLike<unknown>) {
  const result = (await statement) as { rowCount?: number | null; affectedRows?: number };
  return result.rowCount ?? result.affectedRows ?? 0;
}
