import { z } from 'zod';
import {
  ZChatMessage,
  ZChatMessageParams,
  ZChatMessageUpdate,
  ZErrorResponse,
  ZSessionDetail,
  ZSessionDetailQuery,
  ZSessionList,
  ZSessionListQuery,
  ZSessionParams,
  ZSessionUpdate,
  ZValidationErrorResponse,
} from '@parley/contract';
import type { AppInstance, ModuleRoutes } from '../../app-types';
import type { Deps } from '../../deps';
import { randomToken } from '../../lib/secrets';
import { access, requirePrincipal } from '../../plugins/access';
import { ensureSetting } from '../settings/repository';
import { createPriceTokens } from '../widget/price-tokens';
import { RECOVERY_LINK_PATH } from './recovery';
import { buyRecoveredOffer, viewRecoveryLink } from './recovery-link';
import { sendRecoveryOffer, sendRecoveryPurchase } from './recovery-pages';
import {
  findChatMessage,
  findSession,
  findSessions,
  updateChatMessage,
  updateSession,
} from './service';

/**
 * Sessions (part 1 §7 Sessions): no retailer in the path, so every route is `authenticated`
 * and the services keep each retailer user to their own retailer's sessions (404 otherwise).
 */
export const sessionRoutes: ModuleRoutes = (app, deps) => {
  const config = { access: access.authenticated };
  const tags = ['sessions'];
  const refusals = { 400: ZValidationErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

  app.get(
    '/sessions',
    {
      config,
      schema: {
        tags,
        querystring: ZSessionListQuery,
        response: { 200: ZSessionList, ...refusals },
      },
    },
    (request) => findSessions(deps, requirePrincipal(request), request.query),
  );

  app.get(
    '/sessions/:id',
    {
      config,
      schema: {
        tags,
        params: ZSessionParams,
        querystring: ZSessionDetailQuery,
        response: { 200: ZSessionDetail, ...refusals },
      },
    },
    (request) => findSession(deps, requirePrincipal(request), request.params.id, request.query),
  );

  app.put(
    '/sessions/:id',
    {
      config,
      schema: {
        tags,
        description:
          'An administrator’s annotation, or the retailer’s answer to a recoverable offer (422 once answered).',
        params: ZSessionParams,
        body: ZSessionUpdate,
        response: { 200: ZSessionDetail, ...refusals, 422: ZErrorResponse },
      },
    },
    (request) => updateSession(deps, requirePrincipal(request), request.params.id, request.body),
  );

  const messageUrl = '/sessions/:session_id/chat_messages/:message_id';
  app.get(
    messageUrl,
    {
      config,
      schema: {
        tags,
        description: 'Administrators only (403 for a retailer user’s own sessions).',
        params: ZChatMessageParams,
        response: { 200: ZChatMessage, ...refusals },
      },
    },
    (request) =>
      findChatMessage(
        deps,
        requirePrincipal(request),
        request.params.session_id,
        request.params.message_id,
      ),
  );

  app.put(
    messageUrl,
    {
      config,
      schema: {
        tags,
        description: 'Only incorrect_intent_inference and incorrect_entity_inference are applied.',
        params: ZChatMessageParams,
        body: ZChatMessageUpdate,
        response: { 200: ZChatMessage, ...refusals },
      },
    },
    (request) =>
      updateChatMessage(
        deps,
        requirePrincipal(request),
        request.params.session_id,
        request.params.message_id,
        request.body,
      ),
  );
};

const ZRecoveryLinkParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

/** The shopper's e-mailed offer, outside the API: GET shows it, POST buys (part 1 §4 Recovery). */
export async function recoveryLinkPages(app: AppInstance, deps: Deps) {
  const secret = await ensureSetting(deps.db, 'price_token_secret', randomToken(48));
  const { publicUrl, widget } = deps.config;
  const tokens = createPriceTokens(secret, publicUrl, widget.priceTokenTtlSeconds, deps.clock);
  const options = {
    config: { access: access.public },
    // A malformed token is just another unknown link, answered with the same page.
    attachValidation: true,
    schema: { hide: true, params: ZRecoveryLinkParams },
  };
  const url = `${RECOVERY_LINK_PATH}/:token`;

  app.get(url, options, async (request, reply) => {
    if (request.validationError) return sendRecoveryOffer(reply, { kind: 'unknown' }, '');
    const { token } = request.params;
    const view = await viewRecoveryLink(deps, token);
    return sendRecoveryOffer(reply, view, `${RECOVERY_LINK_PATH}/${token}`);
  });

  app.post(url, options, async (request, reply) => {
    if (request.validationError) return sendRecoveryPurchase(reply, { kind: 'unknown' });
    return sendRecoveryPurchase(reply, await buyRecoveredOffer(deps, tokens, request.params.token));
  });
}
