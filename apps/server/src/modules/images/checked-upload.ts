import {
  IMAGE_CONTENT_TYPES_OF,
  IMAGE_MAX_BYTES,
  MSG,
  type TImageContentType,
} from '@parley/contract';
import { detectImageType, typeName, typeOfExtension } from './content';
import { reencodeImage, type Reencoding } from './reencode';
import type { ImageRow } from './repository';

/** The declared type, kept as the stored name's extension (`{id}.png`, `images/{id}.jpg`). */
export function declaredType(row: ImageRow): TImageContentType {
  const type = typeOfExtension(row.storageKey);
  if (!type) throw new Error(`image ${row.id} has no image extension`);
  return type;
}

/** The refusal of bytes that are no image, worded by what the kind of image may be. */
const notAnImage = (row: ImageRow) =>
  IMAGE_CONTENT_TYPES_OF[row.imageType].includes('image/webp')
    ? MSG.imageNotImage
    : MSG.imageNotJpegOrPng;

/**
 * Why the bytes cannot be the image `row` declared, judged from their first bytes (`head`) and
 * their whole size alone, if they cannot: enough to refuse most bad files before reading them all.
 */
export function sniffedRefusal(head: Buffer, size: number, row: ImageRow): string | null {
  if (size > IMAGE_MAX_BYTES) return MSG.imageTooLarge;
  const detected = detectImageType(head, size);
  if (!detected) return notAnImage(row);
  const declared = declaredType(row);
  return detected === declared ? null : MSG.imageTypeMismatch(typeName(declared));
}

/**
 * The whole uploaded file checked and re-encoded (see reencode.ts), or why it is refused. A
 * theme's logo must also be the size it was declared as (the theme checks that size), upright.
 */
export async function checkUpload(bytes: Buffer, row: ImageRow): Promise<Reencoding> {
  const sniffed = sniffedRefusal(bytes, bytes.length, row);
  if (sniffed) return { refusal: sniffed };
  const checked = await reencodeImage(bytes, declaredType(row), notAnImage(row));
  if ('refusal' in checked || row.imageType !== 'theme_logo') return checked;
  const { width, height } = checked.image;
  return width === row.width && height === row.height
    ? checked
    : { refusal: MSG.imageSizeMismatch(width, height) };
}
