import { randomUUID } from 'node:crypto';
import { errors as joseErrors } from 'jose';
import type { Clock } from './clock';
import { epochSeconds, hs256Tokens } from './hs256';

const AUDIENCE = 'parley-price-token';

/** What a price token proves: this session's deal, at this unit price and quantity. */
export interface PriceTokenClaims {
  tokenId: string;
  sessionId: string;
  retailerId: string;
  price: number;
  quantity: number;
  expiresAt: Date;
}

export type PriceTokenCheck =
  | { ok: true; claims: Omit<PriceTokenClaims, 'expiresAt'> }
  | { ok: false; reason: 'expired' | 'invalid' };

export interface PriceTokens {
  /** The same tokens (secret, issuer, lifetime) read against another clock: a simulated one. */
  withClock(clock: Clock): PriceTokens;
  sign(deal: Omit<PriceTokenClaims, 'tokenId' | 'expiresAt'>): Promise<{
    token: string;
    claims: PriceTokenClaims;
  }>;
  verify(token: string): Promise<PriceTokenCheck>;
}

/**
 * Single-use proof of an agreed price for the store's checkout: an HS256 JWT signed with a
 * server secret, valid `ttlSeconds`. Single use is the database's part: the session keeps the
 * id of its one live token and the time it was redeemed.
 */
export function createPriceTokens(
  secret: string,
  issuer: string,
  ttlSeconds: number,
  clock: Clock,
): PriceTokens {
  const tokens = hs256Tokens(secret, issuer, AUDIENCE);
  const on = (current: Clock): PriceTokens => ({
    withClock: on,

    async sign(deal: Omit<PriceTokenClaims, 'tokenId' | 'expiresAt'>) {
      const issuedAt = epochSeconds(current.now());
      const tokenId = randomUUID();
      const expiresAt = new Date((issuedAt + ttlSeconds) * 1000);
      const token = await tokens.sign(
        { rid: deal.retailerId, price: deal.price, qty: deal.quantity, jti: tokenId },
        deal.sessionId,
        issuedAt,
        ttlSeconds,
      );
      return { token, claims: { ...deal, tokenId, expiresAt } };
    },

    async verify(token: string): Promise<PriceTokenCheck> {
      try {
        const payload = await tokens.verify(token, ['sub', 'jti', 'exp'], current.now());
        const { sub, jti, rid, price, qty } = payload;
        if (typeof rid !== 'string' || typeof price !== 'number' || typeof qty !== 'number') {
          return { ok: false, reason: 'invalid' };
        }
        return {
          ok: true,
          claims: { tokenId: jti!, sessionId: sub!, retailerId: rid, price, quantity: qty },
        };
      } catch (error) {
        return {
          ok: false,
          reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid',
        };
      }
    },
  });
  return on(clock);
}
