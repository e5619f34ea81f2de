import { randomUUID } from 'node:crypto';
import type { Multipart } from '@fastify/multipart';
import {
  MSG,
  type TCreateImageRequest,
  type TImage,
  type TImageResponse,
  type TImageUpload,
} from '@parley/contract';
import {
  BadRequestError,
  BusinessError,
  ForbiddenError,
  NotFoundError,
  orMissingOwner,
  orNotFound,
} from '../../errors';
import { addSeconds } from '../../lib/clock';
import { checkUpload, declaredType, sniffedRefusal } from './checked-upload';
import { IMAGE_EXTENSIONS } from './content';
import { renditionKeyOf, type ReencodedImage } from './reencode';
import {
  findImageById,
  findOwnedImage,
  insertImage,
  markUploaded,
  type ImageOwner,
  type ImageRow,
} from './repository';
import type { S3ImageStore } from './s3-storage';
import { s3Of, UPLOAD_TTL_SECONDS, type ImageDeps } from './storage';
import { readUploadForm } from './upload-form';

/*
 * Image upload: the same three calls from the console whichever storage is set.
 * 1. createImage: POST /retailers/{id}/images (or /images, admin) with width, height, image_type
 *    and content_type answers the image with upload {url, fields}.
 * 2. The browser posts a multipart form to upload.url: every field of upload.fields, then the
 *    file under `file`. Local storage: receiveUpload on this server, authorised by the signed
 *    token in the fields, checks and re-encodes the bytes and keeps the result. S3: a presigned
 *    POST straight to the bucket, which pins the key, type and size but cannot look inside the file.
 * 3. confirmImage: POST …/images/{imageId}/confirm answers the uploaded image. S3: the object's
 *    first bytes are read back, then the whole of it; an object that is not the declared image is
 *    deleted and refused, any other is replaced by its re-encoding. Local: already done on
 *    arrival, so it only answers the image.
 * Either way the stored bytes, type and size are the server's, with a WebP rendition beside them
 * for the widget (checked-upload.ts, reencode.ts). Until uploaded, each read of the image answers
 * a fresh upload target.
 */

function uploadTarget(deps: ImageDeps, row: ImageRow): TImageUpload {
  const now = deps.clock.now();
  const expiresAt = addSeconds(now, UPLOAD_TTL_SECONDS);
  return row.storage === 'local'
    ? deps.images.local.uploadTarget(row.id, expiresAt)
    : s3Of(deps).uploadTarget(row.storageKey, declaredType(row), now, expiresAt);
}

function present(deps: ImageDeps, row: ImageRow): TImageResponse {
  const uploaded = row.uploadedAt !== null;
  const store = row.storage === 'local' ? deps.images.local : s3Of(deps);
  const image: TImage = {
    image_id: row.id,
    image_url: store.publicUrl(row.storageKey),
    width: row.width,
    height: row.height,
    image_type: row.imageType,
    content_type: uploaded ? row.contentType : null,
    uploaded,
    upload: uploaded ? null : uploadTarget(deps, row),
  };
  return { image };
}

async function findOrRefuse(deps: ImageDeps, owner: ImageOwner, imageId: string) {
  return orNotFound(await findOwnedImage(deps.db, owner, imageId));
}

export async function createImage(
  deps: ImageDeps,
  owner: ImageOwner,
  request: TCreateImageRequest,
): Promise<TImageResponse> {
  const id = randomUUID();
  const file = `${id}.${IMAGE_EXTENSIONS[request.content_type]}`;
  const storage = deps.images.current;
  const row = await orMissingOwner(() =>
    insertImage(deps.db, {
      id,
      retailerId: owner.retailerId,
      imageType: request.image_type,
      width: request.width,
      height: request.height,
      storage,
      storageKey: storage === 'local' ? file : `images/${file}`,
    }),
  );
  return present(deps, row);
}

export async function findImage(
  deps: ImageDeps,
  owner: ImageOwner,
  imageId: string,
): Promise<TImageResponse> {
  return present(deps, await findOrRefuse(deps, owner, imageId));
}

