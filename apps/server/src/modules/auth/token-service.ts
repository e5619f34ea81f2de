import {
  MSG,
  type TTokenRequest,
  type TTokenResponse,
  ZAuthorizationCodeGrant,
  ZLoginTokenGrant,
  ZRefreshTokenGrant,
} from '@parley/contract';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import { OAuthError } from '../../errors';
import { addSeconds } from '../../lib/clock';
import { findUserById, noteTokenVersion, type UserRow } from '../users';
import {
  claimAuthorizationCode,
  codeGrantMatches,
  findAuthorizationCode,
} from './authorization-codes';
import { findOAuthClient } from './clients';
import { claimLoginToken } from './login-tokens';
import {
  claimRefreshToken,
  findRefreshToken,
  insertRefreshToken,
  newFamilyId,
  revokeCodeRefreshTokens,
  revokeRefreshTokenFamily,
  type RefreshTokenFamily,
} from './refresh-tokens';
import { endUserSessions, outdateAccessTokens } from './session-end';

type TokenDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'accessTokens'>;

async function respond(
  deps: TokenDeps,
  db: Executor,
  user: UserRow,
  family: RefreshTokenFamily,
): Promise<TTokenResponse> {
  const refreshToken = await insertRefreshToken(db, family, deps.clock.now());
  const accessToken = await deps.accessTokens.sign(
    { userId: user.id, isAdmin: user.isAdmin, retailerId: user.retailerId },
    user.tokenVersion,
  );
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    token_type: 'Bearer',
    expires_in: deps.config.accessTokenTtlSeconds,
  };
}

/** A new session: a new refresh-token family whose absolute lifetime starts now. */
export function startSession(
  deps: TokenDeps,
  db: Executor,
  user: UserRow,
  clientId: string,
  authorizationCodeId: string | null = null,
) {
  return respond(deps, db, user, {
    familyId: newFamilyId(),
    userId: user.id,
    clientId,
    authorizationCodeId,
    expiresAt: addSeconds(deps.clock.now(), deps.config.refreshTokenTtlSeconds),
  });
}

const codeInvalid = () => new OAuthError('invalid_grant', MSG.authorizationCodeInvalid);
const refreshInvalid = () => new OAuthError('invalid_grant', MSG.refreshTokenInvalid);

async function redeemAuthorizationCode(
  deps: TokenDeps,
  grant: Extract<TTokenRequest, { grant_type: 'authorization_code' }>,
) {
  const now = deps.clock.now();
  // Returning from the transaction commits the claim, so a failed check still uses the code up.
  const issued = await deps.db.transaction(async (tx) => {
    const code = await claimAuthorizationCode(tx, grant.code, now);
    if (!code) return 'unclaimed' as const;
    if (!codeGrantMatches(code, grant, now)) return 'refused' as const;
    const user = await findUserById(tx, code.userId);
    if (!user) return 'refused' as const;
    return startSession(deps, tx, user, code.clientId, code.id);
  });
  if (issued === 'unclaimed') {
    const replayed = await findAuthorizationCode(deps.db, grant.code);
    if (replayed) {
      await revokeCodeRefreshTokens(deps.db, replayed.id);
      await outdateAccessTokens(deps, replayed.userId);
    }
    throw codeInvalid();
  }
  if (issued === 'refused') throw codeInvalid();
  return issued;
}

async function rotateRefreshToken(
  deps: TokenDeps,
  grant: Extract<TTokenRequest, { grant_type: 'refresh_token' }>,
) {
  const now = deps.clock.now();
  const issued = await deps.db.transaction(async (tx) => {
    const used = await claimRefreshToken(tx, grant.refresh_token, grant.client_id, now);
    if (!used) return null;
    const user = await findUserById(tx, used.userId);
    if (!user) return null;
    return respond(deps, tx, user, {
      familyId: used.familyId,
      userId: used.userId,
      clientId: used.clientId,
      authorizationCodeId: used.authorizationCodeId,
      expiresAt: used.expiresAt,
    });
  });
  if (issued) return issued;
  // A token that was already rotated is being replayed: someone else holds a copy (RFC 9700 §4.14).
  const presented = await findRefreshToken(deps.db, grant.refresh_token);
  if (presented?.usedAt) {
    await revokeRefreshTokenFamily(deps.db, presented.familyId);
    await outdateAccessTokens(deps, presented.userId);
  }
  throw refreshInvalid();
}

async function redeemLoginToken(
  deps: TokenDeps,
  grant: Extract<TTokenRequest, { grant_type: 'login_token' }>,
) {
  const issued = await deps.db.transaction(async (tx) => {
    const token = await claimLoginToken(tx, grant.token, deps.clock.now());
    const user = token && (await findUserById(tx, token.userId));
    return user ? startSession(deps, tx, user, grant.client_id) : null;
  });
  if (!issued) throw new OAuthError('invalid_grant', MSG.loginTokenInvalid);
  return issued;
}

/** POST /oauth/token: the three grants of the agreed interface. */
export async function exchangeToken(
  deps: TokenDeps,
  request: TTokenRequest,
): Promise<TTokenResponse> {
  const client = await findOAuthClient(deps, request.client_id);
  if (!client) throw new OAuthError('invalid_client', MSG.clientInvalid);
  switch (request.grant_type) {
    case 'authorization_code':
      return redeemAuthorizationCode(deps, request);
    case 'refresh_token':
      return rotateRefreshToken(deps, request);
    case 'login_token':
      return redeemLoginToken(deps, request);
  }
}

const GRANT_TYPES: readonly string[] = [
  ZAuthorizationCodeGrant.shape.grant_type.value,
  ZRefreshTokenGrant.shape.grant_type.value,
  ZLoginTokenGrant.shape.grant_type.value,
];

/**
 * A token request that failed its schema still gets RFC 6749 §5.2's body, so that OAuth clients
 * can read `error`. The login-token grant keeps its own message for the auto-login screen.
 */
export function refuseMalformedTokenRequest(body: unknown): never {
  const grantType = (body as { grant_type?: unknown } | null)?.grant_type;
  if (typeof grantType !== 'string' || !GRANT_TYPES.includes(grantType)) {
    throw new OAuthError('unsupported_grant_type', MSG.tokenRequestInvalid);
  }
  const message = grantType === 'login_token' ? MSG.loginTokenInvalid : MSG.tokenRequestInvalid;
  throw new OAuthError('invalid_request', message);
}

/**
 * Logout: the refresh token is the credential; an unknown one is not worth telling apart. Every
 * session of the user ends, its access tokens with it.
 */
export async function logout(deps: Pick<Deps, 'db' | 'clock'>, refreshToken: string) {
  const presented = await findRefreshToken(deps.db, refreshToken);
  if (!presented) return;
  const raised = await deps.db.transaction((tx) => endUserSessions(tx, presented.userId));
  noteTokenVersion(raised, deps.clock.now());
}
