import type { SessionAggregate } from '../aggregate';

/** What every section is made from: the aggregate of the range and of the previous period. */
export interface SectionInput {
  current: SessionAggregate;
  /** Null for all time, and on the reduced dashboard (no change figures). */
  previous: SessionAggregate | null;
  /** The reduced dashboard of a limited-data retailer: no session counts. */
  limited: boolean;
}

/** A session count, hidden on the reduced dashboard. */
export const shown = (input: SectionInput, value: number) => (input.limited ? null : value);