export async function confirmImage(
  deps: ImageDeps,
  owner: ImageOwner,
  imageId: string,
): Promise<TImageResponse> {
  const row = await findOrRefuse(deps, owner, imageId);
  if (row.uploadedAt) return present(deps, row);
  if (row.storage === 'local') throw new BusinessError(MSG.imageNotUploaded);
  const s3 = s3Of(deps);
  const now = deps.clock.now();
  const object = await s3.readHead(row.storageKey, now);
  if (!object) throw new BusinessError(MSG.imageNotUploaded);
  const declared = declaredType(row);
  // The policy pins the type, so another one means the object did not come through it.
  const sniffed =
    object.contentType === declared
      ? sniffedRefusal(object.head, object.size, row)
      : MSG.imageNotJpegOrPng;
  const checked = sniffed ? { refusal: sniffed } : await readAndCheck(s3, row, now);
  if ('refusal' in checked) {
    await s3.remove(row.storageKey, now);
    throw new BusinessError(checked.refusal);
  }
  const { image } = checked;
  // The browser's bytes give way to the server's under the same key, which the image URL names.
  await s3.put(renditionKeyOf(row.storageKey), image.rendition, 'image/webp', now);
  await s3.put(row.storageKey, image.bytes, declared, now);
  const upload = { contentType: declared, ...uploadedSize(image), at: now };
  await markUploaded(deps.db, row.id, upload);
  return present(deps, { ...row, ...upload, uploadedAt: now });
}

/** The whole uploaded object, checked and re-encoded. */
async function readAndCheck(s3: S3ImageStore, row: ImageRow, at: Date) {
  const whole = await s3.read(row.storageKey, at);
  if (!whole) throw new BusinessError(MSG.imageNotUploaded);
  return checkUpload(whole, row);
}

/** What the row records of a re-encoded image: its own byte size and pixel size. */
const uploadedSize = (image: ReencodedImage) => ({
  byteSize: image.bytes.length,
  width: image.width,
  height: image.height,
});

/** The upload token must be the only field, valid for this image, which must be waiting. */
async function authoriseUpload(deps: ImageDeps, imageId: string, fields: Record<string, string>) {
  const { token, ...others } = fields;
  if (!token || Object.keys(others).length > 0) throw new BadRequestError(MSG.imageUploadInvalid);
  if (!deps.images.local.checkToken(imageId, token, deps.clock.now())) {
    throw new ForbiddenError(MSG.imageUploadExpired);
  }
  const row = await findImageById(deps.db, imageId);
  if (!row || row.storage !== 'local') throw new NotFoundError();
  // Tokens are single use: the first upload to land makes every token of the image void.
  if (row.uploadedAt) throw new ForbiddenError(MSG.imageUploadExpired);
  return row;
}

/** A local upload (the browser's form post): checked, then kept under a name of our choosing. */
export async function receiveUpload(
  deps: ImageDeps,
  imageId: string,
  parts: AsyncIterable<Multipart>,
): Promise<void> {
  const { authorised: row, file } = await readUploadForm(parts, (fields) =>
    authoriseUpload(deps, imageId, fields),
  );
  const checked = await checkUpload(file, row);
  if ('refusal' in checked) throw new BadRequestError(checked.refusal);
  const { image } = checked;

  const { local } = deps.images;
  const staged = await local.stage(image.bytes);
  const stagedRendition = await local.stage(image.rendition).catch(async (error: unknown) => {
    await local.discard(staged);
    throw error;
  });
  try {
    // The files take their place inside the transaction that claims the image, so the loser of
    // two racing uploads never overwrites the winner's files.
    const placed = await deps.db.transaction(async (tx) => {
      const at = deps.clock.now();
      const upload = { contentType: declaredType(row), ...uploadedSize(image), at };
      if (!(await markUploaded(tx, row.id, upload))) return false;
      await local.place(stagedRendition, renditionKeyOf(row.storageKey));
      await local.place(staged, row.storageKey);
      return true;
    });
    if (!placed) throw new ForbiddenError(MSG.imageUploadExpired);
  } finally {
    await Promise.all([local.discard(staged), local.discard(stagedRendition)]);
  }
}
