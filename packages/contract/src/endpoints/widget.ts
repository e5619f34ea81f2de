import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  DISPLAY_CHECKS_MAX,
  ZBasketResponse,
  ZLeaveEmailRequest,
  ZLeaveRequest,
  ZPriceTokenDealRequest,
  ZPriceTokenDealResponse,
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
  ZWidgetDisplayChecksRequest,
  ZWidgetDisplayChecksResponse,
  ZWidgetDisplayRequest,
  ZWidgetDisplayResponse,
  ZWidgetKeyQuery,
  ZWidgetSessionOnlyResponse,
  ZWidgetSessionParams,
  ZWidgetSessionResponse,
} from '../widget';
import { widgetRoutes } from './widget-routes';

const tags = ['widget'];
const refusals = [400, 401, 404, 422, 429] as const;
const KEY = 'Needs the store\u2019s public API key (X-Api-Key header or api_key parameter).';
const WRITE = `${KEY} Takes an Idempotency-Key header.`;
/** Every widget call may take the key as a parameter; the session calls name their session. */
const keyed = { query: ZWidgetKeyQuery, refusals };
const session = { ...keyed, params: ZWidgetSessionParams };

/**
 * The shopper widget's calls (public: the store's key names the store) and the store's own
 * server-side price-token redemption. Methods and paths come from `widget-routes.ts`, which the
 * widget's bundle reads without zod; `../widget.ts` says how keys, idempotency and refusals work.
 */
export const widgetEndpoints = {
  checkDisplay: endpoint({
    ...widgetRoutes.checkDisplay,
    tags,
    summary: 'Check whether the Negotiate button shows',
    description: `Whether the Negotiate button shows on this page, and its theme: one button; the widget asks for all of a page's at once (checkDisplays). ${KEY}`,
    ...keyed,
    body: ZWidgetDisplayRequest,
    response: ZWidgetDisplayResponse,
  }),
  checkDisplays: endpoint({
    ...widgetRoutes.checkDisplays,
    tags,
    summary: 'Check whether the Negotiate buttons of a page show',
    description: `The display check of up to ${DISPLAY_CHECKS_MAX} buttons at once (a page's every button), answered in the order asked: what the widget sends, one request for the page instead of one per button. Each check counts as one request against the key's and the address's rate limits; more checks than that are refused (400). ${KEY}`,
    ...keyed,
    body: ZWidgetDisplayChecksRequest,
    response: ZWidgetDisplayChecksResponse,
  }),
  findIntegrationCode: endpoint({
    ...widgetRoutes.findIntegrationCode,
    tags,
    summary: 'Load the store\u2019s theme integration code',
    description: `The store's theme integration code (it assigns window.parleyConfig), for the store's own pages only; an empty script when the store has none and on any other page. ${KEY}`,
    query: ZWidgetKeyQuery,
    response: z.string().describe('The script (text/javascript)'),
    file: true,
  }),
  startSession: endpoint({
    ...widgetRoutes.startSession,
    tags,
    summary: 'Start a negotiation',
    description: `Starts a negotiation; answers the bot's opening. ${WRITE}`,
    ...keyed,
    body: ZStartSessionRequest,
    response: ZSessionTurnResponse,
  }),
  findSession: endpoint({
    ...widgetRoutes.findSession,
    tags,
    summary: 'Read a negotiation',
    description: `The negotiation and its messages, to reopen the chat. ${KEY}`,
    ...session,
    response: ZWidgetSessionResponse,
  }),
  sendMessage: endpoint({
    ...widgetRoutes.sendMessage,
    tags,
    summary: 'Send the shopper\u2019s message',
    description: `The shopper's message and the bot's answer. ${WRITE}`,
    ...session,
    body: ZSendMessageRequest,
    response: ZSessionTurnResponse,
  }),
  acceptOffer: endpoint({
    ...widgetRoutes.acceptOffer,
    tags,
    summary: 'Accept the bot\u2019s offer',
    description: `The shopper accepts the bot's standing offer. ${WRITE}`,
    ...session,
    response: ZSessionTurnResponse,
  }),
  leaveEmail: endpoint({
    ...widgetRoutes.leaveEmail,
    tags,
    summary: 'Leave an e-mail for the store',
    description: `Leaves an e-mail so the store may accept the last offer. ${WRITE}`,
    ...session,
    body: ZLeaveEmailRequest,
    response: ZWidgetSessionOnlyResponse,
  }),
  reactToMessage: endpoint({
    ...widgetRoutes.reactToMessage,
    tags,
    summary: 'React to a bot message',
    description: `The shopper's reaction to a bot message (null removes it). ${WRITE}`,
    ...session,
    body: ZReactionRequest,
    response: ZReactionResponse,
  }),
  addToBasket: endpoint({
    ...widgetRoutes.addToBasket,
    tags,
    summary: 'Add the deal to the basket',
    description: `Adds the deal to the basket: a single-use price token. ${WRITE}`,
    ...session,
    response: ZBasketResponse,
  }),
  leaveSession: endpoint({
    ...widgetRoutes.leaveSession,
    tags,
    summary: 'Leave the negotiation',
    description: `The shopper left the page (sendBeacon: text/plain JSON, or no body; the key may be in it). ${WRITE}`,
    ...session,
    body: ZLeaveRequest,
    response: ZWidgetSessionOnlyResponse,
  }),
  findPriceTokenDeal: endpoint({
    ...widgetRoutes.findPriceTokenDeal,
    tags,
    summary: 'Look up a price token\u2019s deal',
    description: `The deal of a live price token of the store, without redeeming it: the widget shows it on the page a recovery link's Buy now led to (?parley_price_token=) and hands it to the basket. Another store's token is not found (404); a spent, replaced or expired one is refused (422). ${KEY}`,
    ...keyed,
    body: ZPriceTokenDealRequest,
    response: ZPriceTokenDealResponse,
  }),
  recordPurchase: endpoint({
    ...widgetRoutes.recordPurchase,
    tags,
    summary: 'Record the purchase of a deal',
    description: `Records the purchase of a negotiated deal (part 1 §3). ${WRITE}`,
    ...keyed,
    body: ZPurchaseRequest,
    response: ZPurchaseResponse,
  }),
  reportSale: endpoint({
    ...widgetRoutes.reportSale,
    tags,
    summary: 'Report a sale',
    description: `Reports a sale of the store, for the uplift test. ${WRITE}`,
    ...keyed,
    body: ZSaleReport,
    response: ZSaleReportResponse,
  }),
  redeemPriceToken: endpoint({
    ...widgetRoutes.redeemPriceToken,
    tags,
    summary: 'Redeem a price token',
    description:
      'Redeems a price token once, from the store\u2019s server: `Authorization: Bearer <secret key>`. Takes an Idempotency-Key header.',
    body: ZRedeemPriceTokenRequest,
    response: ZRedeemPriceTokenResponse,
    refusals,
  }),
};
