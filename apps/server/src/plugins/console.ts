import { existsSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { consoleDist as defaultDist } from '../paths';

/**
 * Serves the built console. It routes by hash, so only `/` and the OAuth `/callback` return
 * index.html (revalidated on every visit: it names the assets of the current build); hashed
 * assets are cached for a year. Each file goes out as its build's brotli or gzip copy when the
 * browser takes one.
 */
export async function serveConsole(app: FastifyInstance, dist = defaultDist) {
  if (!existsSync(`${dist}/index.html`)) {
    const explain = (_: unknown, reply: FastifyReply) =>
      reply
        .type('text/plain')
        .send('The console has not been built yet: run `npm run build` (or `npm start`).');
    app.get('/', { schema: { hide: true } }, explain);
    app.get('/callback', { schema: { hide: true } }, explain);
    return;
  }
  await app.register(fastifyStatic, {
    root: dist,
    index: false,
    wildcard: true,
    // send's own Cache-Control (public, max-age=0) would be written over ours below.
    cacheControl: false,
    // The build's .br and .gz copies (scripts/precompress.ts), as the request accepts.
    preCompressed: true,
    setHeaders(res, path) {
      // The copy sent depends on Accept-Encoding, also when it is the file as it is.
      res.setHeader('vary', 'accept-encoding');
      res.setHeader(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const index = (_: unknown, reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html');
  app.get('/', { schema: { hide: true } }, index);
  app.get('/callback', { schema: { hide: true } }, index);
}
