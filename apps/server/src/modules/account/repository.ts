import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';
import { updatedAny } from '../../db/rows';

/** Name and (already normalised) e-mail; answers false when the user no longer exists. */
export async function updateUserDetails(
  db: Executor,
  userId: string,
  values: { name: string; email: string },
  now: Date,
) {
  return updatedAny(db, users, { ...values, updatedAt: now }, eq(users.id, userId));
}

export async function setUserPassword(
  db: Executor,
  userId: string,
  passwordHash: string,
  now: Date,
) {
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function insertResetToken(
  db: Executor,
  values: { tokenHash: string; userId: string; expiresAt: Date },
) {
  await db.insert(passwordResetTokens).values(values);
}

const usable = (tokenHash: string, now: Date) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );

/** The user a still-usable reset token belongs to, without using it up. */
export async function findUsableResetToken(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(usable(tokenHash, now));
  return row ?? null;
}

/**
 * Uses the token up in one statement, so that of two requests racing with the same token only
 * one gets its user back.
 */
export async function claimResetToken(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(usable(tokenHash, now))
    .returning({ userId: passwordResetTokens.userId });
  return row ?? null;
}

/** Once the password has changed, links sent earlier must stop working. */
export async function useUpResetTokens(db: Executor, userId: string, now: Date) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
