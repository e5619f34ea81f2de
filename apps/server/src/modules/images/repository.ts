import { and, eq, isNull } from 'drizzle-orm';
import type { TImageContentType } from '@parley/contract';
import type { Executor } from '../../db/client';
import { images } from '../../db/schema';
import { insertRow, updatedAny } from '../../db/rows';

export type ImageRow = typeof images.$inferSelect;

/** Whose images a request may see: one retailer's, or (admin screens) those of none. */
export interface ImageOwner {
  retailerId: string | null;
}

export const insertImage = (db: Executor, values: typeof images.$inferInsert) =>
  insertRow(db, images, values);

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
 * Records the checked type and the stored bytes' size and pixel size, once: false when the image
 * was already uploaded (or has gone), so that of two racing uploads only one wins.
 */
export async function markUploaded(
  db: Executor,
  id: string,
  upload: {
    contentType: TImageContentType;
    byteSize: number;
    width: number;
    height: number;
    at: Date;
  },
) {
  const { contentType, byteSize, width, height } = upload;
  return updatedAny(
    db,
    images,
    { contentType, byteSize, width, height, uploadedAt: upload.at },
    and(eq(images.id, id), isNull(images.uploadedAt)),
  );
}
