import { SignJWT, jwtVerify, type JWTPayload } from 'jose';

/** A time as JWTs count it: whole seconds since the epoch. */
export const epochSeconds = (time: Date) => Math.floor(time.getTime() / 1000);

/**
 * The HS256 JWTs this server issues for one audience, signed with a server secret; verification
 * pins the algorithm, the issuer and the audience.
 */
export function hs256Tokens(secret: string, issuer: string, audience: string) {
  const key = new TextEncoder().encode(secret);
  return {
    /** `claims` about `subject`, issued at `issuedAt` (epoch seconds) and valid `ttlSeconds`. */
    sign(claims: JWTPayload, subject: string, issuedAt: number, ttlSeconds: number) {
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(subject)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
    },
    /** The payload of a token of ours carrying `requiredClaims`; throws jose's errors otherwise. */
    async verify(token: string, requiredClaims: string[], now: Date) {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer,
        audience,
        requiredClaims,
        currentDate: now,
      });
      return payload;
    },
  };
}
