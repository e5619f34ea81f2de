import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { WIDGET_API_PATH } from '@parley/contract';
import type { ModuleRoutes } from '../../app-types';
import { BadRequestError } from '../../errors';
import { randomToken } from '../../lib/secrets';
import { access } from '../../plugins/access';
import { ensureSetting } from '../settings/repository';
import { leaveRoute, redeemRoute, widgetApiRoutes } from './api-routes';
import { createPriceTokens } from './price-tokens';
import { widgetRequests } from './request-context';

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
 * (preflights included), then the key's store and the idempotency claim, then sendBeacon bodies
 * for leave only.
 */
export const widgetRoutes: ModuleRoutes = async (app, appDeps) => {
  // The widget's statements are few and the same on every turn: kept prepared per connection.
  const deps = { ...appDeps, db: appDeps.preparedDb };
  const secret = await ensureSetting(deps.db, 'price_token_secret', randomToken(48));
  const { publicUrl, widget } = deps.config;
  const tokens = createPriceTokens(secret, publicUrl, widget.priceTokenTtlSeconds, deps.clock);
  const requests = widgetRequests(deps);
  const typed = (scope: FastifyInstance) => scope.withTypeProvider<ZodTypeProvider>();

  await app.register(
    (scope, _options, done) => {
      scope.addHook('onRequest', requests.admit);
      scope.options(
        '/*',
        { config: { access: access.public }, schema: { hide: true } },
        requests.preflight,
      );
      void scope.register((identified, _identifiedOptions, identifiedDone) => {
        identified.addHook('preHandler', requests.identify);
        widgetApiRoutes(typed(identified), deps, requests.callOf, tokens);
        void identified.register((beacon, _beaconOptions, beaconDone) => {
          acceptBeaconBodies(beacon);
          leaveRoute(typed(beacon), deps, requests.callOf);
          beaconDone();
        });
        identifiedDone();
      });
      done();
    },
    { prefix: WIDGET_API_PATH },
  );

  await app.register((scope, _options, done) => {
    scope.addHook('preHandler', requests.identifyBySecret);
    redeemRoute(typed(scope), deps, requests.callOf, tokens);
    done();
  });
};
