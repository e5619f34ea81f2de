import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { TImageContentType, TImageType } from '@parley/contract';
import { createdAt, timestamptz, uuidKey } from './columns';
import { optionalRetailerId } from './owner';

/**
 * An uploaded image (part 2 §3 Image): created first with its intended size and type, then filled
 * by a multipart POST to its upload target. `storage` says where the bytes live: `local` (under
 * DATA_DIR/uploads, served by this server) or `s3` (a bucket, through a presigned POST).
 */
export const images = pgTable(
  'images',
  {
    id: uuidKey('image_id'),
    /** Null for images made in admin screens (themes) that belong to no retailer. */
    retailerId: optionalRetailerId(),
    imageType: text('image_type').$type<TImageType>().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    storage: text('storage').$type<'local' | 's3'>().notNull(),
    /** Object key (s3) or file name (local). */
    storageKey: text('storage_key').notNull(),
    /** Checked from the bytes: image/jpeg, image/png or (a theme logo) image/webp; null until uploaded. */
    contentType: text('content_type').$type<TImageContentType>(),
    byteSize: integer('byte_size'),
    uploadedAt: timestamptz('uploaded_at'),
    createdAt: createdAt(),
  },
  (t) => [index('images_retailer').on(t.retailerId, t.createdAt)],
);
