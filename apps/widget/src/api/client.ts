import type {
  TBasketResponse,
  TChatMessage,
  TSessionTurnResponse,
  TStartSessionRequest,
  TUserReaction,
  TWidgetDisplayRequest,
  TWidgetDisplayResponse,
  TWidgetSessionResponse,
  TWidgetSessionState,
} from '@parley/contract';
import { DEFAULT_RETRY_DELAYS_MS, request, urlOf, type FetchLike, type Transport } from './request';

export interface WidgetApi {
  display(body: TWidgetDisplayRequest): Promise<TWidgetDisplayResponse>;
  start(body: TStartSessionRequest): Promise<TSessionTurnResponse>;
  session(sessionId: string): Promise<TWidgetSessionResponse>;
  send(sessionId: string, text: string): Promise<TSessionTurnResponse>;
  accept(sessionId: string): Promise<TSessionTurnResponse>;
  leaveEmail(
    sessionId: string,
    body: { email: string; name?: string },
  ): Promise<{ session: TWidgetSessionState }>;
  react(
    sessionId: string,
    body: { message_id: string; user_reaction: TUserReaction | null },
  ): Promise<{ message: TChatMessage }>;
  basket(sessionId: string): Promise<TBasketResponse>;
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

export const WIDGET_API_BASE = '/api/v1/widget';

/** 24 random URL-safe characters: unique enough for a 24-hour idempotency window. */
export function randomKey(length = 24): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

const session = (sessionId: string, action = '') =>
  `/sessions/${encodeURIComponent(sessionId)}${action}`;

/** The widget's calls to /api/v1/widget (see packages/contract/src/widget.ts). */
export function createWidgetApi(options: WidgetApiOptions): WidgetApi {
  const transport: Transport = {
    baseUrl: `${options.origin}${WIDGET_API_BASE}`,
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

  return {
    display: (body) => request(transport, 'POST', '/display', body, false),
    start: (body) => request(transport, 'POST', '/sessions', body),
    session: (id) => request(transport, 'GET', session(id)),
    send: (id, text) => request(transport, 'POST', session(id, '/messages'), { text }),
    accept: (id) => request(transport, 'POST', session(id, '/accept')),
    leaveEmail: (id, body) => request(transport, 'POST', session(id, '/email'), body),
    react: (id, body) => request(transport, 'POST', session(id, '/reaction'), body),
    basket: (id) => request(transport, 'POST', session(id, '/basket')),
    // sendBeacon can set no headers: the key goes in the URL and, as the contract allows, the body
    // (text/plain, so the browser sends it without a preflight).
    leave: (id) =>
      beacon(
        urlOf(transport, session(id, '/leave')),
        new Blob([JSON.stringify({ api_key: options.apiKey })], { type: 'text/plain' }),
      ),
  };
}
