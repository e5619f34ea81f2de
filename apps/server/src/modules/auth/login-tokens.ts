import { asc, eq } from 'drizzle-orm';
import type { TLoginTokenResponse } from '@parley/contract';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import { loginTokens, users } from '../../db/schema';
import { claimSingleUse, secretMatches, unexpired } from '../../db/single-use';
import { orNotFound } from '../../errors';
import { addSeconds } from '../../lib/clock';
import type { Principal } from '../../lib/jwt';
import { randomToken, sha256 } from '../../lib/secrets';

async function findFirstRetailerUser(db: Executor, retailerId: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.retailerId, retailerId))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return row ?? null;
}

/**
 * An administrator's "log in as this retailer": a one-time, short-lived token for the retailer's
 * first user, recording who issued it.
 */
export async function issueImpersonationToken(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  retailerId: string,
  issuer: Principal,
): Promise<TLoginTokenResponse> {
  // A missing retailer and a retailer without users answer alike: there is no one to log in as.
  const user = orNotFound(await findFirstRetailerUser(deps.db, retailerId));
  const token = randomToken();
  const expiresAt = addSeconds(deps.clock.now(), deps.config.loginTokenTtlSeconds);
  await deps.db.insert(loginTokens).values({
    tokenHash: sha256(token),
    userId: user.id,
    createdByUserId: issuer.userId,
    purpose: 'impersonation',
    expiresAt,
  });
  return {
    token,
    url: `${deps.config.publicUrl}/#/session/new/${token}`,
    expires_at: expiresAt.toISOString(),
  };
}

/** Uses the token up in the statement that finds it; null when unknown, used or expired. */
export const claimLoginToken = (db: Executor, token: string, now: Date) =>
  claimSingleUse(
    db,
    loginTokens,
    secretMatches(loginTokens.tokenHash, token),
    now,
    unexpired(loginTokens, now),
  );
