import { index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TBillingEventType } from '@parley/contract';
import { billingSchemes } from './accounts';
import { createdAt, linkKeys, ownerId, timestamptz, uuidKey } from './columns';
import { retailerId } from './owner';
import { sessions } from './sessions';

/** An amount of money, exact: read as the decimal text PostgreSQL gives ("1234.50"). */
const amount = (name: string) => numeric(name, { precision: 12, scale: 2 });

/**
 * One charge of an ended billing cycle (part 2 §3 Billing event): the cycle's subscription fee,
 * or its usage fee on the negotiated sales, capped by the scheme's spending limit. The unique key
 * on (scheme, cycle, type) is what makes closing a cycle exactly-once: a second closer, or a
 * re-run after a crash, inserts nothing.
 */
export const billingEvents = pgTable(
  'billing_events',
  {
    id: uuidKey(),
    retailerId: retailerId(),
    billingSchemeId: ownerId('billing_scheme_id', () => billingSchemes.id),
    eventType: text('event_type').$type<TBillingEventType>().notNull(),
    description: text('description').notNull(),
    currency: text('currency').notNull(),
    /** What is charged: the fee after the cycle's spending limit. */
    amount: amount('amount').notNull(),
    /** The fee before the spending limit. */
    originalAmount: amount('original_amount').notNull(),
    totalSalesAmount: numeric('total_sales_amount', { precision: 14, scale: 2 }).notNull(),
    totalNumberOfSales: integer('total_number_of_sales').notNull(),
    cycleStartedAt: timestamptz('cycle_started_at').notNull(),
    /** The cycle's end (exclusive): the charge's reference date. */
    cycleEndedAt: timestamptz('cycle_ended_at').notNull(),
    billedAt: timestamptz('billed_at'),
    /** The provider's record of the charge (a Shopify usage record or subscription id). */
    providerReference: text('provider_reference'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('billing_events_one_per_cycle').on(
      t.billingSchemeId,
      t.cycleStartedAt,
      t.eventType,
    ),
    index('billing_events_retailer').on(t.retailerId, t.cycleEndedAt.desc(), t.id),
  ],
);

/** The negotiated sales a usage fee was charged on (the usage detail's related sales). */
export const billingEventSessions = pgTable(
  'billing_event_sessions',
  {
    billingEventId: ownerId('billing_event_id', () => billingEvents.id),
    sessionId: ownerId('session_id', () => sessions.id),
  },
  (t) => linkKeys('billing_event_sessions_session', t.billingEventId, t.sessionId),
);
