import { describe, expect, it } from 'vitest';
import { detectImageType, IMAGE_HEAD_BYTES, typeOfExtension } from './content';
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
