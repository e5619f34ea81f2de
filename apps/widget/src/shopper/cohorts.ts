/** As many as the contract takes, each as long as it takes (SHOPPER_COHORTS_MAX, COHORT_REF_MAX). */
const MAX_COHORTS = 20;
const MAX_LENGTH = 64;

/** The attribute a store's page declares its shopper's cohorts with, on the script or a placeholder. */
export const COHORTS_ATTRIBUTE = 'data-parley-cohorts';

/**
 * The shopper's cohorts from everything the page says (the attribute's comma-separated lists,
 * `parleyConfig.cohorts`, a link's cohort): trimmed, once each, only what the API accepts. The
 * server matches them to the store's cohorts by id or name and ignores the rest, so a Shopify
 * customer's tags can be passed as they are.
 */
export function cohortsOf(sources: readonly unknown[]): string[] {
  const found = new Map<string, string>();
  for (const source of sources) {
    const values: readonly unknown[] = Array.isArray(source) ? source : [source];
    for (const value of values) {
      if (typeof value !== 'string') continue;
      for (const part of value.split(',')) {
        const cohort = part.trim();
        const key = cohort.toLowerCase();
        if (cohort && cohort.length <= MAX_LENGTH && !found.has(key)) found.set(key, cohort);
      }
    }
  }
  return [...found.values()].slice(0, MAX_COHORTS);
}

/** Every `data-parley-cohorts` on the page now: the widget's script tag and placeholders. */
export const declaredCohorts = (doc: Document) =>
  [...doc.querySelectorAll(`[${COHORTS_ATTRIBUTE}]`)].map(
    (element) => element.getAttribute(COHORTS_ATTRIBUTE) ?? '',
  );
