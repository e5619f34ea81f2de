import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import { authorizationCodes } from '../../db/schema';
import { claimSingleUse, findSingleUse, secretMatches } from '../../db/single-use';
import { addSeconds } from '../../lib/clock';
import { base64UrlSha256, constantTimeEqual, randomToken, sha256 } from '../../lib/secrets';

export type AuthorizationCodeRow = typeof authorizationCodes.$inferSelect;

export interface NewAuthorizationCode {
  clientId: string;
  userId: string;
  redirectUri: string;
  codeChallenge: string;
}

/** A 256-bit code, stored only as its SHA-256, valid `authorizationCodeTtlSeconds` (≤ 10 min). */
export async function issueAuthorizationCode(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  values: NewAuthorizationCode,
) {
  const code = randomToken();
  await deps.db.insert(authorizationCodes).values({
    ...values,
    codeHash: sha256(code),
    expiresAt: addSeconds(deps.clock.now(), deps.config.authorizationCodeTtlSeconds),
  });
  return code;
}

/**
 * Marks the code used in the same statement that finds it, so that of two redemptions racing for
 * one code exactly one gets it.
 */
export const claimAuthorizationCode = (db: Executor, code: string, now: Date) =>
  claimSingleUse(db, authorizationCodes, secretMatches(authorizationCodes.codeHash, code), now);

export const findAuthorizationCode = (db: Executor, code: string) =>
  findSingleUse(db, authorizationCodes, secretMatches(authorizationCodes.codeHash, code));

/** RFC 7636 §4.6 (S256 only) plus the client and redirect URI the code was issued to. */
export function codeGrantMatches(
  code: AuthorizationCodeRow,
  grant: { client_id: string; redirect_uri: string; code_verifier: string },
  now: Date,
) {
  return (
    code.expiresAt > now &&
    code.clientId === grant.client_id &&
    code.redirectUri === grant.redirect_uri &&
    constantTimeEqual(base64UrlSha256(grant.code_verifier), code.codeChallenge)
  );
}
