import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { refreshTokens } from '../../db/schema';
import { claimSingleUse, findSingleUse, secretMatches, unexpired } from '../../db/single-use';
import { randomToken, sha256 } from '../../lib/secrets';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** Logout, password change and password reset end every session the user has. */
export async function revokeUserRefreshTokens(db: Executor, userId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

export interface RefreshTokenFamily {
  familyId: string;
  userId: string;
  clientId: string;
  /** Set for sessions started from an authorization code, so that a replayed code can end them. */
  authorizationCodeId: string | null;
  /** The family's absolute end: rotation copies it, never extends it. */
  expiresAt: Date;
}

export const newFamilyId = () => randomUUID();

/** A 256-bit refresh token in the family; only its SHA-256 is stored. */
export async function insertRefreshToken(db: Executor, family: RefreshTokenFamily, now: Date) {
  const token = randomToken();
  await db.insert(refreshTokens).values({ ...family, tokenHash: sha256(token), createdAt: now });
  return token;
}

/**
 * Marks the token used in the statement that finds it: of ten refreshes racing with one token,
 * exactly one gets a row back.
 */
export const claimRefreshToken = (db: Executor, token: string, clientId: string, now: Date) =>
  claimSingleUse(
    db,
    refreshTokens,
    secretMatches(refreshTokens.tokenHash, token),
    now,
    eq(refreshTokens.clientId, clientId),
    isNull(refreshTokens.revokedAt),
    unexpired(refreshTokens, now),
  );

export const findRefreshToken = (db: Executor, token: string) =>
  findSingleUse(db, refreshTokens, secretMatches(refreshTokens.tokenHash, token));

/** Reuse of a rotated token means it leaked: every token of its family stops working. */
export async function revokeRefreshTokenFamily(db: Executor, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** RFC 9700 §4.5: a replayed authorization code revokes what it issued. */
export async function revokeCodeRefreshTokens(db: Executor, authorizationCodeId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.authorizationCodeId, authorizationCodeId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}
