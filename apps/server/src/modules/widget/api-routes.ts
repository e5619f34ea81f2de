import type { FastifyRequest } from 'fastify';
import {
  ZBasketResponse,
  ZErrorResponse,
  ZLeaveEmailRequest,
  ZLeaveRequest,
  ZPurchaseRequest,
  ZPurchaseResponse,
  ZReactionRequest,
  ZReactionResponse,
  ZRedeemPriceTokenRequest,
  ZRedeemPriceTokenResponse,
  ZSaleReport,
  ZSaleReportResponse,
  ZSendMessageRequest,
  ZSessionTurnResponse,
  ZStartSessionRequest,
  ZValidationErrorResponse,
  ZWidgetDisplayRequest,
  ZWidgetDisplayResponse,
  ZWidgetKeyQuery,
  ZWidgetSessionOnlyResponse,
  ZWidgetSessionParams,
  ZWidgetSessionResponse,
} from '@parley/contract';
import type { AppInstance } from '../../app-types';
import { access } from '../../plugins/access';
import { addToBasket, recordPurchase, redeemPriceToken, reportSale } from './deals';
import { checkDisplay } from './display';
import { integrationCodeFor } from './integration';
import type { PriceTokens } from './price-tokens';
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

const config = { access: access.public };
const tags = ['widget'];
const refusals = {
  400: ZValidationErrorResponse,
  401: ZErrorResponse,
  404: ZErrorResponse,
  422: ZErrorResponse,
  429: ZErrorResponse,
};
const KEY = 'Needs the store’s public API key (X-Api-Key header or api_key parameter).';
const WRITE = `${KEY} Takes an Idempotency-Key header.`;

type CallOf = (request: FastifyRequest) => WidgetCall;
const session = { params: ZWidgetSessionParams, querystring: ZWidgetKeyQuery };

