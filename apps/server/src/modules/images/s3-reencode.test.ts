import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type TImage } from '@parley/contract';
import type { TestApp } from '../../../test/test-app';
import { snapshotTables } from '../../../test/db-snapshot';
import type { startFakeS3 } from '../../../test/support/fake-s3';
import {
  createImageThroughApi,
  insertImage,
  uploadForm,
  uploadOf,
} from '../../../test/support/images';
import { displayImageUrl } from './linked';
import { RENDITION_WIDTH } from './reencode';
import { closeWithFakeS3, startWithFakeS3, TEST_S3 } from '../../../test/support/s3-app';
import { gpsJpeg, makePng, pngBomb } from '../../../test/support/image-samples';

let app: TestApp;
let fake: Awaited<ReturnType<typeof startFakeS3>>;
let retailerId: string;
let headers: Record<string, string>;

beforeAll(async () => ({ app, fake, retailerId, headers } = await startWithFakeS3()));
afterAll(() => closeWithFakeS3(app, fake));

const keyOf = (image: TImage, extension: string) => `images/${image.image_id}.${extension}`;

const createImage = (contentType: 'image/png' | 'image/jpeg') =>
  createImageThroughApi(app, retailerId, headers, {
    width: 640,
    height: 160,
    content_type: contentType,
  });

/** Posts the file to the bucket as the browser does, then confirms it. */
async function uploadAndConfirm(image: TImage, bytes: Buffer, type: string) {
  const target = uploadOf({ image });
  const posted = await fetch(target.url, {
    method: 'POST',
    body: uploadForm(target.fields, { bytes, name: 'photo', type }),
  });
  expect(posted.status).toBe(204);
  return app.app.inject({
    method: 'POST',
    url: `/api/v1/retailers/${retailerId}/images/${image.image_id}/confirm`,
    headers,
  });
}

describe('an image uploaded to S3 is re-encoded on confirming', () => {
  it('replaces the browser’s JPEG with an upright one without EXIF, and adds a rendition', async () => {
    const image = await createImage('image/jpeg');
    const confirmed = await uploadAndConfirm(image, await gpsJpeg(), 'image/jpeg');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ image: { width: 20, height: 30, uploaded: true } });

    const stored = fake.objects.get(keyOf(image, 'jpg'))!;
    expect(stored.contentType).toBe('image/jpeg');
    expect(stored.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(stored.body).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 20, height: 30 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.body.includes('ParleyCam')).toBe(false);

    const renditionKey = keyOf(image, 'display.webp');
    const rendition = fake.objects.get(renditionKey)!;
    expect(rendition.contentType).toBe('image/webp');
    expect(await sharp(rendition.body).metadata()).toMatchObject({ format: 'webp', width: 20 });

    // The widget's address is this server's, which sends it on to the rendition in the bucket.
    const shown = displayImageUrl(app.config, image.image_url);
    expect(shown).toBe(`${app.config.publicUrl}/uploads/${image.image_id}.display.webp`);
    const served = await app.app.inject({ method: 'GET', url: new URL(shown).pathname });
    expect(served.statusCode).toBe(302);
    expect(served.headers.location).toBe(`${fake.url}/${TEST_S3.bucket}/${renditionKey}`);
  });

  it('makes the rendition no wider than the widget shows it', async () => {
    const image = await createImage('image/png');
    expect((await uploadAndConfirm(image, await makePng(2000, 500), 'image/png')).statusCode).toBe(
      200,
    );
    const rendition = fake.objects.get(keyOf(image, 'display.webp'))!;
    expect(await sharp(rendition.body).metadata()).toMatchObject({ width: RENDITION_WIDTH });
  });

  it.each([
    ['4,001 × 10 px', () => makePng(4001, 10)],
    ['a decompression bomb', () => pngBomb(20_000)],
  ])('refuses %s, deletes it and changes nothing', async (_name, make) => {
    const image = await createImage('image/png');
    const bytes = await make();
    const before = await snapshotTables(app.db);
    const confirmed = await uploadAndConfirm(image, bytes, 'image/png');
    expect(confirmed.statusCode).toBe(422);
    expect(confirmed.json()).toEqual({ errorMessage: MSG.imageTooManyPixels });
    expect(await snapshotTables(app.db)).toEqual(before);
    expect(fake.objects.has(keyOf(image, 'png'))).toBe(false);
    expect(fake.objects.has(keyOf(image, 'display.webp'))).toBe(false);
  });

  it('sends the widget to the original of an image stored before renditions', async () => {
    const id = randomUUID();
    await insertImage(app.db, retailerId, { id, storage: 's3', storageKey: `images/${id}.png` });
    const url = `${fake.url}/${TEST_S3.bucket}/images/${id}.png`;
    const served = await app.app.inject({
      method: 'GET',
      url: new URL(displayImageUrl(app.config, url)).pathname,
    });
    expect(served.statusCode).toBe(302);
    expect(served.headers.location).toBe(url);
  });
});
