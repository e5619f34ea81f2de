import type { FastifyInstance } from 'fastify';
import { WIDGET_API_PATH } from '@parley/contract';
import type { ModuleRoutes } from '../../app-types';
import { BadRequestError } from '../../errors';
import { access } from '../../plugins/access';
import { displayChecksRoute, leaveRoute, redeemRoute, widgetApiRoutes } from './api-routes';
import { KnownSessions } from './known-sessions';
import { widgetRequests } from './request-context';
import type { TurnSession } from './session-turn';

/**
 * The widget's calls take JSON bodies only (415 for any other). A JSON write from another origin
 * needs a CORS preflight, which only the store's own origins pass; a form post or a multipart
 * one needs none, so any page a shopper visits could make it. A write without a body names no
 * content type and is still taken (accept, basket).
 */
function acceptJsonOnly(scope: FastifyInstance) {
  scope.removeContentTypeParser('application/x-www-form-urlencoded');
}

/** sendBeacon posts text/plain: its body is read as JSON here, and only here. */
function acceptBeaconBodies(app: FastifyInstance) {
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body.trim() : '';
    if (text === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text) as unknown);
    } catch {
      done(new BadRequestError('The body must be JSON.'), undefined);
    }
  });
}

/**
 * The shopper widget's API under /api/v1/widget (public: the store's key names the store), and
 * the store's server-side price-token redemption. Scopes, outermost first: CORS and rate limits
 * (preflights included), then the key's store and the idempotency claim, then a request's worth of
 * limits per check for the batched display check, and sendBeacon bodies for leave only.
 */
export const widgetRoutes: ModuleRoutes = async (app, appDeps) => {
  // The widget's statements are few and the same on every turn: kept prepared per connection.
  const deps = {
    ...appDeps,
    db: appDeps.preparedDb,
    knownSessions: new KnownSessions<TurnSession>(),
  };
  const requests = widgetRequests(deps);

  // No prefix: the endpoints' paths already start with WIDGET_API_PATH.
  await app.register((scope, _options, done) => {
    acceptJsonOnly(scope);
    scope.addHook('onRequest', requests.admit);
    scope.options(
      `${WIDGET_API_PATH}/*`,
      { config: { access: access.public }, schema: { hide: true } },
      requests.preflight,
    );
    void scope.register((identified, _identifiedOptions, identifiedDone) => {
      identified.addHook('preHandler', requests.identify);
      widgetApiRoutes(identified, deps, requests.callOf);
      void identified.register((batch, _batchOptions, batchDone) => {
        batch.addHook('preHandler', requests.chargeEachCheck);
        displayChecksRoute(batch, deps, requests.callOf);
        batchDone();
      });
      void identified.register((beacon, _beaconOptions, beaconDone) => {
        acceptBeaconBodies(beacon);
        leaveRoute(beacon, deps, requests.callOf);
        beaconDone();
      });
      identifiedDone();
    });
    done();
  });

  await app.register((scope, _options, done) => {
    acceptJsonOnly(scope);
    scope.addHook('preHandler', requests.identifyBySecret);
    redeemRoute(scope, deps, requests.callOf);
    done();
  });
};
