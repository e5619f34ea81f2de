import { sql } from 'drizzle-orm';
import { index, integer, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, timestamptz } from './columns';
import { retailerId } from './owner';

/**
 * A retailer's uplift A/B tests (part 1 §3 Uplift test): while one runs, control_cohort_percentage
 * of the store's shoppers are never offered a negotiation, so that their sales can be compared
 * with everyone else's. Terminated tests stay, with who started and ended them.
 */
export const upliftTests = pgTable(
  'uplift_tests',
  {
    id: uuid('uplift_test_id').primaryKey().defaultRandom(),
    retailerId: retailerId(),
    controlCohortPercentage: integer('control_cohort_percentage').notNull(),
    startedAt: timestamptz('started_at').notNull(),
    startedByUserId: uuid('started_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    endedAt: timestamptz('ended_at'),
    endedByUserId: uuid('ended_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('uplift_tests_one_running')
      .on(t.retailerId)
      .where(sql`${t.endedAt} is null`),
    index('uplift_tests_retailer').on(t.retailerId, t.startedAt.desc()),
  ],
);
