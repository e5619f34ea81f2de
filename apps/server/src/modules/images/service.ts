import { randomUUID } from 'node:crypto';
import type { Multipart } from '@fastify/multipart';
import {
  IMAGE_MAX_BYTES,
  MSG,
  type TCreateImageRequest,
  type TImage,
  type TImageContentType,
  type TImageResponse,
  type TImageUpload,
  IMAGE_CONTENT_TYPES_OF,
} from '@parley/contract';
import {
  BadRequestError,
  BusinessError,
  ForbiddenError,
  NotFoundError,
  orNotFound,
} from '../../errors';
import { addSeconds } from '../../lib/clock';
import { detectImageType, IMAGE_EXTENSIONS, imageSize, typeName, typeOfExtension } from './content';
import {
  findImageById,
  findOwnedImage,
  insertImage,
  markUploaded,
  type ImageOwner,
  type ImageRow,
} from './repository';
import { UPLOAD_TTL_SECONDS, type ImageDeps } from './storage';
import { readUploadForm } from './upload-form';

/*
 * Image upload: the same three calls from the console whichever storage is set.
 * 1. createImage: POST /retailers/{id}/images (or /images, admin) with width, height, image_type
 *    and content_type answers the image with upload {url, fields}.
 * 2. The browser posts a multipart form to upload.url: every field of upload.fields, then the
 *    file under `file`. Local storage: receiveUpload on this server, authorised by the signed
 *    token in the fields, checks the bytes and keeps them. S3: a presigned POST straight to the
 *    bucket, which pins the key, type and size but cannot look inside the file.
 * 3. confirmImage: POST …/images/{imageId}/confirm answers the uploaded image. S3: the object's
 *    first bytes are read back, and an object that is not the declared JPEG or PNG is deleted
 *    and refused. Local: already checked on arrival, so it only answers the image.
 * Until uploaded, each read of the image answers a fresh upload target.
 */

/** The declared type, kept as the stored name's extension (`{id}.png`, `images/{id}.jpg`). */
function declaredType(row: ImageRow): TImageContentType {
  const type = typeOfExtension(row.storageKey);
  if (!type) throw new Error(`image ${row.id} has no image extension`);
  return type;
}

function s3Of(deps: ImageDeps) {
  if (!deps.images.s3) throw new Error('an image is stored in S3, but S3_BUCKET is not set');
  return deps.images.s3;
}

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

/**
 * Why the bytes cannot be the image `row` declared, if they cannot. A theme's logo must also be
 * the size it was declared as (the theme checks that size), wherever the bytes show it: a JPEG
 * uploaded to S3 is read by its first bytes only, where its size rarely is.
 */
function refusalOf(head: Buffer, size: number, row: ImageRow): string | null {
  const declared = declaredType(row);
  if (size > IMAGE_MAX_BYTES) return MSG.imageTooLarge;
  const detected = detectImageType(head, size);
  if (!detected) {
    return IMAGE_CONTENT_TYPES_OF[row.imageType].includes('image/webp')
      ? MSG.imageNotImage
      : MSG.imageNotJpegOrPng;
  }
  if (detected !== declared) return MSG.imageTypeMismatch(typeName(declared));
  const real = row.imageType === 'theme_logo' ? imageSize(head, detected) : null;
  if (real && (real.width !== row.width || real.height !== row.height)) {
    return MSG.imageSizeMismatch(real.width, real.height);
  }
  return null;
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
  const row = await insertImage(deps.db, {
    id,
    retailerId: owner.retailerId,
    imageType: request.image_type,
    width: request.width,
    height: request.height,
    storage,
    storageKey: storage === 'local' ? file : `images/${file}`,
  });
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
  const refusal =
    object.contentType === declared
      ? refusalOf(object.head, object.size, row)
      : MSG.imageNotJpegOrPng;
  if (refusal) {
    await s3.remove(row.storageKey, now);
    throw new BusinessError(refusal);
  }
  const upload = { contentType: declared, byteSize: object.size, at: now };
  await markUploaded(deps.db, row.id, upload);
  return present(deps, { ...row, ...upload, uploadedAt: now });
}

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
  const declared = declaredType(row);
  const refusal = refusalOf(file, file.length, row);
  if (refusal) throw new BadRequestError(refusal);

  const { local } = deps.images;
  const staged = await local.stage(file);
  try {
    // The file takes its place inside the transaction that claims the image, so the loser of
    // two racing uploads never overwrites the winner's file.
    const placed = await deps.db.transaction(async (tx) => {
      const upload = { contentType: declared, byteSize: file.length, at: deps.clock.now() };
      if (!(await markUploaded(tx, row.id, upload))) return false;
      await local.place(staged, row.storageKey);
      return true;
    });
    if (!placed) throw new ForbiddenError(MSG.imageUploadExpired);
  } finally {
    await local.discard(staged);
  }
}

/** A stored local image to serve, by file name; not found until its upload has landed. */
export async function openImageFile(deps: ImageDeps, name: string) {
  const contentType = typeOfExtension(name);
  const file = contentType ? await deps.images.local.openFile(name) : null;
  if (!file || !contentType) throw new NotFoundError();
  return { ...file, contentType };
}
