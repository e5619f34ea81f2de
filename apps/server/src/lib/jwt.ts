import type { Clock } from './clock';
import { epochSeconds, hs256Tokens } from './hs256';

export interface Principal {
  userId: string;
  isAdmin: boolean;
  retailerId: string | null;
}

/** A verified token's principal, with the user's token version it was issued under. */
export interface AccessTokenClaims extends Principal {
  tokenVersion: number;
}

export interface AccessTokens {
  /** `tokenVersion`: the user's users.token_version when it is issued. */
  sign(principal: Principal, tokenVersion?: number): Promise<string>;
  verify(token: string): Promise<AccessTokenClaims | null>;
}

const AUDIENCE = 'parley-api';

/** HS256 access tokens; verification pins the algorithm, issuer and audience. */
export function createAccessTokens(
  secret: string,
  issuer: string,
  ttlSeconds: number,
  clock: Clock,
): AccessTokens {
  const tokens = hs256Tokens(secret, issuer, AUDIENCE);
  return {
    sign(principal, tokenVersion = 0) {
      const claims = { adm: principal.isAdmin, rid: principal.retailerId, ver: tokenVersion };
      return tokens.sign(claims, principal.userId, epochSeconds(clock.now()), ttlSeconds);
    },
    async verify(token) {
      try {
        const payload = await tokens.verify(token, ['sub', 'exp', 'iat'], clock.now());
        if (typeof payload.sub !== 'string' || typeof payload.adm !== 'boolean') return null;
        const { rid, ver = 0 } = payload;
        // Tokens issued before versions existed carry none: version 0, so their sessions go on.
        if (typeof ver !== 'number' || !Number.isSafeInteger(ver) || ver < 0) return null;
        return {
          userId: payload.sub,
          isAdmin: payload.adm,
          retailerId: typeof rid === 'string' ? rid : null,
          tokenVersion: ver,
        };
      } catch {
        return null;
      }
    },
  };
}
