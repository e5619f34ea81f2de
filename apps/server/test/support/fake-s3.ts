import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  checkAuthorization,
  checkPostPolicy,
  parseMultipart,
  S3Error,
  type BucketKeys,
} from './fake-s3-checks';
import { listenLocally } from './listen';

/**
 * A fake S3 bucket for tests, on 127.0.0.1 (path-style): browser POST uploads held to their
 * signed policy, and GET (ranged), PUT and DELETE to their SigV4 Authorization header, as S3 does.
 */

export interface StoredObject {
  body: Buffer;
  contentType: string;
  headers: Record<string, string>;
}

/** Form fields that become headers of the stored object. */
const OBJECT_HEADERS = ['content-type', 'cache-control', 'content-disposition'];

export async function startFakeS3(keys: BucketKeys & { now?: () => Date }) {
  const now = keys.now ?? (() => new Date());
  const objects = new Map<string, StoredObject>();
  /** `METHOD /path [range]` of every request, in order. */
  const requests: string[] = [];

  function postObject(request: IncomingMessage, body: Buffer) {
    const parts = parseMultipart(body, request.headers['content-type'] ?? '');
    const fileAt = parts.findIndex((part) => part.name === 'file');
    if (fileAt === -1) throw new S3Error(400, 'InvalidArgument', 'POST requires one file.');
    // Fields after the file are ignored, as S3 does.
    const fields = new Map(
      parts.slice(0, fileAt).map((part) => [part.name.toLowerCase(), part.body.toString()]),
    );
    const file = parts[fileAt]!;
    checkPostPolicy(keys, fields, file.body.length, now());
    const key = fields.get('key')!.replace('${filename}', file.filename ?? '');
    objects.set(key, {
      body: file.body,
      contentType: fields.get('content-type') ?? 'binary/octet-stream',
      headers: Object.fromEntries(
        OBJECT_HEADERS.flatMap((name) => (fields.has(name) ? [[name, fields.get(name)!]] : [])),
      ),
    });
  }

  /** A PUT whose body is the one its signed hash names; its headers are kept like a form's fields. */
  function putObject(request: IncomingMessage, key: string, body: Buffer) {
    const hash = createHash('sha256').update(body).digest('hex');
    if (request.headers['x-amz-content-sha256'] !== hash) {
      throw new S3Error(400, 'XAmzContentSHA256Mismatch', 'The body does not match its hash.');
    }
    const header = (name: string) => request.headers[name] as string | undefined;
    objects.set(key, {
      body,
      contentType: header('content-type') ?? 'binary/octet-stream',
      headers: Object.fromEntries(
        OBJECT_HEADERS.flatMap((name) => (header(name) ? [[name, header(name)!]] : [])),
      ),
    });
  }

  function getObject(request: IncomingMessage, response: ServerResponse, key: string) {
    const object = objects.get(key);
    if (!object) throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.');
    const size = object.body.length;
    const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? '');
    if (!range) return response.writeHead(200, object.headers).end(object.body);
    const first = Number(range[1]);
    if (first >= size) throw new S3Error(416, 'InvalidRange', 'Range not satisfiable.');
    const last = Math.min(range[2] ? Number(range[2]) : size, size - 1);
    response
      .writeHead(206, { ...object.headers, 'content-range': `bytes ${first}-${last}/${size}` })
      .end(object.body.subarray(first, last + 1));
  }

  function handle(request: IncomingMessage, response: ServerResponse, body: Buffer) {
    const path = (request.url ?? '/').split('?')[0]!;
    const range = request.headers.range ? ` ${request.headers.range}` : '';
    requests.push(`${request.method} ${path}${range}`);
    const [, bucket, ...rest] = path.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    if (bucket !== keys.bucket) throw new S3Error(404, 'NoSuchBucket', 'No such bucket.');
    if (request.method === 'POST' && key === '') {
      postObject(request, body);
      return response.writeHead(204).end();
    }
    checkAuthorization(keys, request, now());
    if (request.method === 'GET') return getObject(request, response, key);
    if (request.method === 'PUT') {
      putObject(request, key, body);
      return response.writeHead(200).end();
    }
    if (request.method !== 'DELETE') throw new S3Error(405, 'MethodNotAllowed', 'Not allowed.');
    objects.delete(key);
    response.writeHead(204).end();
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        handle(request, response, Buffer.concat(chunks));
      } catch (error) {
        if (!(error instanceof S3Error)) throw error;
        response
          .writeHead(error.status, { 'content-type': 'application/xml' })
          .end(`<Error><Code>${error.code}</Code><Message>${error.message}</Message></Error>`);
      }
    });
  });
  const url = await listenLocally(server);

  return {
    url,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
