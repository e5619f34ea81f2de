import { IMAGE_CONTENT_TYPES, type TImageContentType } from '@parley/contract';

/** What a stored file is, by its first bytes: never by its name or the browser's word. */

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Signature, then the IHDR chunk's length (13) and type: every PNG starts so. */
const PNG_HEADER = [...PNG_SIGNATURE, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52];
/** Signature (8), IHDR length and type (8), its 13 data bytes and CRC (4). */
const PNG_MIN_BYTES = 33;

/** How many leading bytes `detectImageType` needs to look at. */
export const IMAGE_HEAD_BYTES = 64;

const startsWith = (bytes: Uint8Array, prefix: number[]) =>
  bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);

/**
 * A JPEG opens with SOI (FF D8) and then a marker segment: FF, a marker code (C0–FE), and a
 * two-byte length that counts itself and must fit in the file.
 */
function isJpeg(head: Uint8Array, size: number) {
  if (head.length < 6 || head[0] !== 0xff || head[1] !== 0xd8 || head[2] !== 0xff) return false;
  const marker = head[3]!;
  const length = (head[4]! << 8) | head[5]!;
  return marker >= 0xc0 && marker < 0xff && length >= 2 && 4 + length <= size;
}

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

/** A WebP is a RIFF file of form WEBP whose first chunk is VP8, VP8L or VP8X (and fits). */
function isWebp(head: Uint8Array, size: number) {
  if (head.length < 30 || ascii(head, 0, 4) !== 'RIFF' || ascii(head, 8, 4) !== 'WEBP') {
    return false;
  }
  const riffSize = head[4]! | (head[5]! << 8) | (head[6]! << 16) | (head[7]! * 2 ** 24);
  return ['VP8 ', 'VP8L', 'VP8X'].includes(ascii(head, 12, 4)) && riffSize + 8 <= size;
}

/**
 * The image type of a file from its first bytes (`head`) and its whole size, or null when it is
 * none of PNG, JPEG and WebP: text or SVG under an image name, GIF, empty or truncated files.
 */
export function detectImageType(head: Uint8Array, size = head.length): TImageContentType | null {
  if (startsWith(head, PNG_HEADER) && size >= PNG_MIN_BYTES) return 'image/png';
  if (isJpeg(head, size)) return 'image/jpeg';
  if (isWebp(head, size)) return 'image/webp';
  return null;
}

/** File extensions by type: the stored name's extension records the declared type. */
export const IMAGE_EXTENSIONS: Record<TImageContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

export function typeOfExtension(name: string): TImageContentType | null {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  return IMAGE_CONTENT_TYPES.find((type) => IMAGE_EXTENSIONS[type] === extension) ?? null;
}

const TYPE_NAMES: Record<TImageContentType, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
};
/** 'PNG', 'JPEG' or 'WebP', for messages. */
export const typeName = (type: TImageContentType) => TYPE_NAMES[type];
