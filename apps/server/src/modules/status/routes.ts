import { MSG, PRODUCT_NAME, ZStatusFeed } from '@parley/contract';
import type { AppInstance } from '../../app-types';
import type { Deps } from '../../deps';
import { access } from '../../plugins/access';
import { findAdminSiteStatus } from './service';

const STATUS_PAGE_REFRESH_SECONDS = 30;

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
  // Once the site is back up the page sends the browser back to the console; until then it
  // looks again every STATUS_PAGE_REFRESH_SECONDS.
  app.get(
    '/status.html',
    { config: { access: access.public }, schema: { hide: true } },
    async (_, reply) =>
      (await findAdminSiteStatus(deps)) === 'up'
        ? reply.header('cache-control', 'no-store').redirect('/')
        : reply
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-store')
            .send(
              `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${PRODUCT_NAME} status</title>` +
                `<meta name="viewport" content="width=device-width, initial-scale=1">` +
                `<meta http-equiv="refresh" content="${STATUS_PAGE_REFRESH_SECONDS}"></head>` +
                `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem">` +
                `<h1>${PRODUCT_NAME}</h1><p>${MSG.maintenance}</p><p><a href="/">Try again</a></p></body></html>`,
            ),
  );
}
