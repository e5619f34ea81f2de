import { createHash } from 'node:crypto';
import { API_BASE_PATH } from '@parley/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * An answer's validator: a hash of its body, weak because the same body goes out in several
 * encodings. 27 characters of base64url carry 160 bits.
 */
export const bodyTag = (body: string | Buffer) =>
  `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** Whether If-None-Match names `tag` (a list, or `*`), comparing weakly as RFC 9110 asks. */
export function matchesTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((each) => each.trim() === '*' || opaque(each) === opaque(tag));
}

const revalidated = (request: FastifyRequest, reply: FastifyReply, payload: unknown) =>
  request.method === 'GET' &&
  reply.statusCode === 200 &&
  request.url.startsWith(`${API_BASE_PATH}/`) &&
  // A signed-in reader's data; the widget's and the public reads are left as they are.
  /^Bearer /i.test(request.headers.authorization ?? '') &&
  reply.getHeader('cache-control') === undefined &&
  (typeof payload === 'string' || Buffer.isBuffer(payload));

/**
 * The API's reads, revalidated rather than sent again: a signed-in GET answered 200 carries an
 * ETag of its body and `cache-control: private, no-cache` (a client may keep it, and must ask
 * before using it), and a request whose If-None-Match names the answer's tag gets a 304 of no
 * body. The console keeps its last answers and asks with their tags itself (its GETs carry a
 * cache-busting timestamp, part 1 §8: lib/revalidation.ts), so a refetch that finds nothing
 * changed (a list revisited, a mutation's invalidation of what it did not change) costs no body.
 * The server still computes the answer (the tag is of the body): what is saved is the bytes, on
 * the client's side of the wire. `vary: authorization` keeps one user's copy from answering
 * another's request in a shared cache, and an answer another user may not read is refused (401,
 * 403, 404) before any tag is compared.
 *
 * Registered before compression, whose hooks would otherwise hand this one a stream.
 */
export function revalidateApiReads(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!revalidated(request, reply, payload)) return payload;
    const tag = bodyTag(payload as string | Buffer);
    const vary = reply.getHeader('vary');
    void reply.headers({
      etag: tag,
      'cache-control': 'private, no-cache',
      vary: vary ? `${String(vary)}, authorization` : 'authorization',
    });
    if (!matchesTag(request.headers['if-none-match'], tag)) return payload;
    reply.code(304);
    reply.removeHeader('content-length');
    reply.removeHeader('content-type');
    return '';
  });
}
