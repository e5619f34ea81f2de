import type { Clock } from './clock';
import { epochSeconds, hs256Tokens } from './hs256';

export interface Principal {
  userId: string;
  isAdmin: boolean;
  retailerId: string | null;
}

export interface AccessTokens {
  sign(principal: Principal): Promise<string>;
  verify(token: string): Promise<Principal | null>;
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
    sign(principal) {
      const claims = { adm: principal.isAdmin, rid: principal.retailerId };
      return tokens.sign(claims, principal.userId, epochSeconds(clock.now()), ttlSeconds);
    },
    async verify(token) {
      try {
        const payload = await tokens.verify(token, ['sub', 'exp', 'iat'], clock.now());
        if (typeof payload.sub !== 'string' || typeof payload.adm !== 'boolean') return null;
        const rid = payload.rid;
        return {
          userId: payload.sub,
          isAdmin: payload.adm,
          retailerId: typeof rid === 'string' ? rid : null,
        };
      } catch {
        return null;
      }
    },
  };
}
