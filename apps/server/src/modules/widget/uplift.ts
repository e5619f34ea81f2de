import type { Executor } from '../../db/client';
import { recordUpliftVisitor, upliftCohortOf } from '../uplift';
import { writeOncePerProcess } from './lib/once';
import { shopperIdHash } from './lib/shopper';
import type { WidgetStore } from './store';

/** Why the button is hidden, for the store's developer (never shown to shoppers). */
export const CONTROL_COHORT_REASON = 'This shopper is in the control cohort of an uplift test.';

/**
 * Whether the store runs an uplift test and this shopper is in its control cohort: they are never
 * offered a negotiation. Read from the cached store, so it costs no query.
 */
export function inUpliftControl(store: WidgetStore, shopperId: string): boolean {
  const test = store.uplift;
  if (!test) return false;
  const hash = shopperIdHash(store.retailer.id, shopperId);
  return upliftCohortOf(hash, test.controlCohortPercentage) === 'control';
}

/**
 * Counts the shopper in the running test's cohort (the uplift figures' denominator), once per
 * test: the database ignores repeats, and this process skips the ones it already wrote, so a
 * shopper's later pages cost no write.
 */
export async function noteUpliftVisitor(
  db: Executor,
  store: WidgetStore,
  shopperId: string,
  now: Date,
) {
  const test = store.uplift;
  if (!test) return;
  const hash = shopperIdHash(store.retailer.id, shopperId);
  await writeOncePerProcess(`uplift:${test.id}:${hash}`, () =>
    recordUpliftVisitor(db, { retailerId: store.retailer.id, test, shopperIdHash: hash, now }),
  );
}
