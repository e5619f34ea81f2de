import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  WIDGET_API_KEY_HEADER,
  WIDGET_API_KEY_PARAM,
} from '@parley/contract';
import type { Deps } from '../../deps';
import type { LimitCheck } from '../../infra/limits';
import { BadRequestError, TooManyRequestsError, UnauthenticatedError } from '../../errors';
import { sha256 } from '../../lib/secrets';
import type { IdempotencyClaim } from './idempotency';
import { StoreCache } from './store-cache';
import { findStoreByApiKey, findStoreBySecretKey, storeOrigins, type WidgetStore } from './store';

/** What a widget call carries besides its body: whose store it is, and its idempotency key. */
export interface WidgetCall {
  store: WidgetStore;
  idempotency: IdempotencyClaim | null;
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,128}$/;
const ALLOWED_HEADERS = ['content-type', WIDGET_API_KEY_HEADER, IDEMPOTENCY_KEY_HEADER].join(', ');
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** A repeated header or parameter arrives as an array: that is no key at all. */
const firstString = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The key as sent: the header, the query parameter, or (sendBeacon) the body; all must agree. */
function apiKeyOf(request: FastifyRequest, withBody: boolean): string | null {
  const query = request.query as Record<string, unknown> | undefined;
  const body = withBody ? (request.body as Record<string, unknown> | undefined) : undefined;
  const sent = [
    firstString(request.headers[WIDGET_API_KEY_HEADER]),
    firstString(query?.[WIDGET_API_KEY_PARAM]),
    body && typeof body === 'object' ? firstString(body[WIDGET_API_KEY_PARAM]) : undefined,
  ].filter((key): key is string => Boolean(key));
  if (new Set(sent).size > 1) throw new BadRequestError('The API key was sent twice, differently.');
  return sent[0] ?? null;
}

/**
 * The widget API's request plumbing, shared by its routes: CORS for the key's store origins,
 * token-bucket limits per key and per client address, and the store and idempotency claim
 * each handler receives.
 */
