import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { TUpliftCohort } from '@parley/contract';
import { ownerId, timestamptz } from './columns';
import { retailerId } from './owner';
import { upliftTests } from './uplift';

/**
 * The shoppers an uplift test saw, once each, with the cohort they were put in: the denominator
 * of each cohort's conversion (part 1 §3 Uplift test). The control cohort is never offered a
 * negotiation, so no session records them; this does, for both cohorts alike.
 */
export const upliftVisitors = pgTable(
  'uplift_visitors',
  {
    upliftTestId: ownerId('uplift_test_id', () => upliftTests.id),
    retailerId: retailerId(),
    /** The store's hash of the shopper's id, as on sessions and sales. */
    shopperIdHash: text('shopper_id_hash').notNull(),
    cohort: text('cohort').$type<TUpliftCohort>().notNull(),
    firstSeenAt: timestamptz('first_seen_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.upliftTestId, t.shopperIdHash] }),
    index('uplift_visitors_test_cohort').on(t.upliftTestId, t.cohort),
  ],
);
