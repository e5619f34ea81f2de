import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Test support: real images made with sharp, carrying what the server must not pass on. */

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } });

/** A PNG chunk: length, type, data and the CRC of type and data. */
function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Where a PNG's first chunk after IHDR goes: signature (8) and IHDR (25). */
const AFTER_IHDR = 33;

export const makePng = (width: number, height: number) => canvas(width, height).png().toBuffer();
export const makeJpeg = (width: number, height: number) => canvas(width, height).jpeg().toBuffer();

/** A photo's EXIF: the camera, where it was taken, and "turn me a quarter clockwise". */
export const GPS_EXIF = {
  IFD0: { Make: 'ParleyCam' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W' },
};

/** A 30 × 20 JPEG whose EXIF carries a GPS position and orientation 6: upright, 20 × 30. */
export const gpsJpeg = () =>
  canvas(30, 20).jpeg().withExif(GPS_EXIF).withMetadata({ orientation: 6 }).toBuffer();

/** A 2 × 2 PNG with a tEXt chunk. */
export async function pngWithText(text: string) {
  const png = await makePng(2, 2);
  return Buffer.concat([
    png.subarray(0, AFTER_IHDR),
    pngChunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1')),
    png.subarray(AFTER_IHDR),
  ]);
}

/** A decompression bomb: a 1 × 1 PNG whose (well-formed) header declares `side` × `side`. */
export async function pngBomb(side: number) {
  const png = await makePng(1, 1);
  const header = Buffer.alloc(13);
  png.copy(header, 0, 16, 29);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  return Buffer.concat([png.subarray(0, 8), pngChunk('IHDR', header), png.subarray(AFTER_IHDR)]);
}
