import { describe, expect, it } from 'vitest';
import { detectImageType, IMAGE_HEAD_BYTES, imageSize, typeOfExtension } from './content';
import { SAMPLES } from '../../../test/support/images';

describe('detectImageType', () => {
  it('knows PNG, JPEG and WebP by their first bytes', () => {
    expect(detectImageType(SAMPLES.png)).toBe('image/png');
    expect(detectImageType(SAMPLES.jpeg)).toBe('image/jpeg');
    expect(detectImageType(SAMPLES.jpeg100x36)).toBe('image/jpeg');
    expect(detectImageType(SAMPLES.webp)).toBe('image/webp');
    // A WebP cut short of what its RIFF header says is no image.
    expect(detectImageType(SAMPLES.webp.subarray(0, 30), 30)).toBeNull();
  });

  const GOOD = ['png', 'jpeg', 'jpeg100x36', 'webp'];
  const bad = Object.entries(SAMPLES).filter(([name]) => !GOOD.includes(name));
  it.each(bad)('refuses %s', (_name, bytes) => {
    expect(detectImageType(bytes)).toBeNull();
  });

  it('judges a JPEG from its head and its whole size, as a ranged read gives them', () => {
    const head = SAMPLES.jpeg.subarray(0, 6);
    expect(detectImageType(head, SAMPLES.jpeg.length)).toBe('image/jpeg');
    expect(detectImageType(head, 10)).toBeNull();
    const bigHeader = Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xf0]);
    expect(detectImageType(bigHeader, 70_000)).toBe('image/jpeg');
    expect(IMAGE_HEAD_BYTES).toBeGreaterThanOrEqual(33);
  });

  it('refuses SOI followed by something that is not a marker', () => {
    expect(detectImageType(Buffer.from([0xff, 0xd8, 0xff, 0xff, 0x00, 0x10]), 100)).toBeNull();
    expect(detectImageType(Buffer.from([0xff, 0xd8, 0xff, 0x10, 0x00, 0x10]), 100)).toBeNull();
  });

  it('reads the declared type back from a stored name', () => {
    expect(typeOfExtension('images/a.png')).toBe('image/png');
    expect(typeOfExtension('a.jpg')).toBe('image/jpeg');
    expect(typeOfExtension('a.webp')).toBe('image/webp');
    expect(typeOfExtension('a.svg')).toBeNull();
  });
});

describe('imageSize', () => {
  const webpOf = (chunk: string, data: number[]) => {
    const bytes = Buffer.alloc(40);
    bytes.write('RIFF', 0, 'latin1');
    bytes.writeUInt32LE(32, 4);
    bytes.write('WEBP', 8, 'latin1');
    bytes.write(chunk, 12, 'latin1');
    Buffer.from(data).copy(bytes, 20);
    return bytes;
  };

  it('reads the size of a PNG, a JPEG and the three kinds of WebP from their bytes', () => {
    expect(imageSize(SAMPLES.png, 'image/png')).toEqual({ width: 1, height: 1 });
    expect(imageSize(SAMPLES.jpeg100x36, 'image/jpeg')).toEqual({ width: 100, height: 36 });
    expect(imageSize(SAMPLES.webp, 'image/webp')).toEqual({ width: 1, height: 1 });
    // VP8X: flags, then width − 1 and height − 1 as 24-bit numbers from byte 24.
    const extended = webpOf('VP8X', [0x10, 0, 0, 0, 149, 0, 0, 35, 0, 0]);
    expect(imageSize(extended, 'image/webp')).toEqual({ width: 150, height: 36 });
    // VP8 (lossy): after the frame tag and start code, 14-bit width and height from byte 26.
    const lossy = webpOf('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 120, 0, 36, 0]);
    expect(imageSize(lossy, 'image/webp')).toEqual({ width: 120, height: 36 });
  });

  it('says nothing of a JPEG whose frame header lies past the bytes it has', () => {
    expect(imageSize(SAMPLES.jpeg, 'image/jpeg')).toBeNull();
    expect(imageSize(SAMPLES.jpeg100x36.subarray(0, 8), 'image/jpeg')).toBeNull();
  });
});
