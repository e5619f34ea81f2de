import { index, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TApiVersion } from '@parley/contract';
import { createdAt, ownerId, timestamptz, uuidKey } from './columns';
import { retailerId } from './owner';
import { sessions } from './sessions';

/** A negotiated deal that was bought (part 1 §3 Purchase record payload); one per session. */
export const purchases = pgTable(
  'purchases',
  {
    id: uuidKey('purchase_id'),
    retailerId: retailerId(),
    sessionId: ownerId('session_id', () => sessions.id),
    apiVersion: text('api_version').$type<TApiVersion>().notNull(),
    /** The caller's product (or contract) id, as it named it. */
    productId: text('product_id').notNull(),
    orderNumber: text('order_number').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('purchases_session').on(t.sessionId),
    index('purchases_retailer').on(t.retailerId, t.createdAt.desc()),
  ],
);

/**
 * Every sale of the store, negotiated or not, as the store reports it: the uplift test compares
 * shoppers who chatted with those who did not. A report of the same order replaces the last.
 */
export const sales = pgTable(
  'sales',
  {
    id: uuidKey('sale_id'),
    retailerId: retailerId(),
    orderNumber: text('order_number').notNull(),
    total: numeric('total', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    shopperIdHash: text('shopper_id_hash'),
    parleyIds: jsonb('parley_ids').$type<string[]>().notNull().default([]),
    orderedAt: timestamptz('ordered_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sales_retailer_order').on(t.retailerId, t.orderNumber),
    index('sales_retailer_ordered').on(t.retailerId, t.orderedAt.desc()),
  ],
);
