import { index, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { createdAt, money, secretHash, singleUse, uuidKey } from './columns';
import { retailerId } from './owner';
import { sessions } from './sessions';

/**
 * The e-mailed link of an accepted or countered recoverable offer (part 1 §4 Recovery): one per
 * session, kept as the hash of its token. It sells at `price` once, until `expiresAt`.
 */
export const recoveryLinks = pgTable(
  'recovery_links',
  {
    id: uuidKey('recovery_link_id'),
    sessionId: uuid('session_id')
      .notNull()
      .unique()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    retailerId: retailerId(),
    tokenHash: secretHash(),
    price: money('price').notNull(),
    quantity: integer('quantity').notNull(),
    ...singleUse(),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_links_retailer').on(t.retailerId)],
);
