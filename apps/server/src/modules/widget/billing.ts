import type { Executor } from '../../db/client';
import { countSessionsSince } from './repository';
import type { WidgetStore } from './store';

const CYCLE_MS = 30 * 24 * 3600 * 1000;

/**
 * Why the store's plan lets it start no negotiation now, or null (part 2 §4 Billing): a plan that
 * is not active, or one whose cycle allowance is used up, leaves the store unavailable until the
 * next cycle or an upgrade. A cycle without a recorded start counts the last 30 days.
 */
export async function planRefusal(db: Executor, store: WidgetStore, now: Date) {
  const { scheme, plan } = store;
  if (!scheme || !plan || scheme.status !== 'active') return 'The store’s plan is not active.';
  if (plan.billingCycleMaxParleys === null) return null;
  const since = scheme.billingCycleStartedAt ?? new Date(now.getTime() - CYCLE_MS);
  const used = await countSessionsSince(db, store.retailer.id, since);
  return used >= plan.billingCycleMaxParleys
    ? 'The store’s plan has no negotiations left this billing cycle.'
    : null;
}
