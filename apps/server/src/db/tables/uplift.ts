import { sql } from 'drizzle-orm';
import { index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, timestamptz, uuidKey, weakRef } from './columns';
import { retailerId } from './owner';

/**
 * A retailer's uplift A/B tests (part 1 §3 Uplift test): while one runs, control_cohort_percentage
 * of the store's shoppers are never offered a negotiation, so that their sales can be compared
 * with everyone else's. Terminated tests stay, with who started and ended them.
 */
export const upliftTests = pgTable(
  'uplift_tests',
  {
    id: uuidKey('uplift_test_id'),
    retailerId: retailerId(),
    controlCohortPercentage: integer('control_cohort_percentage').notNull(),
    startedAt: timestamptz('started_at').notNull(),
    startedByUserId: weakRef('started_by_user_id', () => users.id),
    endedAt: timestamptz('ended_at'),
    endedByUserId: weakRef('ended_by_user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('uplift_tests_one_running')
      .on(t.retailerId)
      .where(sql`${t.endedAt} is null`),
    index('uplift_tests_retailer').on(t.retailerId, t.startedAt.desc()),
  ],
);
