import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import { noteTokenVersion, raiseTokenVersion } from '../users';
import { revokeUserRefreshTokens } from './refresh-tokens';

/**
 * Ends every session the user has, inside the caller's transaction: the refresh tokens are
 * revoked and the access tokens outdated. Pass the answer to `noteTokenVersion` once committed,
 * so that this process refuses the outdated tokens at once.
 */
export async function endUserSessions(db: Executor, userId: string) {
  await revokeUserRefreshTokens(db, userId);
  return raiseTokenVersion(db, userId);
}

/**
 * The user's access tokens stop working from the next request (in another process, within
 * TOKEN_VERSION_CACHE_MS): a leaked token is not left its remaining minutes. An access token
 * names its user, not its session, so the user's other sessions get new ones by refreshing.
 */
export async function outdateAccessTokens(deps: Pick<Deps, 'db' | 'clock'>, userId: string) {
  noteTokenVersion(await raiseTokenVersion(deps.db, userId), deps.clock.now());
}
