import type { FastifyReply, FastifyRequest } from 'fastify';
import { sha256 } from '../../lib/secrets';
import { storeOwnOrigins, type WidgetStore } from './store';

/** The page that asked: its Origin, or the origin of its Referer (a script tag sends only that). */
function pageOriginOf(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== 'null') return origin;
  const referer = request.headers.referer;
  if (typeof referer !== 'string') return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/**
 * The store's theme integration code (written by an administrator in the console), for a page of
 * that store only: keys are public, so another site using this store's key (the demo shop on this
 * server's own origin, say) gets an empty script, the same as a store without code, so the answer
 * tells nothing and the widget, which asks on every page, logs no error.
 */
export function integrationCodeFor(store: WidgetStore, request: FastifyRequest): string {
  const page = pageOriginOf(request);
  if (!page || !storeOwnOrigins(store).has(page)) return '';
  return store.retailer.customCode ?? '';
}

/**
 * The integration code is kept 5 minutes by the shopper's browser (an administrator's edit
 * reaches shoppers within that), then asked again with its ETag: a 304 when it did not change.
 * Private, and varying with the page's origin, because the answer depends on which page asks.
 */
const INTEGRATION_CACHE = 'private, max-age=300';

/** Sends the store's integration code for the page that asked (see integrationCodeFor). */
export function sendIntegrationCode(
  store: WidgetStore,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const code = integrationCodeFor(store, request);
  const etag = `"${sha256(code).slice(0, 16)}"`;
  void reply.type('text/javascript; charset=utf-8').headers({
    'cache-control': INTEGRATION_CACHE,
    etag,
    vary: 'Origin, Referer',
    'cross-origin-resource-policy': 'cross-origin',
  });
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.send(code);
}
