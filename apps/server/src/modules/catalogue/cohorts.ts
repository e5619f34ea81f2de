import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cohorts } from '../../db/schema';

const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

/** A retailer's cohort as the widget matches shoppers to it and a session names it. */
export interface CohortEntry {
  id: string;
  name: string;
}

/** Every cohort of the retailer, by name: few per store, so the widget's store keeps them all. */
export function listStoreCohorts(db: Executor, retailerId: string): Promise<CohortEntry[]> {
  return db
    .select({ id: cohorts.id, name: cohorts.name })
    .from(cohorts)
    .where(eq(cohorts.retailerId, retailerId))
    .orderBy(asc(cohorts.name), asc(cohorts.id));
}

/**
 * The retailer's cohorts among `ids`, by name. Ids kept on sessions whose cohort was deleted since
 * (or that an early caller sent unmatched) are left out, as there is no name to show for them.
 */
export function findCohortsByIds(
  db: Executor,
  retailerId: string,
  ids: readonly string[],
): Promise<CohortEntry[]> {
  // Stored ids were not all checked before (cohort_id was kept as sent): only uuids are compared.
  const uuids = ids.filter((id) => UUID.test(id));
  if (uuids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: cohorts.id, name: cohorts.name })
    .from(cohorts)
    .where(and(eq(cohorts.retailerId, retailerId), inArray(cohorts.id, uuids)))
    .orderBy(asc(cohorts.name), asc(cohorts.id));
}
