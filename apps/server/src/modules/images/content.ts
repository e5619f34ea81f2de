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

const u16be = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const u24le = (bytes: Uint8Array, at: number) =>
  bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);

/** A JPEG's size from its first frame header (SOF0–SOF15 but DHT, JPG and DAC), if `bytes` hold it. */
function jpegSize(bytes: Uint8Array) {
  let at = 2;
  while (at + 9 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    const frame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (frame) return { height: u16be(bytes, at + 5), width: u16be(bytes, at + 7) };
    at += 2 + u16be(bytes, at + 2);
  }
  return null;
}

/**
 * The picture's size in pixels, read from its bytes: PNG and WebP from their first 30 bytes, a
 * JPEG from its frame header wherever it lies in `bytes` (null when `bytes` stop before it).
 */
export function imageSize(
  bytes: Uint8Array,
  type: TImageContentType,
): { width: number; height: number } | null {
  if (type === 'image/png') {
    if (bytes.length < 24) return null;
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (type === 'image/jpeg') return jpegSize(bytes);
  if (bytes.length < 30) return null;
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8X') return { width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 };
  if (chunk === 'VP8L') {
    const bits = bytes[21]! | (bytes[22]! << 8) | (bytes[23]! << 16) | (bytes[24]! * 2 ** 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return {
    width: (bytes[26]! | (bytes[27]! << 8)) & 0x3fff,
    height: (bytes[28]! | (bytes[29]! << 8)) & 0x3fff,
  };
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
