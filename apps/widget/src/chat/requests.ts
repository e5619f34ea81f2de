import type { TStartSessionRequest, TWidgetDisplayRequest } from '@parley/contract';
import type { PageSubject, PageTarget } from '../page/target';
import { contextOf } from '../shopper/context';
import type { WidgetEnvironment } from './environment';

const what = (subject: PageSubject) =>
  subject.kind === 'product' ? { product: subject.product } : { cart: subject.cart };

/** The display check for this button, with the shopper's behaviour so far. */
export function displayRequest(
  target: PageTarget,
  env: WidgetEnvironment,
): TWidgetDisplayRequest | null {
  const subject = target.subject();
  if (!subject) return null;
  return {
    page_type: subject.kind,
    ...what(subject),
    currency: target.currency,
    context: contextOf(env.shopper, env.behaviour),
  };
}

/** A v1 negotiation of this button's product or basket. */
export function startRequest(
  target: PageTarget,
  env: WidgetEnvironment,
): TStartSessionRequest | null {
  const subject = target.subject();
  if (!subject) return null;
  return {
    apiVersion: 'v1',
    negotiationType: subject.kind,
    ...what(subject),
    currency: target.currency,
    context: contextOf(env.shopper, env.behaviour),
  };
}
