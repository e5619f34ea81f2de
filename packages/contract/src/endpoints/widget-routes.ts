import { API_BASE_PATH, pathOf } from '../path';

/** The widget's own calls are below this; the server answers CORS preflights for all of it. */
export const WIDGET_API_PATH = '/widget';

/**
 * Where the server serves the widget's scripts under their versions (the shoppers' script and
 * the chat's, which the first loads), kept a year: `/widget/v/<file>`. Not an API call: the
 * widget's build names it in the shoppers' script (apps/widget/vite.config.ts, held to this by
 * a test: the config loader cannot import the contract's TypeScript).
 */
export const WIDGET_VERSIONED_PATH = '/widget/v/';

/**
 * The most buttons one display check (checkDisplays) answers for: a collection page of 48
 * products fits; a page with more sends several. Each button costs the key and the address one
 * request of their limits, as when every button asked on its own.
 */
export const DISPLAY_CHECKS_MAX = 50;

/*
 * The method and path of every call of the widget's domain, below API_BASE_PATH. `widget.ts`
 * spreads these into the endpoint table; the shopper widget imports them from here
 * (`@parley/contract/widget-routes`) because its bundle must stay free of zod, so this file
 * imports nothing that does. One constant each, so that the bundle keeps only those it calls.
 */
export const checkDisplay = { method: 'POST', path: '/widget/display' } as const;
/** The display check of every button of a page in one call: what the widget uses. */
export const checkDisplays = { method: 'POST', path: '/widget/displays' } as const;
export const findIntegrationCode = { method: 'GET', path: '/widget/integration.js' } as const;
export const startSession = { method: 'POST', path: '/widget/sessions' } as const;
export const findSession = { method: 'GET', path: '/widget/sessions/:sessionId' } as const;
export const sendMessage = {
  method: 'POST',
  path: '/widget/sessions/:sessionId/messages',
} as const;
export const acceptOffer = { method: 'POST', path: '/widget/sessions/:sessionId/accept' } as const;
export const leaveEmail = { method: 'POST', path: '/widget/sessions/:sessionId/email' } as const;
export const reactToMessage = {
  method: 'POST',
  path: '/widget/sessions/:sessionId/reaction',
} as const;
export const addToBasket = { method: 'POST', path: '/widget/sessions/:sessionId/basket' } as const;
export const leaveSession = { method: 'POST', path: '/widget/sessions/:sessionId/leave' } as const;
/** Reads, without redeeming, the deal of a price token the page's address brought. */
export const findPriceTokenDeal = { method: 'POST', path: '/widget/price_tokens/lookup' } as const;
export const recordPurchase = { method: 'POST', path: '/widget/purchases' } as const;
export const reportSale = { method: 'POST', path: '/widget/sales' } as const;
/** Made by the store's server, not the widget. */
export const redeemPriceToken = { method: 'POST', path: '/price_tokens/redeem' } as const;

/** Every route by name, for the endpoint table and the widget's test fake. */
export const widgetRoutes = {
  checkDisplay,
  checkDisplays,
  findIntegrationCode,
  startSession,
  findSession,
  sendMessage,
  acceptOffer,
  leaveEmail,
  reactToMessage,
  addToBasket,
  leaveSession,
  findPriceTokenDeal,
  recordPurchase,
  reportSale,
  redeemPriceToken,
};

export type WidgetRouteName = keyof typeof widgetRoutes;
export type WidgetRoute = (typeof widgetRoutes)[WidgetRouteName];

export { API_BASE_PATH, pathOf };
