import type { TImage, TImageType } from '@parley/contract';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { BusinessError, orNotFound } from '../../errors';
import { LOCAL_IMAGES_PATH, localPublicUrl } from './local-storage';
import { RENDITION_SUFFIX } from './reencode';
import { findImageById, findOwnedImage, type ImageRow } from './repository';
import { s3PublicUrl } from './s3-storage';

/*
 * Images other modules link to (a retailer's e-mail banner, a theme's logo): checked when the link
 * is made, and shown from the settings alone, since a linked image is uploaded and needs no upload
 * target.
 */

/** An image id: anything else is answered as not found without asking the database. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where a stored image lives: enough to say its public URL without reading it again. */
export type ImageLocation = Pick<ImageRow, 'storage' | 'storageKey'>;

/** The public URL of a stored image (local under this server, or in the S3 bucket). */
export function linkedImageUrl(config: Config, row: ImageLocation): string {
  if (row.storage === 'local') return localPublicUrl(config.publicUrl, row.storageKey);
  const s3 = config.imageStorage.s3;
  if (!s3) throw new Error('an image is stored in S3, but S3_BUCKET is not set');
  return s3PublicUrl(s3, row.storageKey);
}

/** The last part of a stored image's URL: its id, and the extension of its type. */
const STORED_NAME =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(png|jpg|webp)$/;

/**
 * The address the widget shows an image at: for one uploaded here or to the bucket, its WebP
 * rendition under this server, which answers the original where there is none (see serving.ts);
 * any other address as it is.
 */
export function displayImageUrl(config: Config, url: string): string {
  const uploads = `${config.publicUrl}${LOCAL_IMAGES_PATH}/`;
  const s3 = config.imageStorage.s3;
  for (const prefix of [uploads, ...(s3 ? [s3PublicUrl(s3, 'images/')] : [])]) {
    const id = url.startsWith(prefix) ? STORED_NAME.exec(url.slice(prefix.length))?.[1] : null;
    if (id) return `${uploads}${id}${RENDITION_SUFFIX}`;
  }
  return url;
}

function presentLinkedImage(config: Config, row: ImageRow): TImage {
  const uploaded = row.uploadedAt !== null;
  return {
    image_id: row.id,
    image_url: linkedImageUrl(config, row),
    width: row.width,
    height: row.height,
    image_type: row.imageType,
    content_type: uploaded ? row.contentType : null,
    uploaded,
    upload: null,
  };
}

/** The linked image as the console shows it; null when it has gone or was never uploaded. */
export async function findLinkedImage(
  db: Executor,
  config: Config,
  imageId: string,
): Promise<TImage | null> {
  const row = await findImageById(db, imageId);
  return row?.uploadedAt ? presentLinkedImage(config, row) : null;
}

/**
 * The retailer's image that a link is about to name (null: an image of no retailer, made in an
 * admin screen): 404 when it is not the owner's (or not an id at all), 422 with `refusal` when it
 * is not an uploaded image of the `type` the link needs. Answers its size, as it was created.
 */
export async function checkLinkableImage(
  db: Executor,
  retailerId: string | null,
  imageId: string,
  type: TImageType,
  refusal: string,
): Promise<{ width: number; height: number }> {
  const row = orNotFound(
    UUID.test(imageId) ? await findOwnedImage(db, { retailerId }, imageId) : undefined,
  );
  if (!row.uploadedAt || row.imageType !== type) throw new BusinessError(refusal);
  return { width: row.width, height: row.height };
}
