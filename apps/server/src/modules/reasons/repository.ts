import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { TRetailerFeature } from '@parley/contract';
import type { Executor } from '../../db/client';
import { reasons, retailers } from '../../db/schema';
import { findRow, updateRow } from '../../db/rows';

export type ReasonRecord = typeof reasons.$inferSelect;

const live = isNull(reasons.deletedAt);
/** The list a reason is in: a retailer's own, or the global ones (null). */
const ofOwner = (retailerId: string | null) =>
  retailerId === null ? isNull(reasons.retailerId) : eq(reasons.retailerId, retailerId);

/** The retailer's features; null when there is no such retailer. */
export async function findRetailerFeatures(
  db: Executor,
  retailerId: string,
): Promise<TRetailerFeature[] | null> {
  const [row] = await db
    .select({ features: retailers.availableFeatures })
    .from(retailers)
    .where(eq(retailers.id, retailerId));
  return row?.features ?? null;
}

export async function findReasonRow(db: Executor, reasonId: string) {
  return findRow(db, reasons, and(eq(reasons.id, reasonId), live));
}

/** One list (a retailer's own, or the global ones), newest first. */
export const listReasonRows = (db: Executor, retailerId: string | null) =>
  db
    .select()
    .from(reasons)
    .where(and(ofOwner(retailerId), live))
    .orderBy(desc(reasons.createdAt), desc(reasons.id));

/** The retailer's reasons as its brand statements: oldest first, at most `limit`. */
export const listBrandStatementRows = (db: Executor, retailerId: string, limit: number) =>
  db
    .select({ id: reasons.id, text: reasons.reasonText })
    .from(reasons)
    .where(and(ofOwner(retailerId), live))
    .orderBy(asc(reasons.createdAt), asc(reasons.id))
    .limit(limit);

/** The active reasons of one list, oldest first. */
export const listActiveReasonRows = (db: Executor, retailerId: string | null) =>
  db
    .select({ id: reasons.id, text: reasons.reasonText })
    .from(reasons)
    .where(and(ofOwner(retailerId), live, eq(reasons.active, true)))
    .orderBy(asc(reasons.createdAt), asc(reasons.id));

/** A new reason, created (and last changed) at `at`. */
export async function insertReasonRow(
  db: Executor,
  values: { retailerId: string | null; reasonText: string; active: boolean },
  at: Date,
): Promise<ReasonRecord> {
  const [row] = await db
    .insert(reasons)
    .values({ ...values, createdAt: at, updatedAt: at })
    .returning();
  if (!row) throw new Error('reason was not inserted');
  return row;
}

export async function updateReasonRow(
  db: Executor,
  reasonId: string,
  values: Partial<Pick<ReasonRecord, 'reasonText' | 'active'>>,
  at: Date,
): Promise<ReasonRecord | null> {
  return updateRow(db, reasons, { ...values, updatedAt: at }, and(eq(reasons.id, reasonId), live));
}

/** Soft delete: the reason leaves every list and is never quoted again. */
export async function softDeleteReasonRows(db: Executor, reasonIds: string[], at: Date) {
  if (reasonIds.length === 0) return 0;
  const rows = await db
    .update(reasons)
    .set({ deletedAt: at, active: false, updatedAt: at })
    .where(and(inArray(reasons.id, reasonIds), live))
    .returning({ id: reasons.id });
  return rows.length;
}

/**
 * The retailer's live reasons among `ids`, locked until the transaction ends so that a
 * concurrent delete waits for the save that names them.
 */
export async function lockOwnReasonRows(db: Executor, retailerId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: reasons.id })
    .from(reasons)
    .where(and(ofOwner(retailerId), live, inArray(reasons.id, ids)))
    .for('update');
}
