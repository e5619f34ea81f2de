import type { TStartSessionRequest, TWidgetDisplayRequest } from '@parley/contract';
import type { PageSubject, PageTarget } from '../page/target';
import { contextOf } from '../shopper/context';
import type { WidgetEnvironment } from './environment';

const what = (subject: PageSubject) =>
  subject.kind === 'product' ? { product: subject.product } : { cart: subject.cart };

/**
 * What both requests say (the button's product or basket, its currency and the shopper), shaped
 * by `request` with the kind of page; null when the button has nothing to negotiate.
 */
function aboutSubject<R>(
  target: PageTarget,
  env: WidgetEnvironment,
  request: (kind: PageSubject['kind']) => R,
) {
  const subject = target.subject();
  if (!subject) return null;
  return {
    ...request(subject.kind),
    ...what(subject),
    currency: target.currency,
    context: contextOf(env.shopper, env.behaviour),
  };
}

/** The display check for this button, with the shopper's behaviour so far. */
export const displayRequest = (
  target: PageTarget,
  env: WidgetEnvironment,
): TWidgetDisplayRequest | null => aboutSubject(target, env, (kind) => ({ page_type: kind }));

/** A v1 negotiation of this button's product or basket. */
export const startRequest = (
  target: PageTarget,
  env: WidgetEnvironment,
): TStartSessionRequest | null =>
  aboutSubject(target, env, (kind) => ({ apiVersion: 'v1' as const, negotiationType: kind }));
