import sharp, { type Sharp } from 'sharp';
import { IMAGE_MAX_SIDE, MSG, type TImageContentType } from '@parley/contract';

/*
 * Every upload is decoded and encoded afresh, so that what is stored and served is the server's
 * own picture: no EXIF (a phone's GPS position included), no text chunks, no bytes a browser might
 * read as anything else, and a size read from the pixels rather than the browser's word.
 */

// sharp works on libuv's threads, off the event loop, but each image may fan out over every core
// and its cache keeps decoded images in memory. On a 2-core server that shares them with the API
// and the database, one libvips thread per image is enough, and nothing is decoded twice (each
// upload is new), so the cache would only hold memory.
sharp.concurrency(1);
sharp.cache(false);

/**
 * The widest an uploaded image shows in the widget, in CSS pixels: a gift's banner fills 85 % of
 * the message list, which is a whole phone screen up to 480 px less 2 × 14 px of padding (a theme
 * logo shows at most 150 px wide, in the preview).
 */
export const DISPLAY_WIDTH = 384;
/** The rendition the widget shows: twice the display width, for high-density screens. */
export const RENDITION_WIDTH = 2 * DISPLAY_WIDTH;

/** The stored picture, its real size (upright), and its WebP rendition for the widget. */
export interface ReencodedImage {
  bytes: Buffer;
  width: number;
  height: number;
  rendition: Buffer;
}

export type Reencoding = { image: ReencodedImage } | { refusal: string };

const decoder = (bytes: Buffer) =>
  sharp(bytes, {
    // A bomb declares its size in its header: past this bound it is refused before decoding.
    limitInputPixels: IMAGE_MAX_SIDE * IMAGE_MAX_SIDE,
    // A truncated or corrupt file is refused rather than stored half grey.
    failOn: 'warning',
  });

const ENCODERS: Record<TImageContentType, (image: Sharp) => Sharp> = {
  'image/png': (image) => image.png(),
  'image/jpeg': (image) => image.jpeg({ quality: 85 }),
  'image/webp': (image) => image.webp({ quality: 90 }),
};

/**
 * The image re-encoded in its own type, turned upright by its EXIF orientation, with every piece
 * of metadata left behind (sharp keeps none unless told to); or why it is refused: too many
 * pixels, or bytes that do not decode (`unreadable`, the caller's "not an image" wording).
 */
export async function reencodeImage(
  bytes: Buffer,
  type: TImageContentType,
  unreadable: string,
): Promise<Reencoding> {
  // The header alone, whatever size it declares, so that a bomb is refused for its size.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata) return { refusal: unreadable };
  const { width, height } = metadata.autoOrient;
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE) return { refusal: MSG.imageTooManyPixels };
  try {
    const upright = decoder(bytes).rotate();
    const [stored, rendition] = await Promise.all([
      ENCODERS[type](upright.clone()).toBuffer({ resolveWithObject: true }),
      upright
        .clone()
        .resize({ width: RENDITION_WIDTH, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
    ]);
    const { info } = stored;
    return { image: { bytes: stored.data, width: info.width, height: info.height, rendition } };
  } catch {
    // The header read well but the pixels did not: a corrupt file.
    return { refusal: unreadable };
  }
}

export const RENDITION_SUFFIX = '.display.webp';

/** The rendition's name beside the original's: `{id}.png` → `{id}.display.webp`. */
export const renditionKeyOf = (storageKey: string) =>
  `${storageKey.slice(0, storageKey.lastIndexOf('.'))}${RENDITION_SUFFIX}`;
