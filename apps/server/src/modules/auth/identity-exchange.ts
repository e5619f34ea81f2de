import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { CONSOLE_CLIENT_ID, MSG, type TTokenResponse } from '@parley/contract';
import type { Config } from '../../config';
import type { Deps } from '../../deps';
import { BusinessError, NotFoundError, UnauthenticatedError } from '../../errors';
import { findUserByEmail } from '../users';
import { startSession } from './token-service';

type IdentityProvider = NonNullable<Config['idp']>;

// One key set per provider setting: jose caches the fetched keys and refetches on an unknown kid.
const keySets = new WeakMap<IdentityProvider, ReturnType<typeof createRemoteJWKSet>>();

function keySetOf(idp: IdentityProvider) {
  let keySet = keySets.get(idp);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(idp.jwksUrl));
    keySets.set(idp, keySet);
  }
  return keySet;
}

async function verifyIdToken(
  deps: Pick<Deps, 'clock' | 'log'>,
  idp: IdentityProvider,
  token: string,
): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(token, keySetOf(idp), {
      algorithms: ['RS256', 'ES256'],
      issuer: idp.issuer,
      audience: idp.audience,
      requiredClaims: ['exp'],
      currentDate: deps.clock.now(),
    });
    return payload;
  } catch (error) {
    // A provider we cannot reach is our problem, not the caller's: worth a line in the log.
    if (!(error instanceof errors.JOSEError) || error instanceof errors.JWKSTimeout) {
      deps.log.warn({ err: error }, 'identity provider keys unavailable');
    }
    throw new UnauthenticatedError();
  }
}

/**
 * POST /auth/exchange: the external identity provider's ID token, as a bearer token, for our
 * tokens. The identity maps to a user by its e-mail address, which the provider must not have
 * marked unverified (or anyone could claim an address).
 */
export async function exchangeIdentityToken(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'accessTokens' | 'log'>,
  authorization: string | undefined,
): Promise<TTokenResponse> {
  const idp = deps.config.idp;
  if (!idp) throw new NotFoundError();
  const token = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : '';
  if (!token) throw new UnauthenticatedError();
  const claims = await verifyIdToken(deps, idp, token);
  const email = typeof claims.email === 'string' ? claims.email : '';
  const user =
    email && claims.email_verified !== false ? await findUserByEmail(deps.db, email) : null;
  if (!user) throw new BusinessError(MSG.identityNotMapped);
  return startSession(deps, deps.db, user, CONSOLE_CLIENT_ID);
}
