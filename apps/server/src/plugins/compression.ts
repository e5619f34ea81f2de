import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers smaller than this go as they are: one TCP segment's payload, which compressing would
 * not make arrive any sooner. The widget's turns (about 1.1 kB of JSON) are among them, so its
 * hot path spends no CPU on compression.
 */
export const COMPRESS_THRESHOLD_BYTES = 1400;

/**
 * Brotli's quality for answers compressed as they go: 4 costs about as much CPU as gzip's
 * default and still beats it; the files the builds precompress (scripts/precompress.ts) take
 * the maximum once instead.
 */
const ON_THE_FLY_BROTLI_QUALITY = 4;

/** The encodings a client takes, best first, of those the server makes. */
export type ContentEncoding = 'br' | 'gzip';
const ENCODINGS: readonly ContentEncoding[] = ['br', 'gzip'];

/**
 * The encoding to send, of those `available`, for an Accept-Encoding header: brotli before gzip,
 * none that the header refuses (`;q=0`) or does not name; null for the file as it is.
 */
export function chosenEncoding(
  acceptEncoding: string | undefined,
  available: readonly ContentEncoding[],
): ContentEncoding | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = params.find((param) => param.startsWith('q='));
    if (quality && Number(quality.slice(2)) === 0) continue;
    accepted.add(name);
  }
  const allowed = (encoding: ContentEncoding) => accepted.has(encoding) || accepted.has('*');
  return ENCODINGS.find((encoding) => available.includes(encoding) && allowed(encoding)) ?? null;
}

/**
 * Compresses answers on the fly (brotli or gzip, as the request accepts; `vary:
 * accept-encoding` added) when they are at least COMPRESS_THRESHOLD_BYTES of a compressible
 * type: JSON, HTML, text, JavaScript, SVG; never images already compressed, nor an answer that
 * already has its Content-Encoding (a precompressed file).
 *
 * Never an answer sent `cache-control: no-store` either: that is how the server marks what
 * carries a secret for the browser (tokens, the hosted log-in's form, one-use links), and a
 * compressed secret beside text a page can make the browser reflect leaks through its size
 * (BREACH). The API's other answers are read with a bearer token, which another site cannot make
 * the browser send. Request bodies are not decompressed: no client of ours compresses them, and
 * a compressed body stays refused as before. Registered before the routes, which it wraps as
 * they are declared.
 */
export async function compressAnswers(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.decompress ??= false;
  });
  // Runs before the plugin's own onSend hooks (route hooks come after the app's), and uses its
  // per-request switch. The plugin weighs only answers in memory against the threshold: a small
  // file streamed from disk, whose length is known, is held to it here.
  app.addHook('onSend', async (request, reply) => {
    const secret = /\bno-store\b/.test(String(reply.getHeader('cache-control') ?? ''));
    const length = Number(reply.getHeader('content-length') ?? Infinity);
    if (secret || length < COMPRESS_THRESHOLD_BYTES) {
      request.headers['x-no-compression'] = secret ? 'no-store' : 'small';
    }
  });
  await app.register(fastifyCompress, {
    global: true,
    encodings: [...ENCODINGS],
    threshold: COMPRESS_THRESHOLD_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: ON_THE_FLY_BROTLI_QUALITY } },
  });
}
