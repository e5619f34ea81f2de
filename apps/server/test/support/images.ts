import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { ZImageResponse, type TImage, type TImageUpload } from '@parley/contract';
import type { Database } from '../../src/db/client';
import { images } from '../../src/db/schema';
import type { TestApp } from '../test-app';

/** Test helpers: sample files, good and bad, and the multipart form a browser would post. */

const bytes = (...values: number[]) => Buffer.from(values);

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** SOI, a JFIF APP0 segment, EOI: the start of every baseline JPEG. */
const JPEG = Buffer.concat([
  bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10),
  Buffer.from('JFIF\0'),
  bytes(0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9),
]);

/** A real 1×1 lossless WebP. */
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

/** A JPEG whose frame header says 100 × 36 px (SOF0 after SOI). */
const JPEG_100_BY_36 = Buffer.concat([
  bytes(0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x24, 0x00, 0x64, 0x03),
  bytes(0x01, 0x11, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01, 0xff, 0xd9),
]);

export const SAMPLES = {
  png: PNG,
  jpeg: JPEG,
  webp: WEBP,
  jpeg100x36: JPEG_100_BY_36,
  text: Buffer.from('This is not an image, whatever its name says.\n'),
  svg: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
  ),
  gif: Buffer.concat([Buffer.from('GIF89a'), bytes(1, 0, 1, 0, 0x80, 0, 0), Buffer.alloc(20)]),
  empty: Buffer.alloc(0),
  /** The PNG signature alone, without its header chunk. */
  truncatedPng: PNG.subarray(0, 12),
  /** A JPEG whose first segment claims more bytes than the file has. */
  truncatedJpeg: JPEG.subarray(0, 10),
  /** The HTML a hostile upload would hope to have served as a page. */
  html: Buffer.from('<!doctype html><script>alert(document.cookie)</script>'),
};

export interface FormFile {
  bytes: Buffer;
  name: string;
  type: string;
}

export const pngFile = (name = 'banner.png'): FormFile => ({
  bytes: SAMPLES.png,
  name,
  type: 'image/png',
});

/**
 * The form as a browser sends it: every upload field, then the file under `file` (unless
 * `file` is null), then any `after` fields.
 */
export function uploadForm(
  fields: Record<string, string>,
  file: FormFile | null,
  after: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
  for (const [name, value] of Object.entries(after)) form.append(name, value);
  return form;
}

/** The form encoded, for app.inject. */
export async function encodeForm(form: FormData) {
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

export const uploadOf = (body: { image: { upload: TImageUpload | null } }) => {
  if (!body.image.upload) throw new Error('the image has no upload target');
  return body.image.upload;
};

export const validImagePayload = () => ({
  width: 600,
  height: 200,
  image_type: 'addon_banner',
  content_type: 'image/png',
});

/**
 * Creates an image through the API as the console does, before its upload: one of the retailer
 * (`retailerId`), or an administrator's own (null). Fails the test unless it is answered 200.
 */
export async function createImageThroughApi(
  t: Pick<TestApp, 'app'>,
  retailerId: string | null,
  headers: Record<string, string>,
  declared: Partial<ReturnType<typeof validImagePayload>> = {},
): Promise<TImage> {
  const response = await t.app.inject({
    method: 'POST',
    url: retailerId ? `/api/v1/retailers/${retailerId}/images` : '/api/v1/images',
    headers,
    payload: { ...validImagePayload(), ...declared },
  });
  expect(response.statusCode, response.body).toBe(200);
  return ZImageResponse.parse(response.json()).image;
}

/** Stores an image of the retailer, uploaded (local) unless `values` say, and answers its id. */
export async function insertImage(
  db: Database,
  retailerId: string | null,
  values: Partial<typeof images.$inferInsert> = {},
) {
  const id = randomUUID();
  await db.insert(images).values({
    id,
    retailerId,
    imageType: 'addon_banner',
    width: 1,
    height: 1,
    storage: 'local',
    storageKey: `${id}.png`,
    contentType: 'image/png',
    byteSize: PNG.length,
    uploadedAt: new Date(),
    ...values,
  });
  return id;
}
