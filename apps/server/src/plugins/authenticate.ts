import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import type { AccessTokenClaims } from '../lib/jwt';
import { findTokenVersion } from '../modules/users';

type AuthenticateDeps = Pick<Deps, 'accessTokens' | 'db' | 'clock'>;

/**
 * A token issued before the user's sessions were ended (log-out, password change or reset, a
 * replayed refresh token) is refused like an expired one, as is the token of a user who is gone.
 */
async function stillCurrent(deps: AuthenticateDeps, claims: AccessTokenClaims) {
  const version = await findTokenVersion(deps.db, claims.userId, deps.clock.now());
  return version !== null && claims.tokenVersion >= version;
}

/**
 * Reads a bearer access token when one is sent. A missing, invalid or outdated token leaves the
 * request anonymous; the route's access policy decides whether that is a 401.
 */
export function authenticateRequests(app: FastifyInstance, deps: AuthenticateDeps) {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const claims = await deps.accessTokens.verify(header.slice('Bearer '.length).trim());
    if (!claims || !(await stillCurrent(deps, claims))) return;
    const { userId, isAdmin, retailerId } = claims;
    request.principal = { userId, isAdmin, retailerId };
  });
}
