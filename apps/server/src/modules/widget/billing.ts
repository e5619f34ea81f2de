import type { Executor } from '../../db/client';
import { billingCycleStart } from '../plans';
import { countSessionsSince } from './repository';
import type { WidgetStore } from './store';

/**
 * Why the store's plan lets it start no negotiation now, or null (part 2 §4 Billing): a plan that
 * is not active, or one whose cycle allowance is used up, leaves the store unavailable until the
 * next cycle or an upgrade.
 */
export async function planRefusal(db: Executor, store: WidgetStore, now: Date) {
  const { scheme, plan } = store;
  if (!scheme || !plan || scheme.status !== 'active') return 'The store’s plan is not active.';
  if (plan.billingCycleMaxParleys === null) return null;
  const used = await countSessionsSince(db, store.retailer.id, billingCycleStart(scheme, now));
  return used >= plan.billingCycleMaxParleys
    ? 'The store’s plan has no negotiations left this billing cycle.'
    : null;
}
