import {
  ZBasketResponse,
  ZLeaveEmailRequest,
  ZPriceTokenDealRequest,
  ZPriceTokenDealResponse,
  ZReactionRequest,
  ZReactionResponse,
  ZSendMessageRequest,
  ZSessionTurnResponse,
  ZStartSessionRequest,
  ZWidgetDisplayChecksRequest,
  ZWidgetDisplayRequest,
  ZWidgetDisplayResponse,
  ZWidgetSessionOnlyResponse,
  ZWidgetSessionResponse,
  type TChatLanguage,
  type TChatMessage,
  type TExpression,
  type TMessageMeta,
  type TWidgetSessionState,
} from '@parley/contract';
import {
  API_BASE_PATH,
  pathOf,
  widgetRoutes,
  type WidgetRoute,
  type WidgetRouteName,
} from '@parley/contract/widget-routes';
import type { FetchLike } from '../src/api/request';

export const FAKE_ORIGIN = 'https://parley.test';
export const FAKE_KEY = 'pk_test_0123456789';

export interface RecordedCall {
  method: string;
  /** Below API_BASE_PATH, as the contract's routes write it. */
  path: string;
  apiKeyParam: string | null;
  apiKeyHeader: string | null;
  idempotencyKey: string | null;
  body: unknown;
}

/** What the fake bot says next, and how the session moves. */
export interface BotTurn {
  lines: string[];
  expression?: TExpression | null;
  session?: Partial<TWidgetSessionState>;
  meta?: Partial<TMessageMeta>;
}

type Failure =
  | { kind: 'network' }
  | { kind: 'lost-answer' }
  | { kind: 'status'; status: number; body: unknown; headers?: Record<string, string> };

/** A refusal the fake answers with its status, as the server does. */
class FakeRefusal extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`fake API refusal ${status}`);
  }
}

const EXPRESSION: TExpression = {
  expressionId: 'smile',
  sources: [
    { url: '/expressions/smile.webm', type: 'video/webm' },
    { url: '/expressions/smile.svg', type: 'image/svg+xml' },
  ],
};

/** A route's `:name` pattern against a path: its parameters, or null. */
function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    const actual = got[index] ?? '';
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(actual);
    else if (segment !== actual) return null;
  }
  return params;
}

/** Which of the contract's widget routes a request is for, and its path parameters. */
function routeOf(method: string, path: string) {
  for (const [name, route] of Object.entries(widgetRoutes) as [WidgetRouteName, WidgetRoute][]) {
    const params = route.method === method ? match(route.path, path) : null;
    if (params) return { name, params };
  }
  return null;
}

/**
 * A fake of the widget API that speaks the contract: every request body is parsed with the
 * contract's request schema, every answer with its response schema, and writes honour
 * Idempotency-Key as the server does (the same key answers the stored result, writing nothing).
 */
