import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  NEW_DASHBOARD_PATH,
  ZNewDashboardQuery,
  ZNewDashboardSeries,
  ZErrorResponse,
  ZValidationErrorResponse,
} from '@parley/contract';
import type { AppInstance } from '../../app-types';
import type { Deps } from '../../deps';
import { UnauthenticatedError } from '../../errors';
import { access } from '../../plugins/access';
import { onReplica } from '../../infra/replica';
import { consoleOrigins, sendFramedPage, serveHandoffPage } from '../handoff';
import type { HandoffGrant, HandoffPage } from '../handoff';
import { pagePolicy, renderMessagePage, renderNewDashboard } from './page';
import { answerPageQuery, ZNewDashboardPageQuery } from './page-query';
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

const sendHtml = (reply: FastifyReply, status: number, html: string, framers: string[]) =>
  sendFramedPage(reply, status, html, pagePolicy(framers));

/**
 * The New dashboard outside the API: the handoff URL (spends its token, sets the page's cookie
 * and goes on to the page), the page itself, and its figures as JSON.
 */
export async function newDashboardPages(app: AppInstance, deps: Deps) {
  const knownConsoles = [...consoleOrigins(deps.config)];

  const closed = (
    reply: FastifyReply,
    status: number,
    [heading, detail]: readonly [string, string],
  ) => sendHtml(reply, status, renderMessagePage(heading, detail, null), knownConsoles);

  // The figures, on the read replica when there is one; the handoff itself is on the primary.
  const seriesFor = (grant: HandoffGrant, query: z.infer<typeof ZNewDashboardQuery>) =>
    onReplica(deps, (replica) => buildNewDashboardSeries(replica, grant, query));

  const page: HandoffPage = {
    destination: 'newdashboard',
    cookie: NEW_DASHBOARD_COOKIE,
    closed: (reply, status, why) => closed(reply, status, CLOSED_TEXT[why]),
  };
  await serveHandoffPage(app, deps, page, (pages, grantOf) => {
    const config = { access: access.public };

    pages.get(
      NEW_DASHBOARD_PATH,
      {
        config,
        attachValidation: true,
        schema: { hide: true, querystring: ZNewDashboardPageQuery },
      },
      async (request, reply) => {
        const grant = await grantOf(request);
        if (!grant) return closed(reply, 401, CLOSED_TEXT.ended);
        const answer = await answerPageQuery(
          request.validationError ? null : request.query,
          (query) => seriesFor(grant, query),
        );
        if ('redirectTo' in answer) return reply.redirect(answer.redirectTo, 303);
        const html = renderNewDashboard({
          ...answer,
          consoleOrigin: grant.consoleOrigin,
          dayLink: (date) => sessionsOfDayUrl(grant, date),
        });
        return sendHtml(reply, answer.rangeError ? 400 : 200, html, [grant.consoleOrigin]);
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
        const grant = await grantOf(request);
        if (!grant) throw new UnauthenticatedError();
        void reply.header('cache-control', 'no-store');
        return seriesFor(grant, request.query);
      },
    );
  });
}
