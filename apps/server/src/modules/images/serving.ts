import type { ReadStream } from 'node:fs';
import type { TImageContentType } from '@parley/contract';
import { NotFoundError } from '../../errors';
import { declaredType } from './checked-upload';
import { typeOfExtension } from './content';
import { UUID } from './linked';
import { RENDITION_SUFFIX, renditionKeyOf } from './reencode';
import { findImageById } from './repository';
import { s3Of, type ImageDeps } from './storage';

/** A file of this server's to send, or the bucket's address of one kept in S3. */
export type ServedImage = (
  | { file: { size: number; stream: ReadStream; contentType: TImageContentType } }
  | { redirect: string }
) & {
  /** False for a stand-in for a rendition, which a later one may replace. */
  lasting: boolean;
};

/**
 * What the widget is shown in place of a rendition there is none of: an image uploaded before
 * renditions were made shows as it was stored, and one kept in S3 is sent to its rendition
 * there when the bucket holds one.
 */
async function standInForRendition(deps: ImageDeps, imageId: string): Promise<ServedImage> {
  const row = UUID.test(imageId) ? await findImageById(deps.db, imageId) : undefined;
  if (!row?.uploadedAt) throw new NotFoundError();
  if (row.storage === 'local') {
    const file = await deps.images.local.openFile(row.storageKey);
    if (!file) throw new NotFoundError();
    return { file: { ...file, contentType: declaredType(row) }, lasting: false };
  }
  const s3 = s3Of(deps);
  const rendition = renditionKeyOf(row.storageKey);
  const held = await s3.holds(rendition, deps.clock.now());
  return { redirect: s3.publicUrl(held ? rendition : row.storageKey), lasting: held };
}

/**
 * A stored local image to serve, by file name; not found until its upload has landed. The
 * widget's rendition, `{id}.display.webp`, is served under this server's address whatever the
 * storage, so that an image without one can fall back to its original.
 */
export async function openImageFile(deps: ImageDeps, name: string): Promise<ServedImage> {
  const contentType = typeOfExtension(name);
  const file = contentType ? await deps.images.local.openFile(name) : null;
  if (file && contentType) return { file: { ...file, contentType }, lasting: true };
  if (!name.endsWith(RENDITION_SUFFIX)) throw new NotFoundError();
  return standInForRendition(deps, name.slice(0, -RENDITION_SUFFIX.length));
}
