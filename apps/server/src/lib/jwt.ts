import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from './clock';

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
  const key = new TextEncoder().encode(secret);
  return {
    async sign(principal) {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ adm: principal.isAdmin, rid: principal.retailerId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(principal.userId)
        .setIssuer(issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer,
          audience: AUDIENCE,
          requiredClaims: ['sub', 'exp', 'iat'],
          currentDate: clock.now(),
        });
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
