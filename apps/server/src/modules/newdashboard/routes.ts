import cookie from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  NEW_DASHBOARD_DEFAULT_RANGE,
  NEW_DASHBOARD_PATH,
  ZNewDashboardQuery,
  ZNewDashboardSeries,
  ZErrorResponse,
  ZValidationErrorResponse,
} from '@parley/contract';
import type { AppInstance } from '../../app-types';
import type { Deps } from '../../deps';
import { BadRequestError, UnauthenticatedError } from '../../errors';
import { sendHtmlPage } from '../../lib/html';
import { access } from '../../plugins/access';
import { onReplica } from '../../infra/replica';
import { consoleOrigins, findHandoffGrant, openHandoff, type HandoffGrant } from '../handoff';
import { pagePolicy, renderMessagePage, renderNewDashboard } from './page';
import { buildNewDashboardSeries, sessionsOfDayUrl } from './service';

/** The page's session cookie, scoped to the page's path. */
export const NEW_DASHBOARD_COOKIE = 'parley_frame';

export const CLOSED_TEXT = {
  unknown: ['This dashboard link is not valid', 'Open the New Dashboard again from the console.'],
  used: [
    'This dashboard link has already been used',
    'Each link opens the dashboard once. Open the New Dashboard again from the console.',
  ],
  expired: [
    'This dashboard link has expired',
    'Links are valid for a minute. Open the New Dashboard again from the console.',
  ],
  ended: ['This dashboard session has ended', 'Open the New Dashboard again from the console.'],
} as const;

const ZOpenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

function sendHtml(reply: FastifyReply, status: number, html: string, framers: string[]) {
  // Helmet refuses every framer; this page is made to be framed, by the console only.
  reply.removeHeader('x-frame-options');
  return sendHtmlPage(reply, status, html, pagePolicy(framers));
}

/**
 * The New dashboard outside the API: the handoff URL (spends its token, sets the page's cookie
 * and goes on to the page), the page itself, and its figures as JSON.
 */
export async function newDashboardPages(app: AppInstance, deps: Deps) {
  const secure = deps.config.publicUrl.startsWith('https:');
  const knownConsoles = [...consoleOrigins(deps.config)];

  const closed = (
    reply: FastifyReply,
    status: number,
    [heading, detail]: readonly [string, string],
  ) => sendHtml(reply, status, renderMessagePage(heading, detail, null), knownConsoles);

  // The figures, on the read replica when there is one; the handoff itself is on the primary.
  const seriesFor = (grant: HandoffGrant, query: z.infer<typeof ZNewDashboardQuery>) =>
    onReplica(deps, (replica) => buildNewDashboardSeries(replica, grant, query));

  await app.register(async (scoped) => {
    await scoped.register(cookie);
    const pages = scoped.withTypeProvider<ZodTypeProvider>();
    const config = { access: access.public };

    pages.get(
      `${NEW_DASHBOARD_PATH}/open/:token`,
      { config, attachValidation: true, schema: { hide: true, params: ZOpenParams } },
      async (request, reply) => {
        const opening = request.validationError
          ? ({ kind: 'unknown' } as const)
          : await openHandoff(deps, 'newdashboard', request.params.token);
        if (opening.kind === 'unknown') return closed(reply, 404, CLOSED_TEXT.unknown);
        if (opening.kind !== 'opened') return closed(reply, 410, CLOSED_TEXT[opening.kind]);
        void reply.setCookie(NEW_DASHBOARD_COOKIE, opening.sessionSecret, {
          path: NEW_DASHBOARD_PATH,
          httpOnly: true,
          secure,
          sameSite: 'strict',
          maxAge: opening.sessionSeconds,
        });
        // On to the page without the token, so it stays out of the frame's history.
        return reply.header('cache-control', 'no-store').redirect(NEW_DASHBOARD_PATH, 303);
      },
    );

    pages.get(
      NEW_DASHBOARD_PATH,
      { config, attachValidation: true, schema: { hide: true, querystring: ZNewDashboardQuery } },
      async (request, reply) => {
        const grant = await findHandoffGrant(
          deps,
          'newdashboard',
          request.cookies[NEW_DASHBOARD_COOKIE],
        );
        if (!grant) return closed(reply, 401, CLOSED_TEXT.ended);
        const fallback = { range: NEW_DASHBOARD_DEFAULT_RANGE };
        let rangeError: string | undefined;
        let series;
        try {
          series = await seriesFor(grant, request.validationError ? fallback : request.query);
        } catch (error) {
          if (!(error instanceof BadRequestError)) throw error;
          rangeError = error.message;
          series = await seriesFor(grant, fallback);
        }
        const html = renderNewDashboard({
          series,
          consoleOrigin: grant.consoleOrigin,
          dayLink: (date) => sessionsOfDayUrl(grant, date),
          rangeError,
        });
        return sendHtml(reply, rangeError ? 400 : 200, html, [grant.consoleOrigin]);
      },
    );

    pages.get(
      `${NEW_DASHBOARD_PATH}/data.json`,
      {
        config,
        schema: {
          hide: true,
          querystring: ZNewDashboardQuery,
          response: {
            200: ZNewDashboardSeries,
            400: ZValidationErrorResponse,
            401: ZErrorResponse,
          },
        },
      },
      async (request, reply) => {
        const grant = await findHandoffGrant(
          deps,
          'newdashboard',
          request.cookies[NEW_DASHBOARD_COOKIE],
        );
        if (!grant) throw new UnauthenticatedError();
        void reply.header('cache-control', 'no-store');
        return seriesFor(grant, request.query);
      },
    );
  });
}
