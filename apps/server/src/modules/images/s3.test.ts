import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, MSG, ZImageResponse, type TImageUpload } from '@parley/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loadConfig } from '../../config';
import type { startFakeS3 } from '../../../test/support/fake-s3';
import {
  createImageThroughApi,
  pngFile,
  SAMPLES,
  uploadForm,
  uploadOf,
  type FormFile,
} from '../../../test/support/images';
import { s3ImageStore } from './s3-storage';
import { closeWithFakeS3, startWithFakeS3, TEST_S3 as S3 } from '../../../test/support/s3-app';
import { UPLOAD_TTL_SECONDS } from './storage';

let app: TestApp;
let fake: Awaited<ReturnType<typeof startFakeS3>>;
let retailerId: string;
let headers: Record<string, string>;

beforeAll(async () => ({ app, fake, retailerId, headers } = await startWithFakeS3()));
afterAll(() => closeWithFakeS3(app, fake));

const createImage = (contentType = 'image/png') =>
  createImageThroughApi(app, retailerId, headers, {
    width: 640,
    height: 160,
    image_type: 'email_banner',
    content_type: contentType,
  });

/** Posts the form to the bucket over HTTP, as the browser does. */
async function postToBucket(upload: TImageUpload, file: FormFile, fields = upload.fields) {
  const response = await fetch(upload.url, { method: 'POST', body: uploadForm(fields, file) });
  return { status: response.status, body: await response.text() };
}

const confirm = (imageId: string) =>
  app.app.inject({
    method: 'POST',
    url: `/api/v1/retailers/${retailerId}/images/${imageId}/confirm`,
    headers,
  });

describe('S3 image upload', () => {
  it('posts to the bucket with a presigned policy, then confirms a PNG', async () => {
    const image = await createImage();
    const target = uploadOf({ image });
    const key = `images/${image.image_id}.png`;
    expect(target.url).toBe(`${fake.url}/${S3.bucket}/`);
    expect(image.image_url).toBe(`${fake.url}/${S3.bucket}/${key}`);
    expect(target.fields).toMatchObject({
      key,
      'Content-Type': 'image/png',
      'Content-Disposition': 'inline',
      'x-amz-algorithm': 'AWS4-HMAC-SHA256',
    });
    const policy = JSON.parse(Buffer.from(target.fields.policy!, 'base64').toString()) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(policy.conditions).toContainEqual(['content-length-range', 1, IMAGE_MAX_BYTES]);
    expect(policy.conditions).toContainEqual({ bucket: S3.bucket });
    expect(policy.conditions).toContainEqual({ key });
    expect(policy.conditions).toContainEqual({ 'Content-Type': 'image/png' });
    const lifetime = Date.parse(policy.expiration) - app.clock.now().getTime();
    expect(lifetime).toBeGreaterThanOrEqual(60_000);
    expect(lifetime).toBeLessThanOrEqual(600_000);

    expect(await postToBucket(target, pngFile())).toEqual({ status: 204, body: '' });
    expect(fake.objects.get(key)?.contentType).toBe('image/png');

    const confirmed = await confirm(image.image_id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({
      image: {
        ...image,
        width: 1,
        height: 1,
        uploaded: true,
        content_type: 'image/png',
        upload: null,
      },
    });
    expect(fake.requests).toContain(`GET /${S3.bucket}/${key} bytes=0-63`);

    // Confirming again answers the image without reading the bucket again.
    const reads = fake.requests.length;
    expect((await confirm(image.image_id)).statusCode).toBe(200);
    expect(fake.requests.length).toBe(reads);
  });

  it.each([
    ['a text file posted as a PNG', 'image/png', SAMPLES.text, MSG.imageNotJpegOrPng],
    ['an SVG posted as a PNG', 'image/png', SAMPLES.svg, MSG.imageNotJpegOrPng],
    ['a JPEG posted as a PNG', 'image/png', SAMPLES.jpeg, MSG.imageTypeMismatch('PNG')],
    ['a PNG posted as a JPEG', 'image/jpeg', SAMPLES.png, MSG.imageTypeMismatch('JPEG')],
  ])('refuses and deletes %s', async (_name, contentType, bytes, message) => {
    const image = await createImage(contentType);
    const target = uploadOf({ image });
    // The bucket cannot see inside the file, so it takes it.
    const posted = await postToBucket(target, { bytes, name: 'x.png', type: contentType });
    expect(posted.status).toBe(204);
    const key = target.fields.key!;
    expect(fake.objects.has(key)).toBe(true);

    const confirmed = await confirm(image.image_id);
    expect(confirmed.statusCode).toBe(422);
    expect(confirmed.json()).toEqual({ errorMessage: message });
    expect(fake.objects.has(key)).toBe(false);
    expect(fake.requests).toContain(`DELETE /${S3.bucket}/${key}`);
    const read = await app.app.inject({
      method: 'GET',
      url: `/api/v1/retailers/${retailerId}/images/${image.image_id}`,
      headers,
    });
    expect(read.json()).toMatchObject({ image: { uploaded: false, content_type: null } });
  });

  it('refuses to confirm before anything was posted', async () => {
    const image = await createImage();
    const response = await confirm(image.image_id);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errorMessage: MSG.imageNotUploaded });
  });

  it('lets the console post to the bucket and show its images (CSP)', async () => {
    const response = await app.app.inject({ method: 'GET', url: '/status.json' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`connect-src 'self' ${fake.url}`));
    expect(csp).toMatch(new RegExp(`form-action [^;]*${fake.url}`));
  });
});

