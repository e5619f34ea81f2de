import { percentileOf } from '@parley/engine';

/** What assignment needs of a cohort: its share of the experiment's shoppers, in percent. */
export interface AssignableCohort {
  id: string;
  percentage: number;
}

/**
 * The cohort a shopper falls in, or null for the control (the rest of 100 %). The place is a
 * hash of the shopper's id and the experiment's (engine: random/hash.ts), so it is the same on
 * every visit and every server process, independent between experiments, and needs no write.
 * Cohorts take consecutive slices of [0, 100) in their order.
 */
export function assignCohort<C extends AssignableCohort>(
  experimentId: string,
  shopperId: string,
  cohorts: readonly C[],
): C | null {
  const place = percentileOf(`${shopperId}:${experimentId}`);
  let upper = 0;
  for (const cohort of cohorts) {
    upper += cohort.percentage;
    if (place < upper) return cohort;
  }
  return null;
}
