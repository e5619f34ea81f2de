import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { retailers, users } from '../../db/schema';
import { findRow } from '../../db/rows';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findUserById(db: Executor, userId: string) {
  return findRow(db, users, eq(users.id, userId));
}

export async function findUserByEmail(db: Executor, email: string) {
  return findRow(db, users, eq(users.email, normaliseEmail(email)));
}

/** The user with the onboarding state of their retailer, as GET /account needs it. */
export async function findUserWithRetailer(db: Executor, userId: string) {
  const [row] = await db
    .select({ user: users, retailer: retailers })
    .from(users)
    .leftJoin(retailers, eq(retailers.id, users.retailerId))
    .where(eq(users.id, userId));
  return row ?? null;
}

export type UserRow = typeof users.$inferSelect;