describe('the bucket holds the browser to the signed policy', () => {
  const tampered: [string, (fields: Record<string, string>) => Record<string, string>][] = [
    ['another Content-Type', (f) => ({ ...f, 'Content-Type': 'text/html' })],
    ['another key', (f) => ({ ...f, key: 'images/elsewhere.png' })],
    ['an extra field', (f) => ({ ...f, acl: 'public-read' })],
    ['a forged signature', (f) => ({ ...f, 'x-amz-signature': '0'.repeat(64) })],
  ];
  it.each(tampered)('refuses %s', async (_name, change) => {
    const image = await createImage();
    const target = uploadOf({ image });
    const posted = await postToBucket(target, pngFile(), change(target.fields));
    expect(posted.status).toBe(403);
    expect(fake.objects.has(target.fields.key!)).toBe(false);
  });

  it('refuses an empty file and one over the size cap', async () => {
    const image = await createImage();
    const target = uploadOf({ image });
    const big = Buffer.concat([SAMPLES.png, Buffer.alloc(IMAGE_MAX_BYTES)]);
    for (const bytes of [SAMPLES.empty, big]) {
      const posted = await postToBucket(target, { bytes, name: 'a.png', type: 'image/png' });
      expect(posted.status).toBe(400);
    }
    expect(fake.objects.has(target.fields.key!)).toBe(false);
  });

  it('refuses an expired policy', async () => {
    const image = await createImage();
    app.clock.advance(UPLOAD_TTL_SECONDS + 1);
    const posted = await postToBucket(uploadOf({ image }), pngFile());
    expect(posted.status).toBe(403);
    expect(posted.body).toContain('Policy expired');
  });
});

describe('S3 settings', () => {
  it('needs the keys with a bucket', () => {
    expect(() => loadConfig({ S3_BUCKET: 'parley-images' })).toThrow(
      /S3_ACCESS_KEY_ID: required[\s\S]*S3_SECRET_ACCESS_KEY: required/,
    );
  });

  it('addresses AWS virtual-hosted, and shows images from S3_PUBLIC_URL', () => {
    const config = loadConfig({
      S3_BUCKET: 'parley-images',
      S3_REGION: 'eu-west-2',
      S3_ACCESS_KEY_ID: 'a',
      S3_SECRET_ACCESS_KEY: 'b',
      S3_PUBLIC_URL: 'https://cdn.example.com/parley/',
    });
    const store = s3ImageStore(config.imageStorage.s3!, pino({ level: 'silent' }));
    const at = new Date();
    expect(store.uploadTarget('images/a.png', 'image/png', at, at).url).toBe(
      'https://parley-images.s3.eu-west-2.amazonaws.com/',
    );
    expect(store.publicUrl('images/a.png')).toBe('https://cdn.example.com/parley/images/a.png');
  });

  it('signs reads the bucket accepts, and no others', async () => {
    const log = pino({ level: 'silent' });
    const settings = { ...S3, endpoint: fake.url };
    const now = app.clock.now();
    expect(await s3ImageStore(settings, log).readHead('images/none.png', now)).toBeNull();
    const wrongKey = s3ImageStore({ ...settings, secretAccessKey: 'not the secret' }, log);
    await expect(wrongKey.readHead('images/none.png', now)).rejects.toThrow(/403/);
    const late = new Date(now.getTime() - 20 * 60_000);
    await expect(s3ImageStore(settings, log).readHead('images/none.png', late)).rejects.toThrow(
      /403/,
    );
  });

  it('answers 503 when the bucket cannot be reached', async () => {
    const unreachable = await createTestApp({
      S3_BUCKET: S3.bucket,
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_ACCESS_KEY_ID: S3.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3.secretAccessKey,
    });
    try {
      const owner = await unreachable.createRetailer();
      const as = await unreachable.bearer(await unreachable.createUser({ retailerId: owner.id }));
      const created = await unreachable.app.inject({
        method: 'POST',
        url: `/api/v1/retailers/${owner.id}/images`,
        headers: as,
        payload: { width: 1, height: 1, image_type: 'addon_banner', content_type: 'image/png' },
      });
      const { image } = ZImageResponse.parse(created.json());
      const confirmed = await unreachable.app.inject({
        method: 'POST',
        url: `/api/v1/retailers/${owner.id}/images/${image.image_id}/confirm`,
        headers: as,
      });
      expect(confirmed.statusCode).toBe(503);
    } finally {
      await unreachable.close();
    }
  });
});
