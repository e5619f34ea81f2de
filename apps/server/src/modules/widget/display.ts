import {
  THEME_DEFAULTS,
  type TWidgetDisplayRequest,
  type TWidgetDisplayResponse,
} from '@parley/contract';
import { planRefusal } from './billing';
import type { WidgetCall } from './request-context';
import { choosePageRule } from './rule-choice';
import { languageFor } from './lib/language';
import { mergeTheme } from './theme';
import { CONTROL_COHORT_REASON, inUpliftControl, noteUpliftVisitor } from './uplift';
import type { WidgetDeps } from './transaction';

/**
 * Should the Negotiate button show on this page for this shopper, and how it looks. A spent or
 * inactive plan, or no rule that applies, hides it; `reason` says why, for the store's developer.
 * Themes are saved by the console's theme editor (issue 7); until one exists every store shows
 * the defaults.
 */
export async function checkDisplay(
  deps: WidgetDeps,
  call: WidgetCall,
  request: TWidgetDisplayRequest,
): Promise<TWidgetDisplayResponse> {
  const now = deps.clock.now();
  const shown = {
    theme: mergeTheme(THEME_DEFAULTS, null),
    language: languageFor(call.store, request.context.language),
    currency: request.currency,
  };
  await noteUpliftVisitor(deps.db, call.store, request.context.shopper_id, now);
  if (inUpliftControl(call.store, request.context.shopper_id)) {
    return { show: false, reason: CONTROL_COHORT_REASON, ...shown };
  }
  const refusal = await planRefusal(deps.db, call.store, now);
  if (refusal) return { show: false, reason: refusal, ...shown };
  const page = {
    product: request.page_type === 'product' ? (request.product ?? null) : null,
    cart: request.page_type === 'cart' ? (request.cart ?? null) : null,
    context: request.context,
  };
  const choice = await choosePageRule(deps.db, call.store, page, now);
  return choice.ok ? { show: true, ...shown } : { show: false, reason: choice.reason, ...shown };
}
