import { existsSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { consoleDist as defaultDist } from '../paths';

/**
 * Serves the built console. It routes by hash, so only `/` and the OAuth `/callback` return
 * index.html; hashed assets are cached for a year.
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
    setHeaders(res, path) {
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
