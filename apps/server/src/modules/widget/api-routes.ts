import type { Deps } from '../../deps';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '@parley/contract';
import { access } from '../../plugins/access';
import { serve } from '../../plugins/endpoints';
import {
  addToBasket,
  findPriceTokenDeal,
  recordPurchase,
  redeemPriceToken,
  reportSale,
} from './deals';
import { checkDisplay, checkDisplays } from './display';
import { sendIntegrationCode } from './integration';
import type { WidgetCall } from './request-context';
import { startSession } from './start';
import type { WidgetDeps } from './transaction';
import {
  acceptOffer,
  findSession,
  leaveEmail,
  leaveSession,
  reactToMessage,
  sendMessage,
} from './turns';

const widget = endpoints.widget;
const policy = access.public;

type CallOf = (request: FastifyRequest) => WidgetCall;
/** What the calls that write or sign prices need besides the widget's own. */
type WidgetApiDeps = WidgetDeps & Pick<Deps, 'jobs' | 'priceTokens'>;

/** The widget's calls under /api/v1/widget, each one service call on the caller's store. */
export function widgetApiRoutes(api: FastifyInstance, deps: WidgetApiDeps, callOf: CallOf) {
  serve(api, widget.checkDisplay, policy, (request) =>
    checkDisplay(deps, callOf(request), request.body),
  );
  serve(api, widget.findIntegrationCode, policy, (request, reply) =>
    sendIntegrationCode(callOf(request).store, request, reply),
  );
  serve(api, widget.startSession, policy, (request) =>
    startSession(deps, callOf(request), request.body),
  );
  serve(api, widget.findSession, policy, (request) =>
    findSession(deps, callOf(request), request.params.sessionId),
  );
  serve(api, widget.sendMessage, policy, (request) =>
    sendMessage(deps, callOf(request), request.params.sessionId, request.body.text),
  );
  serve(api, widget.acceptOffer, policy, (request) =>
    acceptOffer(deps, callOf(request), request.params.sessionId),
  );
  serve(api, widget.leaveEmail, policy, (request) =>
    leaveEmail(deps, callOf(request), request.params.sessionId, request.body),
  );
  serve(api, widget.reactToMessage, policy, (request) =>
    reactToMessage(deps, callOf(request), request.params.sessionId, request.body),
  );
  serve(api, widget.addToBasket, policy, (request) =>
    addToBasket(deps, deps.priceTokens, callOf(request), request.params.sessionId),
  );
  serve(api, widget.findPriceTokenDeal, policy, (request) =>
    findPriceTokenDeal(deps, deps.priceTokens, callOf(request), request.body.price_token),
  );
  serve(api, widget.recordPurchase, policy, (request) =>
    recordPurchase(deps, callOf(request), request.body),
  );
  serve(api, widget.reportSale, policy, (request) =>
    reportSale(deps, callOf(request), request.body),
  );
}

/** Every button of a page at once, in a scope that charges the limits per check. */
export function displayChecksRoute(api: FastifyInstance, deps: WidgetDeps, callOf: CallOf) {
  serve(api, widget.checkDisplays, policy, (request) =>
    checkDisplays(deps, callOf(request), request.body),
  );
}

/** Leave, in a scope that also reads sendBeacon's text/plain bodies. */
export function leaveRoute(api: FastifyInstance, deps: WidgetDeps, callOf: CallOf) {
  serve(api, widget.leaveSession, policy, (request) =>
    leaveSession(deps, callOf(request), request.params.sessionId),
  );
}

/** The store's server redeems a price token (secret key). */
export function redeemRoute(api: FastifyInstance, deps: WidgetApiDeps, callOf: CallOf) {
  serve(api, widget.redeemPriceToken, policy, (request) =>
    redeemPriceToken(deps, deps.priceTokens, callOf(request), request.body.price_token),
  );
}
