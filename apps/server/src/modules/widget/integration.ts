import type { FastifyRequest } from 'fastify';
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
