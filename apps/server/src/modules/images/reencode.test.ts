import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, ZImageResponse, type TImage } from '@parley/contract';
import type { TestApp } from '../../../test/test-app';
import { snapshotTables } from '../../../test/db-snapshot';
import { closeWithLocalUploads, startWithLocalUploads } from '../../../test/support/start';
import {
  createImageThroughApi,
  encodeForm,
  insertImage,
  SAMPLES,
  uploadForm,
  uploadOf,
} from '../../../test/support/images';
import { displayImageUrl } from './linked';
import { RENDITION_WIDTH } from './reencode';
import {
  gpsJpeg,
  makeJpeg,
  makePng,
  pngBomb,
  pngWithText,
} from '../../../test/support/image-samples';

let t: TestApp;
let dataDir: string;
let retailerId: string;
let headers: Record<string, string>;

beforeAll(async () => ({ t, dataDir, retailerId, headers } = await startWithLocalUploads()));
afterAll(() => closeWithLocalUploads(t, dataDir));

/** An id no image has. */
const NO_IMAGE = '00000000-0000-4000-8000-000000000000';

const uploadsDir = () => join(dataDir, 'uploads');
const storedFiles = async () => readdir(uploadsDir()).catch(() => []);

// What the browser says: none of it is kept once the bytes are in.
const createImage = (contentType: 'image/png' | 'image/jpeg') =>
  createImageThroughApi(t, retailerId, headers, {
    width: 999,
    height: 999,
    content_type: contentType,
  });

async function upload(image: TImage, bytes: Buffer) {
  const type = image.image_url.endsWith('.png') ? 'image/png' : 'image/jpeg';
  const target = uploadOf({ image });
  const form = uploadForm(target.fields, { bytes, name: 'photo', type });
  return t.app.inject({ method: 'POST', url: target.url, ...(await encodeForm(form)) });
}

const serve = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

async function readImage(imageId: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/retailers/${retailerId}/images/${imageId}`,
    headers,
  });
  return ZImageResponse.parse(response.json()).image;
}

describe('an uploaded image is decoded and re-encoded', () => {
  it('serves a JPEG upright, without its EXIF and GPS position, at the size it really is', async () => {
    const photo = await gpsJpeg();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const image = await createImage('image/jpeg');
    expect((await upload(image, photo)).statusCode).toBe(204);

    const served = await serve(image.image_url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 20, height: 30 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(served.rawPayload.includes('ParleyCam')).toBe(false);
    // The stored size is the server's bytes, and so are the width and height.
    expect(served.headers['content-length']).toBe(String(served.rawPayload.length));
    expect(served.rawPayload.equals(photo)).toBe(false);
    expect(await readImage(image.image_id)).toMatchObject({ width: 20, height: 30 });
  });

  it('drops a PNG text chunk', async () => {
    const png = await pngWithText('secret note');
    expect((await sharp(png).metadata()).comments).toHaveLength(1);
    const image = await createImage('image/png');
    expect((await upload(image, png)).statusCode).toBe(204);
    const served = await serve(image.image_url);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-length']).toBe(String(served.rawPayload.length));
    expect((await sharp(served.rawPayload).metadata()).comments).toBeUndefined();
    expect(served.rawPayload.includes('secret note')).toBe(false);
  });

  it('makes a WebP rendition for the widget, no wider than it shows, never enlarged', async () => {
    const image = await createImage('image/png');
    expect((await upload(image, await makePng(1600, 400))).statusCode).toBe(204);
    const shown = displayImageUrl(t.config, image.image_url);
    expect(shown).toBe(`${t.config.publicUrl}/uploads/${image.image_id}.display.webp`);
    const rendition = await serve(shown);
    expect(rendition.statusCode).toBe(200);
    expect(rendition.headers['content-type']).toBe('image/webp');
    expect(rendition.headers['content-length']).toBe(String(rendition.rawPayload.length));
    expect(await sharp(rendition.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: RENDITION_WIDTH,
      height: RENDITION_WIDTH / 4,
    });

    const small = await createImage('image/jpeg');
    expect((await upload(small, await makeJpeg(40, 10))).statusCode).toBe(204);
    const smallRendition = await serve(displayImageUrl(t.config, small.image_url));
    expect(await sharp(smallRendition.rawPayload).metadata()).toMatchObject({ width: 40 });
  });

  it('shows an image stored before renditions as it was stored', async () => {
    const id = await insertImage(t.db, retailerId);
    await mkdir(uploadsDir(), { recursive: true });
    await writeFile(join(uploadsDir(), `${id}.png`), await makePng(5, 5));
    const served = await serve(
      displayImageUrl(t.config, `${t.config.publicUrl}/uploads/${id}.png`),
    );
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    const missing = await t.app.inject({ method: 'GET', url: `/uploads/${NO_IMAGE}.display.webp` });
    expect(missing.statusCode).toBe(404);
  });

  it('leaves any other address as it is', () => {
    expect(displayImageUrl(t.config, 'https://cdn.example.com/tote.png')).toBe(
      'https://cdn.example.com/tote.png',
    );
  });
});

describe('refused images change nothing', () => {
  it.each([
    ['4,001 px wide', () => makePng(4001, 10), MSG.imageTooManyPixels],
    ['4,001 px tall', () => makePng(10, 4001), MSG.imageTooManyPixels],
    ['a decompression bomb of 20,000 × 20,000', () => pngBomb(20_000), MSG.imageTooManyPixels],
    ['a PNG whose pixels do not decode', corruptPng, MSG.imageNotJpegOrPng],
  ])('refuses %s', async (_name, make, message) => {
    const image = await createImage('image/png');
    const bytes = await make();
    const before = await snapshotTables(t.db);
    const files = await storedFiles();
    const response = await upload(image, bytes);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ errorMessage: message });
    expect(await snapshotTables(t.db)).toEqual(before);
    expect(await storedFiles()).toEqual(files);
    expect(await readImage(image.image_id)).toMatchObject({ uploaded: false });
  });

  it('refuses a JPEG that is only a header', async () => {
    const image = await createImage('image/jpeg');
    const response = await upload(image, SAMPLES.jpeg);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorMessage: MSG.imageNotJpegOrPng });
  });
});

/** A real PNG with its image data garbled past the header. */
async function corruptPng() {
  const png = await makePng(64, 64);
  const bytes = Buffer.from(png);
  bytes.fill(0x5a, 45, bytes.length - 12);
  return bytes;
}
