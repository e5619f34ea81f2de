import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import type { THandoffDestination } from '@parley/contract';
import { users } from './accounts';
import { createdAt, ownerId, secretHash, timestamptz, uuidKey } from './columns';
import { optionalRetailerId } from './owner';

/**
 * A handoff (POST /auth/handoff): a single-use URL of a page this server renders in a console
 * frame. Opening it spends the token and starts the page's own short session. Both secrets are
 * stored as their SHA-256 only.
 */
export const handoffs = pgTable(
  'handoffs',
  {
    id: uuidKey(),
    tokenHash: secretHash(),
    destination: text('destination').$type<THandoffDestination>().notNull(),
    userId: ownerId('user_id', () => users.id),
    /** Whether the user was an administrator when handed off (the page shows it as such). */
    isAdmin: boolean('is_admin').notNull(),
    /** The retailer the page shows; null is an administrator's view across retailers. */
    retailerId: optionalRetailerId(),
    where: text('where'),
    itemId: text('item_id'),
    /** The console that asked: the only origin that may frame the page and hear from it. */
    consoleOrigin: text('console_origin').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    redeemedAt: timestamptz('redeemed_at'),
    /** The page's session once the URL is opened (an HttpOnly cookie holds the secret). */
    sessionHash: text('session_hash').unique(),
    sessionExpiresAt: timestamptz('session_expires_at'),
    createdAt: createdAt(),
  },
  (t) => [index('handoffs_created').on(t.createdAt)],
);
