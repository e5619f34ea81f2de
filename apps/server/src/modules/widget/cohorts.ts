import type { TShopperContext } from '@parley/contract';
import type { WidgetStore } from './store';

const keyOf = (text: string) => text.trim().toLowerCase();

/**
 * The store's cohorts the page says its shopper is in: each declared string (`cohorts`, and the
 * older single `cohort_id`) names one by its id or its name, case and outer spaces aside. Strings
 * naming no cohort are ignored, as a Shopify customer's tags name many things besides cohorts. A
 * store without the user_cohorts feature has no cohorts in its cached store, so nothing matches.
 */
export function matchCohorts(
  store: Pick<WidgetStore, 'cohorts'>,
  context: Pick<Partial<TShopperContext>, 'cohorts' | 'cohort_id'>,
): string[] {
  const declared = new Set(
    [...(context.cohorts ?? []), context.cohort_id ?? ''].map(keyOf).filter(Boolean),
  );
  if (declared.size === 0) return [];
  return store.cohorts
    .filter((cohort) => declared.has(cohort.id.toLowerCase()) || declared.has(keyOf(cohort.name)))
    .map((cohort) => cohort.id);
}