export function createFakeApi() {
  const calls: RecordedCall[] = [];
  const beacons: { url: string; body: string }[] = [];
  const failures: Failure[] = [];
  const answered = new Map<string, unknown>();
  const sessions = new Map<string, { session: TWidgetSessionState; messages: TChatMessage[] }>();
  const script: BotTurn[] = [];
  /** Live price tokens (a recovery link's Buy now): the session and product each is for. */
  const priceTokens = new Map<string, { sessionId: string; productId: string }>();
  let display: {
    show: boolean;
    reason?: string;
    theme: Record<string, unknown>;
    language?: TChatLanguage;
  } = {
    show: true,
    theme: {},
  };
  let count = 0;

  const message = (userMessage: string | null, turn: BotTurn): TChatMessage => ({
    message_id: `00000000-0000-4000-8000-${String(++count).padStart(12, '0')}`,
    created_at: new Date(Date.UTC(2026, 0, 1, 12, 0, count)).toISOString(),
    user_message: userMessage,
    messages: turn.lines,
    expression: turn.expression === undefined ? EXPRESSION : turn.expression,
    meta: { messageId: `m${count}`, user_reaction: null, bot_reaction: null, ...turn.meta },
    intents: [],
    entities: [],
    interaction_data: {},
    incorrect_intent_inference: false,
    incorrect_entity_inference: false,
  });

  const stored = (id: string) => {
    const found = sessions.get(id);
    if (!found) throw new FakeRefusal(404, { errorMessage: 'Not found' });
    return found;
  };

  const turnOn = (id: string, userMessage: string | null, fallback: BotTurn) => {
    const entry = stored(id);
    const turn = script.shift() ?? fallback;
    entry.session = { ...entry.session, ...turn.session };
    const added = message(userMessage, turn);
    entry.messages.push(added);
    return ZSessionTurnResponse.parse({ session: entry.session, message: added });
  };

  /** A new negotiation with the bot's opening. */
  const open = (price: number) => {
    const id = `00000000-0000-4000-9000-${String(sessions.size + 1).padStart(12, '0')}`;
    const session: TWidgetSessionState = {
      session_id: id,
      negotiation_status: 'negotiating',
      summary_status: 'abandoned_negotiated',
      currency: 'GBP',
      currency_symbol: '£',
      product_price: price,
      current_price: price,
      deal_price: null,
      ended: false,
      can_leave_email: false,
      can_accept: false,
      quantity: 1,
      language: display.language ?? 'en-GB',
    };
    sessions.set(id, { session, messages: [] });
    return turnOn(id, null, { lines: ['Hello! What would you like to offer?'] });
  };

  function route(method: string, path: string, body: unknown): unknown {
    const found = routeOf(method, path);
    const id = found?.params.sessionId ?? '';
    switch (found?.name) {
      case 'checkDisplay':
        ZWidgetDisplayRequest.parse(body);
        return ZWidgetDisplayResponse.parse({ language: 'en-GB', ...display, currency: 'GBP' });
      case 'checkDisplays': {
        const { checks } = ZWidgetDisplayChecksRequest.parse(body);
        const answer = ZWidgetDisplayResponse.parse({
          language: 'en-GB',
          ...display,
          currency: 'GBP',
        });
        return { checks: checks.map(() => answer) };
      }
      case 'startSession': {
        const request = ZStartSessionRequest.parse(body);
        return open(request.apiVersion === 'v1' && request.product ? request.product.price : 100);
      }
      case 'findSession':
        return ZWidgetSessionResponse.parse(stored(id));
      case 'sendMessage': {
        const { text } = ZSendMessageRequest.parse(body);
        return turnOn(id, text, {
          lines: ['I can do £170.10 for you.'],
          session: { current_price: 170.1, can_accept: true },
        });
      }
      case 'acceptOffer': {
        const price = stored(id).session.current_price;
        return turnOn(id, null, {
          lines: ['It’s a deal!'],
          expression: { ...EXPRESSION, percentage: '10%', dealPrice: '£170.10' },
          session: {
            deal_price: price,
            negotiation_status: 'deal_agreed',
            ended: true,
            can_accept: false,
          },
        });
      }
      case 'leaveEmail': {
        ZLeaveEmailRequest.parse(body);
        const entry = stored(id);
        entry.session = { ...entry.session, can_leave_email: false };
        return ZWidgetSessionOnlyResponse.parse({ session: entry.session });
      }
      case 'reactToMessage': {
        const request = ZReactionRequest.parse(body);
        const entry = stored(id);
        const index = entry.messages.findIndex((old) => old.message_id === request.message_id);
        const old = entry.messages[index];
        if (!old) throw new Error('fake API: no such message');
        const changed = { ...old, meta: { ...old.meta, user_reaction: request.user_reaction } };
        entry.messages[index] = changed;
        return ZReactionResponse.parse({ message: changed });
      }
      case 'addToBasket': {
        const entry = stored(id);
        entry.session = { ...entry.session, negotiation_status: 'added_to_basket' };
        return ZBasketResponse.parse({
          session: entry.session,
          price_token: 'price.token.signed',
          price: entry.session.deal_price,
          quantity: entry.session.quantity,
          expires_at: '2026-01-01T12:30:00.000Z',
        });
      }
      case 'findPriceTokenDeal': {
        const token = ZPriceTokenDealRequest.parse(body).price_token;
        const live = priceTokens.get(token);
        if (!live) throw new FakeRefusal(422, { errorMessage: 'This price token is not valid.' });
        const { session } = stored(live.sessionId);
        return ZPriceTokenDealResponse.parse({
          session,
          price_token: token,
          price: session.deal_price,
          quantity: session.quantity,
          expires_at: '2026-01-01T12:30:00.000Z',
          retailer_product_id: live.productId,
        });
      }
      default:
        throw new Error(`fake API: no route for ${method} ${path}`);
    }
  }

  const fetch: FetchLike = async (input, init) => {
    const url = new URL(input);
    const headers = new Headers(init.headers);
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const path = url.pathname.slice(API_BASE_PATH.length);
    const idempotencyKey = headers.get('idempotency-key');
    calls.push({
      method,
      path,
      apiKeyParam: url.searchParams.get('api_key'),
      apiKeyHeader: headers.get('x-api-key'),
      idempotencyKey,
      body,
    });
    await Promise.resolve();
    const failure = failures.shift();
    if (failure?.kind === 'network') throw new TypeError('Failed to fetch');
    if (failure?.kind === 'status') {
      return Response.json(failure.body, {
        status: failure.status,
        headers: failure.headers ?? {},
      });
    }
    const replay = idempotencyKey ? answered.get(idempotencyKey) : undefined;
    let answer: unknown;
    try {
      answer = replay ?? route(method, path, body);
    } catch (error) {
      if (error instanceof FakeRefusal) return Response.json(error.body, { status: error.status });
      throw error;
    }
    if (idempotencyKey) answered.set(idempotencyKey, answer);
    if (failure?.kind === 'lost-answer') throw new TypeError('Failed to fetch');
    return Response.json(answer);
  };

  return {
    fetch,
    calls,
    beacons,
    sessions,
    sendBeacon: (url: string, data: Blob) => {
      void data.text().then((text) => beacons.push({ url, body: text }));
      return true;
    },
    /** The next requests fail in these ways, in order. */
    fail: (...next: Failure[]) => void failures.push(...next),
    /** The bot's next answers, in order (else its default lines). */
    botSays: (...turns: BotTurn[]) => void script.push(...turns),
    setDisplay: (next: typeof display) => void (display = next),
    /**
     * A walk-away the store won back: its final offer bought through the e-mailed link, whose Buy
     * now signed a price token for it. Returns the token.
     */
    recoveredDeal: (productId: string, listPrice: number, dealPrice: number) => {
      const id = open(listPrice).session.session_id;
      const entry = stored(id);
      entry.session = {
        ...entry.session,
        negotiation_status: 'added_to_basket',
        summary_status: 'added_to_basket',
        deal_price: dealPrice,
        ended: true,
      };
      const token = `price.token.${id}`;
      priceTokens.set(token, { sessionId: id, productId });
      return token;
    },
    /** A negotiation started elsewhere (the host's server, e.g. POST /bot_test): its id. */
    startedByHost: (price = 100) => open(price).session.session_id,
    /** Each button's display check, one entry per button of the batched calls that carried it. */
    displayChecks: () =>
      calls
        .filter((call) => call.path === widgetRoutes.checkDisplays.path)
        .flatMap((call) =>
          (call.body as { checks: unknown[] }).checks.map((check) => ({ ...call, body: check })),
        ),
    /** The calls to a route: for these path parameters, or for any. */
    callsTo: (route: WidgetRoute, params?: Record<string, string>) =>
      calls.filter(
        (call) =>
          call.method === route.method &&
          (params
            ? call.path === pathOf(route.path, params)
            : match(route.path, call.path) !== null),
      ),
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;
