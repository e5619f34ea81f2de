import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, MSG, ZImageResponse, type TImageUpload } from '@parley/contract';
import type { TestApp } from '../../../test/test-app';
import { closeWithLocalUploads, startWithLocalUploads } from '../../../test/support/start';
import { snapshotTables } from '../../../test/db-snapshot';
import {
  createImageThroughApi,
  encodeForm,
  pngFile,
  SAMPLES,
  uploadForm,
  uploadOf,
  type FormFile,
} from '../../../test/support/images';
import { makeJpeg } from '../../../test/support/image-samples';

let t: TestApp;
let dataDir: string;
let retailerId: string;
let headers: Record<string, string>;
let adminHeaders: Record<string, string>;

beforeAll(
  async () => ({ t, dataDir, retailerId, headers, adminHeaders } = await startWithLocalUploads()),
);
afterAll(() => closeWithLocalUploads(t, dataDir));

const uploadsDir = () => join(dataDir, 'uploads');
const storedFiles = async () => readdir(uploadsDir()).catch(() => []);

/** The retailer's image, or the administrator's own (`admin`). */
const createImage = (contentType = 'image/png', admin = false) =>
  createImageThroughApi(t, admin ? null : retailerId, admin ? adminHeaders : headers, {
    content_type: contentType,
  });

async function post(upload: TImageUpload, form: FormData) {
  return t.app.inject({ method: 'POST', url: upload.url, ...(await encodeForm(form)) });
}

const upload = (target: TImageUpload, file: FormFile | null = pngFile()) =>
  post(target, uploadForm(target.fields, file));

