import { index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { retailerId } from './owner';
import { sessions } from './sessions';

/**
 * The e-mailed link of an accepted or countered recoverable offer (part 1 §4 Recovery): one per
 * session, kept as the hash of its token. It sells at `price` once, until `expiresAt`.
 */
export const recoveryLinks = pgTable(
  'recovery_links',
  {
    id: uuid('recovery_link_id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .unique()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    retailerId: retailerId(),
    tokenHash: text('token_hash').notNull().unique(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_links_retailer').on(t.retailerId)],
);
