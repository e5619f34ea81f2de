import type { Logger } from 'pino';
import { IMAGE_MAX_BYTES, type TImageContentType, type TImageUpload } from '@parley/contract';
import { ServiceUnavailableError } from '../../errors';
import { IMAGE_HEAD_BYTES } from './content';
import {
  encodeSegment,
  postCredentialFields,
  signPostPolicy,
  signRequest,
  type S3Credentials,
} from './sigv4';

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible service, addressed path-style; unset means AWS, virtual-hosted. */
  endpoint?: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the images are read from (a CDN); unset means the bucket's own address. */
  publicUrl?: string | undefined;
}

/** An image never changes once confirmed (a new file is a new image), so it is cached a year. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** What a ranged read tells of an uploaded object. */
export interface StoredObject {
  contentType: string | null;
  size: number;
  head: Buffer;
}

const S3_TIMEOUT_MS = 10_000;
const HELD_KEYS_CAP = 10_000;

/** The bucket's address: path-style on a given endpoint, else AWS's virtual-hosted style. */
export const bucketUrlOf = (settings: S3Settings) =>
  settings.endpoint
    ? `${settings.endpoint}/${encodeSegment(settings.bucket)}`
    : `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`;

/** The origins the console must be allowed to post to and show images from. */
export const s3Origins = (settings: S3Settings) => [
  ...new Set(
    [bucketUrlOf(settings), settings.publicUrl ?? bucketUrlOf(settings)].map(
      (url) => new URL(url).origin,
    ),
  ),
];

const keyPath = (key: string) => key.split('/').map(encodeSegment).join('/');

/** Where an object of the bucket is shown from: the CDN when one is set, else the bucket. */
export const s3PublicUrl = (settings: S3Settings, key: string) =>
  `${settings.publicUrl ?? bucketUrlOf(settings)}/${keyPath(key)}`;

export type S3ImageStore = ReturnType<typeof s3ImageStore>;

/**
 * Images kept in an S3 bucket: the browser posts the file straight to the bucket with a presigned
 * POST policy, and this server then reads the object back to check it, since S3 cannot look
 * inside a file (its first bytes, then the whole of it), and writes its own encoding in its place.
 */
export function s3ImageStore(settings: S3Settings, log: Pick<Logger, 'warn'>) {
  const credentials: S3Credentials = {
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
  };
  const bucketUrl = bucketUrlOf(settings);

  /**
   * Keys the bucket was seen to hold, so that the widget's images do not cost a read each: a
   * rendition, once made, is never removed. Capped, since every image shown adds one.
   */
  const held = new Set<string>();

  async function send(
    method: 'GET' | 'PUT' | 'DELETE',
    key: string,
    at: Date,
    headers: Record<string, string> = {},
    body?: Buffer,
  ) {
    const url = new URL(`${bucketUrl}/${keyPath(key)}`);
    try {
      return await fetch(url, {
        method,
        headers: signRequest({ method, url, headers, body }, credentials, at),
        // A copy over a plain ArrayBuffer, which every lib's fetch types take as a body.
        ...(body ? { body: Uint8Array.from(body) } : {}),
        redirect: 'error',
        signal: AbortSignal.timeout(S3_TIMEOUT_MS),
      });
    } catch (error) {
      log.warn({ err: error, key }, 'image storage unreachable');
      throw new ServiceUnavailableError();
    }
  }

  return {
    publicUrl: (key: string) => s3PublicUrl(settings, key),

    /**
     * A presigned POST for exactly this key, type and size range. Every field the form sends is
     * a condition of the signed policy, so the browser can change none of them; S3 answers 204.
     */
    uploadTarget(
      key: string,
      contentType: TImageContentType,
      at: Date,
      expiresAt: Date,
    ): TImageUpload {
      const fields = {
        key,
        'Content-Type': contentType,
        'Cache-Control': IMAGE_CACHE_CONTROL,
        'Content-Disposition': 'inline',
        ...postCredentialFields(credentials, at),
      };
      const policy = Buffer.from(
        JSON.stringify({
          expiration: expiresAt.toISOString(),
          conditions: [
            { bucket: settings.bucket },
            ...Object.entries(fields).map(([name, value]) => ({ [name]: value })),
            ['content-length-range', 1, IMAGE_MAX_BYTES],
          ],
        }),
      ).toString('base64');
      return {
        url: `${bucketUrl}/`,
        fields: { ...fields, policy, 'x-amz-signature': signPostPolicy(policy, credentials, at) },
      };
    },

    /** The object's type, size and first bytes by a ranged GET; null when there is none. */
    async readHead(key: string, at: Date): Promise<StoredObject | null> {
      const response = await send('GET', key, at, { range: `bytes=0-${IMAGE_HEAD_BYTES - 1}` });
      const contentType = response.headers.get('content-type');
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      // An empty object has no byte 0 to read.
      if (response.status === 416) {
        await response.body?.cancel();
        return { contentType, size: 0, head: Buffer.alloc(0) };
      }
      if (response.status !== 206 && response.status !== 200) {
        await response.body?.cancel();
        throw new Error(`S3 answered ${response.status} to reading ${key}`);
      }
      const body = Buffer.from(await response.arrayBuffer());
      // 206 gives the whole size after the slash of Content-Range; a 200 is the whole object.
      const total = /\/(\d+)$/.exec(response.headers.get('content-range') ?? '');
      return {
        contentType,
        size: response.status === 206 && total ? Number(total[1]) : body.length,
        head: body.subarray(0, IMAGE_HEAD_BYTES),
      };
    },

    /** The whole object; null when there is none. */
    async read(key: string, at: Date): Promise<Buffer | null> {
      const response = await send('GET', key, at);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (response.status !== 200) {
        await response.body?.cancel();
        throw new Error(`S3 answered ${response.status} to reading ${key}`);
      }
      return Buffer.from(await response.arrayBuffer());
    },

    /** Stores bytes the server made, with the headers the upload policy gives a browser's. */
    async put(key: string, bytes: Buffer, contentType: TImageContentType, at: Date) {
      const headers = {
        'content-type': contentType,
        'cache-control': IMAGE_CACHE_CONTROL,
        'content-disposition': 'inline',
      };
      const response = await send('PUT', key, at, headers, bytes);
      await response.body?.cancel();
      if (response.status !== 200)
        throw new Error(`S3 answered ${response.status} to writing ${key}`);
    },

    /**
     * Whether the bucket holds the object, by reading its first byte. A bucket that does not let
     * this server list it answers 403 for a missing key, so that too counts as none.
     */
    async holds(key: string, at: Date): Promise<boolean> {
      if (held.has(key)) return true;
      const response = await send('GET', key, at, { range: 'bytes=0-0' });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 403) return false;
      if (response.status !== 206 && response.status !== 200) {
        throw new Error(`S3 answered ${response.status} to reading ${key}`);
      }
      if (held.size >= HELD_KEYS_CAP) held.clear();
      held.add(key);
      return true;
    },

    async remove(key: string, at: Date) {
      held.delete(key);
      const response = await send('DELETE', key, at);
      await response.body?.cancel();
      if (response.status !== 204 && response.status !== 200 && response.status !== 404) {
        throw new Error(`S3 answered ${response.status} to deleting ${key}`);
      }
    },
  };
}
