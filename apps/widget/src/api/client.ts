import type { EndpointInput, EndpointResponse, endpoints } from '@parley/contract';
import {
  acceptOffer,
  addToBasket,
  API_BASE_PATH,
  checkDisplays,
  findPriceTokenDeal,
  findSession,
  leaveEmail,
  leaveSession,
  pathOf,
  reactToMessage,
  sendMessage,
  startSession,
  type WidgetRoute,
} from '@parley/contract/widget-routes';
import { batchDisplayChecks } from './display-batch';
import { DEFAULT_RETRY_DELAYS_MS, request, urlOf, type FetchLike, type Transport } from './request';

/**
 * The calls' types come from the contract's endpoint table, imported as types only: its schemas
 * (and zod) stay out of the bundle, which takes just the methods and paths of widget-routes.
 */
type Widget = typeof endpoints.widget;
type Answer<K extends keyof Widget> = EndpointResponse<Widget[K]>;
type Body<K extends keyof Widget> = EndpointInput<Widget[K]>['body'];

export interface WidgetApi {
  /** One button's display check; the buttons that ask together share one request. */
  display(body: Body<'checkDisplay'>): Promise<Answer<'checkDisplay'>>;
  start(body: Body<'startSession'>): Promise<Answer<'startSession'>>;
  session(sessionId: string): Promise<Answer<'findSession'>>;
  send(sessionId: string, text: string): Promise<Answer<'sendMessage'>>;
  accept(sessionId: string): Promise<Answer<'acceptOffer'>>;
  leaveEmail(sessionId: string, body: Body<'leaveEmail'>): Promise<Answer<'leaveEmail'>>;
  react(sessionId: string, body: Body<'reactToMessage'>): Promise<Answer<'reactToMessage'>>;
  basket(sessionId: string): Promise<Answer<'addToBasket'>>;
  /** The deal of a price token the page's address brought, left unredeemed. */
  priceTokenDeal(priceToken: string): Promise<Answer<'findPriceTokenDeal'>>;
  /** Fire and forget, as the page goes away: true when the browser queued it. */
  leave(sessionId: string): boolean;
}

export interface WidgetApiOptions {
  /** The origin that served the widget script: the API lives there. */
  origin: string;
  apiKey: string;
  fetch?: FetchLike;
  sendBeacon?: (url: string, data: Blob) => boolean;
  sleep?: (ms: number) => Promise<void>;
  newKey?: () => string;
  retryDelaysMs?: readonly number[];
}

/** 24 random URL-safe characters: unique enough for a 24-hour idempotency window. */
export function randomKey(length = 24): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

/** A route's path, with the session filled in for the calls on one. */
const pathTo = (route: WidgetRoute, sessionId?: string) =>
  pathOf(route.path, sessionId === undefined ? {} : { sessionId });

/** The widget's calls to /api/v1/widget (see packages/contract/src/endpoints/widget.ts). */
export function createWidgetApi(options: WidgetApiOptions): WidgetApi {
  const transport: Transport = {
    baseUrl: `${options.origin}${API_BASE_PATH}`,
    apiKey: options.apiKey,
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    newKey: options.newKey ?? (() => randomKey()),
    retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
  };
  const beacon =
    options.sendBeacon ??
    ((url: string, data: Blob) =>
      typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, data));
  /** One call of a route; a session call names its session. */
  const call = <T>(route: WidgetRoute, sessionId?: string, body?: unknown, writes?: boolean) =>
    request<T>(transport, route.method, pathTo(route, sessionId), body, writes);

  return {
    display: batchDisplayChecks((checks) =>
      call<Answer<'checkDisplays'>>(checkDisplays, undefined, { checks }, false),
    ),
    start: (body) => call(startSession, undefined, body),
    session: (id) => call(findSession, id),
    send: (id, text) => call(sendMessage, id, { text }),
    accept: (id) => call(acceptOffer, id),
    leaveEmail: (id, body) => call(leaveEmail, id, body),
    react: (id, body) => call(reactToMessage, id, body),
    basket: (id) => call(addToBasket, id),
    priceTokenDeal: (token) => call(findPriceTokenDeal, undefined, { price_token: token }, false),
    // sendBeacon can set no headers: the key goes in the URL and, as the contract allows, the body
    // (text/plain, so the browser sends it without a preflight).
    leave: (id) =>
      beacon(
        urlOf(transport, pathTo(leaveSession, id)),
        new Blob([JSON.stringify({ api_key: options.apiKey })], { type: 'text/plain' }),
      ),
  };
}
