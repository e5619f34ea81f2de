import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { retailerId } from './owner';

/**
 * Answers to writes sent with an Idempotency-Key, kept 24 hours: a retry with the same key and
 * body gets the stored answer instead of writing again. The row is inserted in the write's own
 * transaction, so a concurrent retry waits on it and a failed write leaves no key behind.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    retailerId: retailerId(),
    key: text('key').notNull(),
    /** Method and route pattern of the first request. */
    route: text('route').notNull(),
    /** SHA-256 of the route, its path parameters and its body. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.retailerId, t.key] }),
    index('idempotency_keys_created').on(t.createdAt),
  ],
);
