import type { TPlanCap } from '@parley/contract';
import type { Executor } from '../../db/client';
import { findCapReached } from '../billing';
import type { WidgetStore } from './store';

const CAP_REASONS: Record<TPlanCap, string> = {
  parley_cap_reached: 'The store’s plan has no negotiations left this billing cycle.',
  usage_cap_reached: 'The store’s plan has reached its spending limit this billing cycle.',
};

/**
 * Why the store's plan lets it start no negotiation now, or null (part 2 §4 Billing): a plan that
 * is not active, or a cap of its cycle reached (the negotiations allowed, or the spending limit on
 * usage fees), leaves the store unavailable until the next cycle or an upgrade. Only the display
 * check and the start ask: a negotiation in progress finishes. One statement at most, none for a
 * plan that can reach no cap.
 */
export async function planRefusal(db: Executor, store: WidgetStore) {
  const { scheme, plan } = store;
  if (!scheme || !plan || scheme.status !== 'active') return 'The store’s plan is not active.';
  const cap = await findCapReached(db, scheme, plan);
  return cap ? CAP_REASONS[cap] : null;
}