export function widgetRequests(deps: Pick<Deps, 'db' | 'clock' | 'config' | 'limits'>) {
  const { rateLimitPerKey, rateLimitPerAddress } = deps.config.widget;
  const byAddress = (address: string): LimitCheck => ({
    bucket: 'widget-address',
    id: address,
    perMinute: rateLimitPerAddress,
  });
  const byKey = (key: string): LimitCheck => ({
    bucket: 'widget-key',
    id: key,
    perMinute: rateLimitPerKey,
  });
  const stores = new WeakMap<FastifyRequest, Promise<WidgetStore | null>>();
  const storesByKey = new StoreCache(deps.config.widget.storeCacheSeconds * 1000);
  const calls = new WeakMap<FastifyRequest, WidgetCall>();

  /** One lookup per request, however many steps ask. */
  function storeOf(request: FastifyRequest, key: string) {
    let found = stores.get(request);
    if (!found) {
      found = storesByKey.get(key, deps.clock.now().getTime(), () =>
        findStoreByApiKey(deps.db, key),
      );
      stores.set(request, found);
    }
    return found;
  }

  /**
   * The request's Origin when the key's store allows it. `cachedOnly` answers from the store
   * cache alone (null when it knows nothing): for a refusal, which must cost no query.
   */
  async function allowedOrigin(request: FastifyRequest, cachedOnly = false) {
    const origin = request.headers.origin;
    const key = apiKeyOf(request, false);
    if (!origin || !key) return null;
    const store = cachedOnly
      ? await storesByKey.peek(key, deps.clock.now().getTime())
      : await storeOf(request, key);
    return store && storeOrigins(store, deps.config).has(origin) ? origin : null;
  }

  function allowOrigin(reply: FastifyReply, origin: string | null) {
    if (!origin) return;
    void reply.header('access-control-allow-origin', origin);
    void reply.header('access-control-expose-headers', 'Retry-After');
  }

  async function limit(...checks: LimitCheck[]) {
    const taken = await deps.limits.take(checks, deps.clock.now().getTime());
    if (!taken.ok) throw new TooManyRequestsError(taken.retryAfterSeconds);
  }

  return {
    /**
     * onRequest: the address's limit before any database work, so that a flood of made-up keys
     * from one address is refused without a query (it took every pooled connection while the
     * store was read before the limit). Then CORS headers, so that a refusal (a 429 and its
     * Retry-After) can be read by the store's page (for the address's refusal when the store
     * is cached), then the key's limit.
     */
    admit: async (request: FastifyRequest, reply: FastifyReply) => {
      void reply.header('vary', 'Origin');
      try {
        await limit(byAddress(request.ip));
      } catch (refusal) {
        // A malformed key does not turn the 429 into a 400.
        allowOrigin(reply, await allowedOrigin(request, true).catch(() => null));
        throw refusal;
      }
      allowOrigin(reply, await allowedOrigin(request));
      const key = apiKeyOf(request, false);
      if (key && request.method !== 'OPTIONS') await limit(byKey(key));
    },

    /** The preflight: allowed for the key's store origins only; others get no CORS headers. */
    preflight: async (request: FastifyRequest, reply: FastifyReply) => {
      if (!(await allowedOrigin(request))) {
        return reply.status(403).send({ errorMessage: 'This origin may not use this API key.' });
      }
      return reply
        .status(204)
        .header('access-control-allow-methods', 'GET, POST')
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS))
        .send();
    },

    /** preHandler: the key's store (401 without one) and the write's idempotency claim. */
    identify: async (request: FastifyRequest) => {
      const key = apiKeyOf(request, true);
      if (!key) throw new UnauthenticatedError('An API key is required.');
      const store = await storeOf(request, key);
      if (!store) throw new UnauthenticatedError('Unknown API key.');
      calls.set(request, { store, idempotency: idempotencyClaim(request) });
    },

    /** preHandler of server-to-server calls: the store of the secret key in Authorization. */
    identifyBySecret: async (request: FastifyRequest) => {
      await limit(byAddress(request.ip));
      const header = request.headers.authorization;
      const secret = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
      if (!secret) throw new UnauthenticatedError('The store’s secret key is required.');
      const store = await findStoreBySecretKey(deps.db, secret);
      if (!store) throw new UnauthenticatedError('Unknown secret key.');
      calls.set(request, { store, idempotency: idempotencyClaim(request) });
    },

    /**
     * preHandler of a call that asks for several buttons at once (checkDisplays): each check
     * past the first (admit took the request's own) costs the key and the address a request, so
     * batching changes no limit. Runs after the body is parsed, so the count is bounded.
     */
    chargeEachCheck: async (request: FastifyRequest) => {
      const body = request.body as { checks?: unknown[] } | undefined;
      const extra = Math.max(0, (body?.checks?.length ?? 1) - 1);
      const key = apiKeyOf(request, false);
      if (extra === 0 || !key) return;
      const checks = Array.from({ length: extra }, () => [byAddress(request.ip), byKey(key)]);
      await limit(...checks.flat());
    },

    /** The call `identify` recognised; a route without that hook has none. */
    callOf: (request: FastifyRequest): WidgetCall => {
      const call = calls.get(request);
      if (!call) throw new Error('widget route registered without its identify hook');
      return call;
    },
  };
}

export type WidgetRequests = ReturnType<typeof widgetRequests>;

function idempotencyClaim(request: FastifyRequest): IdempotencyClaim | null {
  if (request.method !== 'POST') return null;
  const key = firstString(request.headers[IDEMPOTENCY_KEY_HEADER]);
  if (key === undefined) return null;
  if (!IDEMPOTENCY_KEY.test(key)) {
    throw new BadRequestError('Idempotency-Key must be 8 to 128 visible characters.');
  }
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const requestHash = sha256(
    JSON.stringify({ route, params: request.params ?? null, body: request.body ?? null }),
  );
  return { key, route, requestHash };
}
