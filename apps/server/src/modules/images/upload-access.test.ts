import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, ZImageResponse, type TImageUpload } from '@parley/contract';
import type { TestApp } from '../../../test/test-app';
import { closeWithLocalUploads, startWithLocalUploads } from '../../../test/support/start';
import { UPLOAD_TTL_SECONDS } from './storage';
import {
  createImageThroughApi,
  encodeForm,
  pngFile,
  SAMPLES,
  uploadForm,
  uploadOf,
} from '../../../test/support/images';

let t: TestApp;
let dataDir: string;
let retailerId: string;
let headers: Record<string, string>;
let otherHeaders: Record<string, string>;
let adminHeaders: Record<string, string>;

beforeAll(async () => {
  ({ t, dataDir, retailerId, headers, adminHeaders } = await startWithLocalUploads());
  const other = await t.createRetailer();
  otherHeaders = await t.bearer(await t.createUser({ retailerId: other.id }));
});
afterAll(() => closeWithLocalUploads(t, dataDir));

const storedFiles = async () => readdir(join(dataDir, 'uploads')).catch(() => []);
const imagePath = (imageId: string) => `/api/v1/retailers/${retailerId}/images/${imageId}`;

const createImage = () =>
  createImageThroughApi(t, retailerId, headers, {
    width: 300,
    height: 100,
    image_type: 'email_banner',
  });

async function post(url: string, form: FormData) {
  return t.app.inject({ method: 'POST', url, ...(await encodeForm(form)) });
}
const upload = (target: TImageUpload, fields = target.fields) =>
  post(target.url, uploadForm(fields, pngFile()));

describe('upload tokens', () => {
  it('refuses a tampered token, and a token of another image', async () => {
    const image = await createImage();
    const other = await createImage();
    const { token } = uploadOf({ image }).fields;
    const tampered = `${token!.slice(0, -2)}${token!.endsWith('AA') ? 'BB' : 'AA'}`;
    const longer = `${Number(token!.split('.')[0]) + 3600}.${token!.split('.')[1]}`;
    for (const bad of [tampered, longer, 'garbage', '', token!.toUpperCase()]) {
      const response = await upload(uploadOf({ image }), { token: bad });
      expect(response.statusCode, bad).toBe(bad ? 403 : 400);
    }
    const stolen = await post(
      `/api/v1/uploads/${other.image_id}`,
      uploadForm({ token: token! }, pngFile()),
    );
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json()).toEqual({ errorMessage: MSG.imageUploadExpired });
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses an expired token, and a fresh read answers a new one', async () => {
    const image = await createImage();
    const target = uploadOf({ image });
    t.clock.advance(UPLOAD_TTL_SECONDS + 1);
    expect((await upload(target)).statusCode).toBe(403);
    const fresh = ZImageResponse.parse(
      (await t.app.inject({ method: 'GET', url: imagePath(image.image_id), headers })).json(),
    );
    expect((await upload(uploadOf(fresh))).statusCode).toBe(204);
  });

  it('is single use: a second upload, even with a new token, cannot replace the image', async () => {
    const image = await createImage();
    const target = uploadOf({ image });
    expect((await upload(target)).statusCode).toBe(204);
    const file = join(dataDir, 'uploads', `${image.image_id}.png`);
    const first = await readFile(file);
    const again = await post(
      target.url,
      uploadForm(target.fields, { bytes: SAMPLES.jpeg, name: 'x.png', type: 'image/png' }),
    );
    expect(again.statusCode).toBe(403);
    expect(await readFile(file)).toEqual(first);
  });

  it('lets only one of two racing uploads land', async () => {
    const image = await createImage();
    const target = uploadOf({ image });
    const statuses = await Promise.all([upload(target), upload(target)]).then((all) =>
      all.map((r) => r.statusCode).sort(),
    );
    expect(statuses).toEqual([204, 403]);
    // Nothing staged is left behind.
    expect((await storedFiles()).filter((name) => name.startsWith('.'))).toEqual([]);
  });
});

describe('malformed upload forms', () => {
  it.each([
    ['no token field', (_fields: Record<string, string>) => uploadForm({}, pngFile())],
    [
      'an extra field',
      (fields: Record<string, string>) => uploadForm({ ...fields, acl: 'public' }, pngFile()),
    ],
    ['no file', (fields: Record<string, string>) => uploadForm(fields, null)],
    [
      'a field after the file',
      (fields: Record<string, string>) => uploadForm(fields, pngFile(), { more: 'x' }),
    ],
  ])('refuses %s with 400', async (_name, form) => {
    const image = await createImage();
    const target = uploadOf({ image });
    const response = await post(target.url, form(target.fields));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ errorMessage: MSG.imageUploadInvalid });
    expect(await storedFiles()).not.toContain(`${image.image_id}.png`);
  });

  it('refuses a body that is not a form, or not multipart', async () => {
    const image = await createImage();
    const url = uploadOf({ image }).url;
    const json = await t.app.inject({ method: 'POST', url, payload: { token: 'x' } });
    expect(json.statusCode).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'multipart/form-data; boundary=zz' },
      payload: '--zz\r\nContent-Disposition: form-data; name="token"\r\n\r\nabc\r\n--zz\r\nbroken',
    });
    expect(broken.statusCode).toBe(400);
  });
});

describe('who may see and confirm an image', () => {
  it("answers another retailer's image like a missing one", async () => {
    const image = await createImage();
    for (const method of ['GET', 'POST'] as const) {
      const url =
        method === 'GET' ? imagePath(image.image_id) : `${imagePath(image.image_id)}/confirm`;
      const response = await t.app.inject({ method, url, headers: otherHeaders });
      expect(response.statusCode).toBe(404);
    }
    // An administrator reaches it through its retailer only: /images holds images of none.
    const admin = await t.app.inject({
      method: 'GET',
      url: `/api/v1/images/${image.image_id}`,
      headers: adminHeaders,
    });
    expect(admin.statusCode).toBe(404);
    const viaRetailer = await t.app.inject({
      method: 'GET',
      url: imagePath(image.image_id),
      headers: adminHeaders,
    });
    expect(viaRetailer.statusCode).toBe(200);
  });

  it('refuses to confirm an image that has not been uploaded', async () => {
    const image = await createImage();
    const response = await t.app.inject({
      method: 'POST',
      url: `${imagePath(image.image_id)}/confirm`,
      headers,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errorMessage: MSG.imageNotUploaded });
  });

  it('needs a JPEG or PNG content type to create an image', async () => {
    for (const content_type of [undefined, 'image/gif', 'image/svg+xml']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/retailers/${retailerId}/images`,
        headers,
        payload: { width: 10, height: 10, image_type: 'addon_banner', content_type },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fieldErrors: { content_type: MSG.imageFileType } });
    }
  });

  it('serves nothing under /uploads but uploaded images', async () => {
    const image = await createImage();
    for (const name of [
      `${image.image_id}.png`,
      `${image.image_id}.jpg`,
      '..%2F..%2Fpackage.json',
      '.x.part',
      'x.svg',
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/uploads/${name}` });
      expect(response.statusCode, name).toBe(404);
    }
  });
});
