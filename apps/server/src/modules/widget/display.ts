import type { TWidgetDisplayRequest, TWidgetDisplayResponse } from '@parley/contract';
import { presentWidgetTheme, themeForStore } from '../themes';
import { planRefusal } from './billing';
import type { WidgetCall } from './request-context';
import { choosePageRule } from './rule-choice';
import { languageFor } from './lib/language';
import { CONTROL_COHORT_REASON, inUpliftControl, noteUpliftVisitor } from './uplift';
import type { WidgetDeps } from './transaction';

/**
 * Should the Negotiate button show on this page for this shopper, and how it looks. A spent or
 * inactive plan, or no rule that applies, hides it; `reason` says why, for the store's developer.
 * The look is the theme that applies to the store in the shopper's language (kept with the
 * cached store; the defaults when none does), merged over the defaults.
 */
export async function checkDisplay(
  deps: WidgetDeps,
  call: WidgetCall,
  request: TWidgetDisplayRequest,
): Promise<TWidgetDisplayResponse> {
  const now = deps.clock.now();
  const { store } = call;
  const language = languageFor(store, request.context.language);
  const shown = {
    ...presentWidgetTheme(deps.config, themeForStore(store.themes, store.retailer.id, language)),
    language,
    currency: request.currency,
  };
  await noteUpliftVisitor(deps.db, call.store, request.context.shopper_id, now);
  if (inUpliftControl(call.store, request.context.shopper_id)) {
    return { show: false, reason: CONTROL_COHORT_REASON, ...shown };
  }
  const refusal = await planRefusal(deps.db, call.store);
  if (refusal) return { show: false, reason: refusal, ...shown };
  const page = {
    product: request.page_type === 'product' ? (request.product ?? null) : null,
    cart: request.page_type === 'cart' ? (request.cart ?? null) : null,
    context: request.context,
  };
  const choice = await choosePageRule(deps.db, call.store, page, now);
  return choice.ok ? { show: true, ...shown } : { show: false, reason: choice.reason, ...shown };
}