/** The widget's calls under /api/v1/widget, each one service call on the caller's store. */
export function widgetApiRoutes(
  api: AppInstance,
  deps: WidgetDeps,
  callOf: CallOf,
  tokens: PriceTokens,
) {
  api.post(
    '/display',
    {
      config,
      schema: {
        tags,
        description: `Whether the Negotiate button shows on this page, and its theme. ${KEY}`,
        querystring: ZWidgetKeyQuery,
        body: ZWidgetDisplayRequest,
        response: { 200: ZWidgetDisplayResponse, ...refusals },
      },
    },
    (request) => checkDisplay(deps, callOf(request), request.body),
  );

  api.get(
    '/integration.js',
    {
      config,
      schema: {
        tags,
        description: `The store's theme integration code (it assigns window.parleyConfig), for the store's own pages only (empty when it has none); 404 elsewhere. ${KEY}`,
        querystring: ZWidgetKeyQuery,
      },
    },
    (request, reply) => {
      const code = integrationCodeFor(callOf(request).store, request);
      return reply
        .status(code === null ? 404 : 200)
        .type('text/javascript; charset=utf-8')
        .headers({ 'cache-control': 'no-store', 'cross-origin-resource-policy': 'cross-origin' })
        .send(code ?? '');
    },
  );

  api.post(
    '/sessions',
    {
      config,
      schema: {
        tags,
        description: `Starts a negotiation; answers the bot's opening. ${WRITE}`,
        querystring: ZWidgetKeyQuery,
        body: ZStartSessionRequest,
        response: { 200: ZSessionTurnResponse, ...refusals },
      },
    },
    (request) => startSession(deps, callOf(request), request.body),
  );

  api.get(
    '/sessions/:sessionId',
    {
      config,
      schema: {
        tags,
        description: `The negotiation and its messages, to reopen the chat. ${KEY}`,
        ...session,
        response: { 200: ZWidgetSessionResponse, ...refusals },
      },
    },
    (request) => findSession(deps, callOf(request), request.params.sessionId),
  );

  api.post(
    '/sessions/:sessionId/messages',
    {
      config,
      schema: {
        tags,
        description: `The shopper's message and the bot's answer. ${WRITE}`,
        ...session,
        body: ZSendMessageRequest,
        response: { 200: ZSessionTurnResponse, ...refusals },
      },
    },
    (request) => sendMessage(deps, callOf(request), request.params.sessionId, request.body.text),
  );

  api.post(
    '/sessions/:sessionId/accept',
    {
      config,
      schema: {
        tags,
        description: `The shopper accepts the bot's standing offer. ${WRITE}`,
        ...session,
        response: { 200: ZSessionTurnResponse, ...refusals },
      },
    },
    (request) => acceptOffer(deps, callOf(request), request.params.sessionId),
  );

  api.post(
    '/sessions/:sessionId/email',
    {
      config,
      schema: {
        tags,
        description: `Leaves an e-mail so the store may accept the last offer. ${WRITE}`,
        ...session,
        body: ZLeaveEmailRequest,
        response: { 200: ZWidgetSessionOnlyResponse, ...refusals },
      },
    },
    (request) => leaveEmail(deps, callOf(request), request.params.sessionId, request.body),
  );

  api.post(
    '/sessions/:sessionId/reaction',
    {
      config,
      schema: {
        tags,
        description: `The shopper's reaction to a bot message (null removes it). ${WRITE}`,
        ...session,
        body: ZReactionRequest,
        response: { 200: ZReactionResponse, ...refusals },
      },
    },
    (request) => reactToMessage(deps, callOf(request), request.params.sessionId, request.body),
  );

  api.post(
    '/sessions/:sessionId/basket',
    {
      config,
      schema: {
        tags,
        description: `Adds the deal to the basket: a single-use price token. ${WRITE}`,
        ...session,
        response: { 200: ZBasketResponse, ...refusals },
      },
    },
    (request) => addToBasket(deps, tokens, callOf(request), request.params.sessionId),
  );

  api.post(
    '/purchases',
    {
      config,
      schema: {
        tags,
        description: `Records the purchase of a negotiated deal (part 1 §3). ${WRITE}`,
        querystring: ZWidgetKeyQuery,
        body: ZPurchaseRequest,
        response: { 200: ZPurchaseResponse, ...refusals },
      },
    },
    (request) => recordPurchase(deps, callOf(request), request.body),
  );

  api.post(
    '/sales',
    {
      config,
      schema: {
        tags,
        description: `Reports a sale of the store, for the uplift test. ${WRITE}`,
        querystring: ZWidgetKeyQuery,
        body: ZSaleReport,
        response: { 200: ZSaleReportResponse, ...refusals },
      },
    },
    (request) => reportSale(deps, callOf(request), request.body),
  );
}

/** Leave, in a scope that also reads sendBeacon's text/plain bodies. */
export function leaveRoute(api: AppInstance, deps: WidgetDeps, callOf: CallOf) {
  api.post(
    '/sessions/:sessionId/leave',
    {
      config,
      schema: {
        tags,
        description: `The shopper left the page (sendBeacon: text/plain JSON, or no body; the key may be in it). ${WRITE}`,
        ...session,
        body: ZLeaveRequest,
        response: { 200: ZWidgetSessionOnlyResponse, ...refusals },
      },
    },
    (request) => leaveSession(deps, callOf(request), request.params.sessionId),
  );
}

/** The store's server redeems a price token (secret key). */
export function redeemRoute(
  api: AppInstance,
  deps: WidgetDeps,
  callOf: CallOf,
  tokens: PriceTokens,
) {
  api.post(
    '/price_tokens/redeem',
    {
      config,
      schema: {
        tags,
        description:
          'Redeems a price token once, from the store’s server: `Authorization: Bearer <secret key>`. Takes an Idempotency-Key header.',
        body: ZRedeemPriceTokenRequest,
        response: { 200: ZRedeemPriceTokenResponse, ...refusals },
      },
    },
    (request) => redeemPriceToken(deps, tokens, callOf(request), request.body.price_token),
  );
}
