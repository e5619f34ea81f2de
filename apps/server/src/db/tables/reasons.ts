import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import type { TRetailerFeature } from '@parley/contract';
import { users } from './accounts';
import { timestamps, timestamptz, uuidKey, weakRef } from './columns';
import { optionalRetailerId, retailerId } from './owner';

/**
 * Reasons (part 2 §3 Reason): short, true statements the bot may quote when it holds its price. A
 * retailer's own reasons are also its brand statements (Store Settings); a reason of no retailer
 * is global, kept by administrators. The text is plain text (HTML is removed before it is
 * stored). Deleted reasons are kept, out of every list, with their deletion time.
 */
export const reasons = pgTable(
  'reasons',
  {
    id: uuidKey(),
    /** Null: a global reason. */
    retailerId: optionalRetailerId(),
    reasonText: text('reason_text').notNull(),
    active: boolean('active').notNull().default(false),
    deletedAt: timestamptz('deleted_at'),
    ...timestamps(),
  },
  (t) => [
    index('reasons_live_retailer')
      .on(t.retailerId)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * Every switch of a retailer feature by an administrator (part 1 §3): one row per feature turned
 * on or off, newest read first on the Retailer detail.
 */
export const retailerFeatureChanges = pgTable(
  'retailer_feature_changes',
  {
    id: uuidKey(),
    retailerId: retailerId(),
    feature: text('feature').$type<TRetailerFeature>().notNull(),
    enabled: boolean('enabled').notNull(),
    /** The administrator; null once their account is gone. */
    changedBy: weakRef('changed_by', () => users.id),
    changedAt: timestamptz('changed_at').notNull().defaultNow(),
  },
  (t) => [index('retailer_feature_changes_retailer').on(t.retailerId, t.changedAt.desc())],
);
