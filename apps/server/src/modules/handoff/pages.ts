import { createHash } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { THandoffDestination } from '@parley/contract';
import type { AppInstance } from '../../app-types';
import type { Deps } from '../../deps';
import { sendHtmlPage } from '../../lib/html';
import { access } from '../../plugins/access';
import {
  findHandoffGrant,
  HANDOFF_PATHS,
  openHandoff,
  type HandoffGrant,
  type HandoffOpening,
} from './service';

/**
 * What the pages a handoff opens (the New dashboard, the theme configurator) share: the handoff
 * URL that starts their session, and a policy that lets only the asking console frame them.
 */

/** A CSP source allowing one inline script or style: its SHA-256. */
const inlineHash = (text: string) =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * A framed page's own policy: its one style block and one script, what `directives` add, no
 * other resource at all, and framed only by the consoles given.
 */
export const framedPagePolicy = (
  inline: { script: string; style: string },
  directives: string[],
  consoleOrigins: string[],
) =>
  [
    "default-src 'none'",
    `script-src ${inlineHash(inline.script)}`,
    `style-src ${inlineHash(inline.style)}`,
    ...directives,
    `frame-ancestors ${consoleOrigins.length > 0 ? consoleOrigins.join(' ') : "'none'"}`,
    "base-uri 'none'",
  ].join('; ');

/** Sends a page made to be framed: Helmet refuses every framer, so its policy names them. */
export function sendFramedPage(reply: FastifyReply, status: number, html: string, policy: string) {
  reply.removeHeader('x-frame-options');
  return sendHtmlPage(reply, status, html, policy);
}

const ZOpenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

/** A page a handoff opens, with its session cookie (scoped to the page's path). */
export interface HandoffPage {
  destination: THandoffDestination;
  cookie: string;
  /** The page saying why the URL opens nothing: 404 when unknown, 410 when spent or late. */
  closed: (
    reply: FastifyReply,
    status: number,
    why: Exclude<HandoffOpening['kind'], 'opened'>,
  ) => Promise<FastifyReply> | FastifyReply;
}

/** Who the page's session (its cookie) is for; null without a live one. */
export type GrantOf = (request: FastifyRequest) => Promise<HandoffGrant | null>;

/**
 * Registers a handoff page in a scope of its own that reads cookies: its handoff URL, then the
 * page's own routes, which `routes` adds with `grantOf` to read their session.
 */
export async function serveHandoffPage(
  app: AppInstance,
  deps: Deps,
  page: HandoffPage,
  routes: (pages: AppInstance, grantOf: GrantOf) => void,
) {
  await app.register(async (scoped) => {
    await scoped.register(cookie);
    const pages = scoped.withTypeProvider<ZodTypeProvider>();
    serveHandoffOpening(pages, deps, page);
    routes(pages, (request) =>
      findHandoffGrant(deps, page.destination, request.cookies[page.cookie]),
    );
  });
}

/**
 * GET {path}/open/:token, the handoff URL: spends its token, sets the page's session cookie and
 * goes on to the page.
 */
function serveHandoffOpening(pages: AppInstance, deps: Deps, page: HandoffPage) {
  const path = HANDOFF_PATHS[page.destination];
  pages.get(
    `${path}/open/:token`,
    {
      config: { access: access.public },
      attachValidation: true,
      schema: { hide: true, params: ZOpenParams },
    },
    async (request, reply) => {
      const opening = request.validationError
        ? ({ kind: 'unknown' } as const)
        : await openHandoff(deps, page.destination, request.params.token);
      if (opening.kind !== 'opened') {
        return page.closed(reply, opening.kind === 'unknown' ? 404 : 410, opening.kind);
      }
      void reply.setCookie(page.cookie, opening.sessionSecret, {
        path,
        httpOnly: true,
        secure: deps.config.publicUrl.startsWith('https:'),
        sameSite: 'strict',
        maxAge: opening.sessionSeconds,
      });
      // On to the page without the token, so it stays out of the frame's history.
      return reply.header('cache-control', 'no-store').redirect(path, 303);
    },
  );
}
