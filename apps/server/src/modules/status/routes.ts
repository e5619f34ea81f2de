import { MSG, PRODUCT_NAME, ZStatusFeed } from '@parley/contract';
import type { AppInstance } from '../../app-types';
import type { Deps } from '../../deps';
import { access } from '../../plugins/access';
import { findAdminSiteStatus } from './service';

/** The maintenance status feed the console polls, and the page it sends browsers to. */
export function statusRoutes(app: AppInstance, deps: Deps) {
  app.get(
    '/status.json',
    {
      config: { access: access.public },
      schema: { hide: true, response: { 200: ZStatusFeed } },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { 'admin-site': await findAdminSiteStatus(deps) };
    },
  );
  app.get(
    '/status.html',
    { config: { access: access.public }, schema: { hide: true } },
    (_, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${PRODUCT_NAME} status</title>` +
            `<meta name="viewport" content="width=device-width, initial-scale=1"></head>` +
            `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem">` +
            `<h1>${PRODUCT_NAME}</h1><p>${MSG.maintenance}</p><p><a href="/">Try again</a></p></body></html>`,
        ),
  );
}
