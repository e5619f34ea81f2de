import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { THandoffDestination } from '@parley/contract';
import type { Executor } from '../../db/client';
import { handoffs, retailers, themes } from '../../db/schema';
import { findRow } from '../../db/rows';

export type HandoffRow = typeof handoffs.$inferSelect;
export type NewHandoff = Omit<
  typeof handoffs.$inferInsert,
  'id' | 'redeemedAt' | 'sessionHash' | 'sessionExpiresAt'
>;

export async function retailerExists(db: Executor, retailerId: string) {
  const [row] = await db
    .select({ id: retailers.id })
    .from(retailers)
    .where(eq(retailers.id, retailerId));
  return Boolean(row);
}

/**
 * Whether the theme exists and a handoff for the retailer may open it: the retailer's own theme
 * or one of all retailers'; for all retailers (null), any theme.
 */
export async function themeOpenTo(db: Executor, themeId: string, retailerId: string | null) {
  const [row] = await db
    .select({ id: themes.id })
    .from(themes)
    .where(
      and(
        eq(themes.id, themeId),
        retailerId === null
          ? undefined
          : or(eq(themes.retailerId, retailerId), isNull(themes.retailerId)),
      ),
    );
  return Boolean(row);
}

export async function insertHandoff(db: Executor, values: NewHandoff) {
  await db.insert(handoffs).values(values);
}

/** Handoffs whose page sessions ended before `before` are of no further use. */
export async function deleteHandoffsCreatedBefore(db: Executor, before: Date) {
  await db.delete(handoffs).where(lt(handoffs.createdAt, before));
}

export async function findHandoffByToken(db: Executor, tokenHash: string) {
  return findRow(db, handoffs, eq(handoffs.tokenHash, tokenHash));
}

/**
 * Spends the token and starts the page's session in one statement: of two concurrent openings
 * only one finds it unspent. Null when it was spent, expired or never issued.
 */
export async function redeemHandoffToken(
  db: Executor,
  tokenHash: string,
  destination: THandoffDestination,
  now: Date,
  session: { hash: string; expiresAt: Date },
) {
  const [row] = await db
    .update(handoffs)
    .set({ redeemedAt: now, sessionHash: session.hash, sessionExpiresAt: session.expiresAt })
    .where(
      and(
        eq(handoffs.tokenHash, tokenHash),
        eq(handoffs.destination, destination),
        isNull(handoffs.redeemedAt),
        gt(handoffs.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** The handoff whose page session this is, while it lasts. */
export async function findLiveHandoffSession(
  db: Executor,
  sessionHash: string,
  destination: THandoffDestination,
  now: Date,
) {
  return findRow(
    db,
    handoffs,
    and(
      eq(handoffs.sessionHash, sessionHash),
      eq(handoffs.destination, destination),
      gt(handoffs.sessionExpiresAt, now),
    ),
  );
}
