import { randomBytes, randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, WIDGET_API_KEY_HEADER } from '@parley/contract';
import {
  API_BASE_PATH,
  leaveSession,
  pathOf,
  sendMessage,
  startSession,
} from '@parley/contract/widget-routes';
import type { Random } from '@parley/simulator';
import { pick } from '../seeded-random';

/** One request of the flood, as written to the socket. */
export interface FloodRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

export interface FloodKind {
  name: string;
  /** The answers a sound server gives it; anything else is reported. */
  expected: readonly number[];
  /** How often it is sent, relative to the other kinds. */
  weight: number;
  make: (random: Random) => FloodRequest;
}

/** The server's body limit is 1 MiB (app.ts): twice that. */
const HUGE_BODY = Buffer.from(JSON.stringify({ apiVersion: 'v1', text: 'x'.repeat(2 << 20) }));
/** A handful of made-up keys sent again and again: the unknown-key cache answers them. */
const REPEATED_KEYS = Array.from({ length: 50 }, () => madeUpKey());

function madeUpKey() {
  return `pk_${randomBytes(16).toString('hex')}`;
}

const api = (path: string, params: Record<string, string> = {}) =>
  pathOf(`${API_BASE_PATH}${path}`, params);
const json = (value: unknown) => Buffer.from(JSON.stringify(value));
const START_BODY = json({
  apiVersion: 'v1',
  negotiationType: 'product',
  product: { retailer_product_id: 'p-1', name: 'Lamp', price: 40, quantity: 1, categories: [] },
  currency: 'GBP',
  context: { shopper_id: 'flood-shopper' },
});

/** A widget call as a page would send it, with `key` (none when null). */
function widgetCall(
  origin: string,
  key: string | null,
  path: string,
  contentType: string,
  body: Buffer,
): FloodRequest {
  return {
    method: 'POST',
    path,
    headers: {
      origin,
      'content-type': contentType,
      ...(key ? { [WIDGET_API_KEY_HEADER]: key } : {}),
      [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
    },
    body,
  };
}

/**
 * What the flood sends beside the shoppers: made-up keys (each new, or one of a few repeated)
 * with the store's Origin, calls with no key, bodies that are not JSON, not valid, of the wrong
 * type or over the limit, preflights from a foreign origin, and paths that name nothing.
 */
export function floodKinds(origin: string): FloodKind[] {
  return [
    {
      name: 'new made-up key, start',
      expected: [401, 429],
      weight: 3,
      make: () =>
        widgetCall(origin, madeUpKey(), api(startSession.path), 'application/json', START_BODY),
    },
    {
      name: 'repeated made-up key, start',
      expected: [401, 429],
      weight: 3,
      make: (random) =>
        widgetCall(
          origin,
          pick(random, REPEATED_KEYS),
          api(startSession.path),
          'application/json',
          START_BODY,
        ),
    },
    {
      name: 'no key, start',
      expected: [401, 429],
      weight: 2,
      make: () => widgetCall(origin, null, api(startSession.path), 'application/json', START_BODY),
    },
    {
      name: 'malformed JSON',
      expected: [400, 429],
      weight: 2,
      make: () =>
        widgetCall(
          origin,
          madeUpKey(),
          api(startSession.path),
          'application/json',
          Buffer.from('{"apiVersion": "v1", '),
        ),
    },
    {
      name: 'invalid message body',
      expected: [400, 429],
      weight: 2,
      make: () =>
        widgetCall(
          origin,
          madeUpKey(),
          api(sendMessage.path, { sessionId: randomUUID() }),
          'application/json',
          json({ text: 123, extra: [null] }),
        ),
    },
    {
      name: 'form or XML body',
      expected: [415, 429],
      weight: 2,
      make: (random) =>
        random() < 0.5
          ? widgetCall(
              origin,
              madeUpKey(),
              api(startSession.path),
              'application/x-www-form-urlencoded',
              Buffer.from('apiVersion=v1'),
            )
          : widgetCall(
              origin,
              madeUpKey(),
              api(startSession.path),
              'text/xml',
              Buffer.from('<session/>'),
            ),
    },
    {
      name: 'beacon that is not JSON',
      expected: [400, 429],
      weight: 1,
      make: () =>
        widgetCall(
          origin,
          madeUpKey(),
          api(leaveSession.path, { sessionId: randomUUID() }),
          'text/plain;charset=UTF-8',
          Buffer.from('leave=now'),
        ),
    },
    {
      name: 'body over 1 MiB',
      expected: [413, 429],
      weight: 0.2,
      make: () =>
        widgetCall(origin, madeUpKey(), api(startSession.path), 'application/json', HUGE_BODY),
    },
    {
      name: 'preflight from a foreign origin',
      expected: [403, 429],
      weight: 1,
      make: () => ({
        method: 'OPTIONS',
        path: api(startSession.path),
        headers: {
          origin: 'https://evil.example',
          'access-control-request-method': 'POST',
          [WIDGET_API_KEY_HEADER]: madeUpKey(),
        },
      }),
    },
    {
      name: 'odd path',
      expected: [400, 404, 429],
      weight: 2,
      make: (random) => ({
        method: pick(random, ['GET', 'POST']),
        path: pick(random, [
          `${API_BASE_PATH}/widget/sessions/not-a-session`,
          `${API_BASE_PATH}/widget/nothing-here`,
          `${API_BASE_PATH}/widget/sessions/${randomUUID()}/../../../../etc/passwd`,
          `${API_BASE_PATH}/widget/%E0%A4%A`,
          `${API_BASE_PATH}/widget/${'x'.repeat(4000)}`,
          `${API_BASE_PATH}/nothing/${randomUUID()}`,
        ]),
        headers: { origin, [WIDGET_API_KEY_HEADER]: madeUpKey() },
      }),
    },
  ];
}
