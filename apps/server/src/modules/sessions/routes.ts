import { z } from 'zod';
import { endpoints } from '@parley/contract';
import type { AppInstance, ModuleRoutes } from '../../app-types';
import type { Deps } from '../../deps';
import { access, requirePrincipal } from '../../plugins/access';
import { serve } from '../../plugins/endpoints';
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
  const sessions = endpoints.sessions;
  const policy = access.authenticated;

  serve(app, sessions.findSessions, policy, (request) =>
    findSessions(deps, requirePrincipal(request), request.query),
  );
  serve(app, sessions.findSession, policy, (request) =>
    findSession(deps, requirePrincipal(request), request.params.id, request.query),
  );
  serve(app, sessions.updateSession, policy, (request) =>
    updateSession(deps, requirePrincipal(request), request.params.id, request.body),
  );
  serve(app, sessions.findChatMessage, policy, (request) =>
    findChatMessage(
      deps,
      requirePrincipal(request),
      request.params.session_id,
      request.params.message_id,
    ),
  );
  serve(app, sessions.updateChatMessage, policy, (request) =>
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
export function recoveryLinkPages(app: AppInstance, deps: Deps) {
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
    return sendRecoveryPurchase(
      reply,
      await buyRecoveredOffer(deps, deps.priceTokens, request.params.token),
    );
  });
}
