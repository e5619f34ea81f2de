import type {
  TWidgetDisplayChecksRequest,
  TWidgetDisplayChecksResponse,
  TWidgetDisplayRequest,
  TWidgetDisplayResponse,
} from '@parley/contract';
import type { StoreCohort } from '../experiments';
import { presentWidgetTheme } from '../themes';
import { planRefusal } from './billing';
import {
  EXPERIMENT_OFF_REASON,
  experimentPlaceOf,
  lookFor,
  noteExperimentVisitor,
  overridesFor,
} from './experiment';
import type { WidgetCall } from './request-context';
import { choosePageRule } from './rule-choice';
import { languageFor } from './lib/language';
import { CONTROL_COHORT_REASON, inUpliftControl, noteUpliftVisitor } from './uplift';
import type { WidgetDeps } from './transaction';

/**
 * Should the Negotiate button show on this page for this shopper, and how it looks. A spent or
 * inactive plan, no rule that applies, or an experiment cohort without negotiation hides it;
 * `reason` says why, for the store's developer. The look is the theme that applies to the store
 * in the shopper's language (kept with the cached store; the defaults when none does), or the
 * shopper's experiment cohort's where it applies to the rule, merged over the defaults.
 */
export async function checkDisplay(
  deps: WidgetDeps,
  call: WidgetCall,
  request: TWidgetDisplayRequest,
  storeRefusal: () => Promise<string | null> = () => planRefusal(deps.db, call.store),
): Promise<TWidgetDisplayResponse> {
  const now = deps.clock.now();
  const { store } = call;
  const shopperId = request.context.shopper_id;
  const language = languageFor(store, request.context.language);
  const shown = (cohort: StoreCohort | null) => ({
    ...presentWidgetTheme(deps.config, lookFor(store, cohort, language)),
    language,
    currency: request.currency,
  });
  const place = experimentPlaceOf(store, shopperId);
  await noteUpliftVisitor(deps.db, store, shopperId, now);
  await noteExperimentVisitor(deps.db, store, place, shopperId, now);
  if (inUpliftControl(store, shopperId)) {
    return { show: false, reason: CONTROL_COHORT_REASON, ...shown(null) };
  }
  const refusal = await storeRefusal();
  if (refusal) return { show: false, reason: refusal, ...shown(null) };
  const page = {
    product: request.page_type === 'product' ? (request.product ?? null) : null,
    cart: request.page_type === 'cart' ? (request.cart ?? null) : null,
    context: request.context,
  };
  const choice = await choosePageRule(deps.db, store, page, now);
  if (!choice.ok) return { show: false, reason: choice.reason, ...shown(null) };
  const cohort = overridesFor(place, choice.rule);
  return cohort?.parleyOverride === 'disable'
    ? { show: false, reason: EXPERIMENT_OFF_REASON, ...shown(cohort) }
    : { show: true, ...shown(cohort) };
}

/**
 * The display check of every button of a page, answered in the order asked. One after the
 * other, not all at once: a page's buttons then take one pooled connection, as one button did.
 * The store's plan is the same for all of them: its cap is counted once, when a check needs it.
 */
export async function checkDisplays(
  deps: WidgetDeps,
  call: WidgetCall,
  request: TWidgetDisplayChecksRequest,
): Promise<TWidgetDisplayChecksResponse> {
  let refusal: Promise<string | null> | undefined;
  const storeRefusal = () => (refusal ??= planRefusal(deps.db, call.store));
  const checks: TWidgetDisplayResponse[] = [];
  for (const check of request.checks) {
    checks.push(await checkDisplay(deps, call, check, storeRefusal));
  }
  return { checks };
}
