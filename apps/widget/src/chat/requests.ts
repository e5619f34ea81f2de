import type { TStartSessionRequest, TWidgetDisplayRequest } from '@parley/contract';
import type { PageSubject, PageTarget } from '../page/target';
import { contextOf } from '../shopper/context';
import type { WidgetEnvironment } from './environment';

const what = (subject: PageSubject) =>
  subject.kind === 'product' ? { product: subject.product } : { cart: subject.cart };

/** What both requests say: the button's product or basket, its currency and the shopper. */
function aboutSubject(target: PageTarget, env: WidgetEnvironment) {
  const subject = target.subject();
  if (!subject) return null;
  return {
    kind: subject.kind,
    ...what(subject),
    currency: target.currency,
    context: contextOf(env.shopper, env.behaviour),
  };
}

/** The display check for this button, with the shopper's behaviour so far. */
export function displayRequest(
  target: PageTarget,
  env: WidgetEnvironment,
): TWidgetDisplayRequest | null {
  const about = aboutSubject(target, env);
  if (!about) return null;
  const { kind, ...rest } = about;
  return { page_type: kind, ...rest };
}

/** A v1 negotiation of this button's product or basket. */
export function startRequest(
  target: PageTarget,
  env: WidgetEnvironment,
): TStartSessionRequest | null {
  const about = aboutSubject(target, env);
  if (!about) return null;
  const { kind, ...rest } = about;
  return { apiVersion: 'v1', negotiationType: kind, ...rest };
}