const readImage = async (imageId: string, as = headers) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/retailers/${retailerId}/images/${imageId}`,
    headers: as,
  });

describe('local image upload', () => {
  it('creates, uploads, confirms and serves a PNG', async () => {
    const image = await createImage();
    expect(image).toMatchObject({
      width: 600,
      height: 200,
      image_type: 'addon_banner',
      content_type: null,
      uploaded: false,
      image_url: `http://localhost:3000/uploads/${image.image_id}.png`,
    });
    const target = uploadOf({ image });
    expect(target.url).toBe(`/api/v1/uploads/${image.image_id}`);
    expect(Object.keys(target.fields)).toEqual(['token']);

    const posted = await upload(target, pngFile('../../etc/passwd.png'));
    expect(posted.statusCode, posted.body).toBe(204);
    // The server's name for the file, never the client's.
    expect(await storedFiles()).toContain(`${image.image_id}.png`);
    expect(await storedFiles()).not.toContain('passwd.png');

    const read = (await readImage(image.image_id)).json<{ image: unknown }>();
    expect(read.image).toEqual({
      ...image,
      // The size of the pixels received, not the one the browser declared.
      width: 1,
      height: 1,
      uploaded: true,
      content_type: 'image/png',
      upload: null,
    });
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/retailers/${retailerId}/images/${image.image_id}/confirm`,
      headers,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual(read);

    const served = await t.app.inject({ method: 'GET', url: `/uploads/${image.image_id}.png` });
    expect(served.statusCode).toBe(200);
    // The server's own encoding of the picture, not the bytes received.
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 1,
      height: 1,
    });
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(served.rawPayload.length),
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      'cross-origin-resource-policy': 'cross-origin',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(served.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    const head = await t.app.inject({ method: 'HEAD', url: `/uploads/${image.image_id}.png` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
    expect(head.body).toBe('');
  });

  it('keeps a JPEG as .jpg, served as image/jpeg', async () => {
    const image = await createImage('image/jpeg');
    expect(image.image_url).toMatch(/\.jpg$/);
    const posted = await upload(uploadOf({ image }), {
      bytes: await makeJpeg(8, 8),
      name: 'photo.jpeg',
      type: 'image/jpeg',
    });
    expect(posted.statusCode, posted.body).toBe(204);
    const served = await t.app.inject({ method: 'GET', url: `/uploads/${image.image_id}.jpg` });
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('serves admin images, which belong to no retailer', async () => {
    const image = await createImage('image/png', true);
    expect((await upload(uploadOf({ image }))).statusCode).toBe(204);
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/v1/images/${image.image_id}/confirm`,
      headers: adminHeaders,
    });
    expect(read.json()).toMatchObject({ image: { uploaded: true } });
    const asRetailer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/images/${image.image_id}`,
      headers,
    });
    expect(asRetailer.statusCode).toBe(403);
  });
});

describe('refused uploads store nothing and leave the image waiting', () => {
  type Refusal = [name: string, file: FormFile, status: number, message: string];
  const fileOf = (bytes: Buffer, name = 'a.png', type = 'image/png') => ({ bytes, name, type });
  /** Whatever name or type it is sent with, the content is neither a JPEG nor a PNG. */
  const notJpegOrPng: [string, FormFile][] = [
    ['a text file named .png', fileOf(SAMPLES.text)],
    ['an SVG named .png', fileOf(SAMPLES.svg, 'logo.png')],
    ['an SVG as itself', fileOf(SAMPLES.svg, 'logo.svg', 'image/svg+xml')],
    ['a GIF', fileOf(SAMPLES.gif, 'a.gif', 'image/gif')],
    ['HTML', fileOf(SAMPLES.html, 'a.png', 'text/html')],
    ['an empty file', fileOf(SAMPLES.empty)],
    ['a truncated PNG header', fileOf(SAMPLES.truncatedPng)],
  ];
  const refusals: Refusal[] = [
    ...notJpegOrPng.map(([name, file]): Refusal => [name, file, 400, MSG.imageNotJpegOrPng]),
    ['a JPEG declared as a PNG', fileOf(SAMPLES.jpeg), 400, MSG.imageTypeMismatch('PNG')],
    [
      'a file over the size cap',
      fileOf(Buffer.concat([SAMPLES.png, Buffer.alloc(IMAGE_MAX_BYTES)]), 'big.png'),
      413,
      MSG.imageTooLarge,
    ],
  ];

  it.each(refusals)('refuses %s', async (_name, file, status, message) => {
    const image = await createImage();
    const before = await snapshotTables(t.db);
    const files = await storedFiles();
    const response = await upload(uploadOf({ image }), file);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ errorMessage: message });
    expect(await storedFiles()).toEqual(files);
    expect(await snapshotTables(t.db)).toEqual(before);
    expect((await readImage(image.image_id)).json()).toMatchObject({ image: { uploaded: false } });
    const served = await t.app.inject({ method: 'GET', url: `/uploads/${image.image_id}.png` });
    expect(served.statusCode).toBe(404);
  });
});

describe("a theme's logo", () => {
  const createLogo = async (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/images',
      headers: adminHeaders,
      payload: { image_type: 'theme_logo', ...payload },
    });

  it('may be a WebP, checked by its bytes and its size, and is served as image/webp', async () => {
    const created = await createLogo({ width: 1, height: 1, content_type: 'image/webp' });
    expect(created.statusCode, created.body).toBe(200);
    const image = ZImageResponse.parse(created.json()).image;
    const file = { bytes: SAMPLES.webp, name: 'logo.webp', type: 'image/webp' };
    expect((await upload(uploadOf({ image }), file)).statusCode).toBe(204);
    const served = await t.app.inject({ method: 'GET', url: new URL(image.image_url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/webp');
  });

  it('is refused when its bytes are not the size it was said to be, and stays waiting', async () => {
    const created = await createLogo({ width: 100, height: 36, content_type: 'image/png' });
    const image = ZImageResponse.parse(created.json()).image;
    const refused = await upload(uploadOf({ image }), pngFile('logo.png'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errorMessage: MSG.imageSizeMismatch(1, 1) });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/images/${image.image_id}`,
      headers: adminHeaders,
    });
    expect(read.json()).toMatchObject({ image: { uploaded: false } });
  });

  it('is the only kind of image that may be a WebP: a banner is JPEG or PNG', async () => {
    const banner = await t.app.inject({
      method: 'POST',
      url: `/api/v1/retailers/${retailerId}/images`,
      headers,
      payload: { width: 600, height: 200, image_type: 'email_banner', content_type: 'image/webp' },
    });
    expect(banner.statusCode).toBe(400);
    expect(banner.json()).toMatchObject({ fieldErrors: { content_type: MSG.imageFileType } });
  });
});
