import { and, eq, isNull } from 'drizzle-orm';
import type { TImageContentType } from '@parley/contract';
import type { Executor } from '../../db/client';
import { images } from '../../db/schema';

export type ImageRow = typeof images.$inferSelect;

/** Whose images a request may see: one retailer's, or (admin screens) those of none. */
export interface ImageOwner {
  retailerId: string | null;
}

export async function insertImage(db: Executor, values: typeof images.$inferInsert) {
  const [row] = await db.insert(images).values(values).returning();
  return row!;
}

/** The owner's image; another owner's answers exactly like a missing one. */
export async function findOwnedImage(db: Executor, owner: ImageOwner, id: string) {
  const owned =
    owner.retailerId === null ? isNull(images.retailerId) : eq(images.retailerId, owner.retailerId);
  const [row] = await db
    .select()
    .from(images)
    .where(and(eq(images.id, id), owned));
  return row;
}

export async function findImageById(db: Executor, id: string) {
  const [row] = await db.select().from(images).where(eq(images.id, id));
  return row;
}

/**
 * Records the checked type and size, once: false when the image was already uploaded (or has
 * gone), so that of two racing uploads only one wins.
 */
export async function markUploaded(
  db: Executor,
  id: string,
  upload: { contentType: TImageContentType; byteSize: number; at: Date },
) {
  const rows = await db
    .update(images)
    .set({ contentType: upload.contentType, byteSize: upload.byteSize, uploadedAt: upload.at })
    .where(and(eq(images.id, id), isNull(images.uploadedAt)))
    .returning({ id: images.id });
  return rows.length > 0;
}
