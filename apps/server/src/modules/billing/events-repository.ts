import { and, asc, desc, eq, gte, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countRows } from '../../db/count';
import {
  billingEventSessions,
  billingEvents,
  billingSchemes,
  pricingPlans,
  purchases,
  sessions,
} from '../../db/schema';
import { updatedAny } from '../../db/rows';
import type { Cycle } from './cycles';

/** Usage: the negotiated sales of a cycle, the current cycle's use, and the billing events. */

export type EventRow = typeof billingEvents.$inferSelect;
export type NewEvent = typeof billingEvents.$inferInsert;

/**
 * The negotiated sales of the retailer in the cycle: its purchases (a negotiated deal bought)
 * recorded from the cycle's start to before its end, each with its deal price as exact decimal
 * text and the quantity bought. The same sales the plan page's running usage fee counts.
 */
export function findCycleSales(db: Executor, retailerId: string, cycle: Cycle) {
  return db
    .select({
      sessionId: purchases.sessionId,
      dealPrice: sql<string>`${sessions.dealPrice}::text`,
      quantity: sessions.quantity,
    })
    .from(purchases)
    .innerJoin(sessions, eq(sessions.id, purchases.sessionId))
    .where(
      and(
        eq(purchases.retailerId, retailerId),
        gte(purchases.createdAt, cycle.start),
        lt(purchases.createdAt, cycle.end),
        isNotNull(sessions.dealPrice),
      ),
    )
    .orderBy(asc(purchases.createdAt), asc(purchases.sessionId));
}

/** The deal value of the retailer's negotiated sales since `since`, exactly, as decimal text. */
const salesSince = (db: Executor, retailerId: string, since: Date) =>
  sql<string>`(${db
    .select({
      total: sql`coalesce(sum(${sessions.dealPrice} * ${sessions.quantity}), 0)::text`,
    })
    .from(purchases)
    .innerJoin(sessions, eq(sessions.id, purchases.sessionId))
    .where(and(eq(purchases.retailerId, retailerId), gte(purchases.createdAt, since)))})`;

/** Negotiations the retailer started since `since`, counted up to `atMost` when given. */
function parleysSince(db: Executor, retailerId: string, since: Date, atMost?: number) {
  const started = db
    .select({ one: sql`1` })
    .from(sessions)
    .where(and(eq(sessions.retailerId, retailerId), gte(sessions.createdAt, since)));
  const counted = (atMost === undefined ? started : started.limit(atMost)).as('counted');
  return sql<number>`(${db.select({ n: sql`count(*)::int` }).from(counted)})`;
}

/** The fees of the scheme's cycle that began at `start` billed already, as decimal text. */
const billedSince = (db: Executor, schemeId: string, start: Date) =>
  sql<string>`(${db
    .select({ total: sql`coalesce(sum(${billingEvents.amount}), 0)::text` })
    .from(billingEvents)
    .where(
      and(
        eq(billingEvents.billingSchemeId, schemeId),
        eq(billingEvents.cycleStartedAt, start),
        isNotNull(billingEvents.billedAt),
      ),
    )})`;

async function selectOne<T extends Record<string, SQL>>(db: Executor, columns: T) {
  const [row] = await db.select(columns).from(sql`(select 1) as one`);
  return row!;
}

/**
 * What the scheme's current cycle has used so far, in one statement: negotiations started, the
 * deal value of its negotiated sales, and the fees of the cycle billed already.
 */
export async function findCycleUse(
  db: Executor,
  scheme: { id: string; retailerId: string; billingCycleStartedAt: Date },
) {
  const since = scheme.billingCycleStartedAt;
  const row = await selectOne(db, {
    parleys: parleysSince(db, scheme.retailerId, since),
    sales: salesSince(db, scheme.retailerId, since),
    billed: billedSince(db, scheme.id, since),
  });
  return { parleys: Number(row.parleys), sales: String(row.sales), billed: String(row.billed) };
}

/**
 * Only what a cap needs, in one statement: negotiations counted no further than the plan's
 * maximum (null: not asked), and the sales' value (not asked when `withSales` is false).
 */
export async function findCapUse(
  db: Executor,
  retailerId: string,
  since: Date,
  maxParleys: number | null,
  withSales: boolean,
) {
  const row = await selectOne(db, {
    parleys:
      maxParleys === null ? sql<null>`null` : parleysSince(db, retailerId, since, maxParleys),
    sales: withSales ? salesSince(db, retailerId, since) : sql<null>`null`,
  });
  return {
    parleys: row.parleys === null ? null : Number(row.parleys),
    sales: row.sales === null ? null : String(row.sales),
  };
}

/** Adds the charge unless the cycle has it already: its id, or null when it was there. */
export async function insertEvent(tx: Executor, values: NewEvent) {
  const [row] = await tx
    .insert(billingEvents)
    .values(values)
    .onConflictDoNothing({
      target: [
        billingEvents.billingSchemeId,
        billingEvents.cycleStartedAt,
        billingEvents.eventType,
      ],
    })
    .returning({ id: billingEvents.id });
  return row?.id ?? null;
}

/** Rows per statement: well within PostgreSQL's 65 535 parameters. */
const SESSION_CHUNK = 5000;

export async function insertEventSessions(tx: Executor, eventId: string, sessionIds: string[]) {
  for (let at = 0; at < sessionIds.length; at += SESSION_CHUNK) {
    const chunk = sessionIds.slice(at, at + SESSION_CHUNK);
    await tx
      .insert(billingEventSessions)
      .values(chunk.map((sessionId) => ({ billingEventId: eventId, sessionId })));
  }
}

/** A page of the retailer's charges, newest cycle first, and how many there are. */
export async function listEvents(db: Executor, retailerId: string, offset: number, limit: number) {
  const ofRetailer = eq(billingEvents.retailerId, retailerId);
  const rows = await db
    .select()
    .from(billingEvents)
    .where(ofRetailer)
    .orderBy(desc(billingEvents.cycleEndedAt), desc(billingEvents.eventType), asc(billingEvents.id))
    .limit(limit)
    .offset(offset);
  return { rows, total: await countRows(db, billingEvents, ofRetailer) };
}

/** One charge of the retailer with its scheme and plan; null for another retailer's or none. */
export async function findEvent(db: Executor, retailerId: string, eventId: string) {
  const [row] = await db
    .select({ event: billingEvents, scheme: billingSchemes, plan: pricingPlans })
    .from(billingEvents)
    .innerJoin(billingSchemes, eq(billingSchemes.id, billingEvents.billingSchemeId))
    .innerJoin(pricingPlans, eq(pricingPlans.identifier, billingSchemes.pricingPlanIdentifier))
    .where(and(eq(billingEvents.retailerId, retailerId), eq(billingEvents.id, eventId)));
  return row ?? null;
}
export type EventWithScheme = NonNullable<Awaited<ReturnType<typeof findEvent>>>;

/** A page of the sales a usage fee was charged on, oldest first, and how many there are. */
export async function listEventSessions(
  db: Executor,
  eventId: string,
  offset: number,
  limit: number,
) {
  const ofEvent = eq(billingEventSessions.billingEventId, eventId);
  const rows = await db
    .select({
      id: sessions.id,
      negotiationType: sessions.negotiationType,
      isReturningUser: sessions.isReturningUser,
      createdAt: sessions.createdAt,
      userName: sessions.userName,
      productName: sessions.productName,
      retailerProductId: sessions.retailerProductId,
      productPrice: sql<string>`${sessions.productPrice}::text`,
      currentPrice: sql<string>`${sessions.currentPrice}::text`,
      quantity: sessions.quantity,
      summaryStatus: sessions.summaryStatus,
      addonItemId: sessions.addonItemId,
    })
    .from(billingEventSessions)
    .innerJoin(sessions, eq(sessions.id, billingEventSessions.sessionId))
    .where(ofEvent)
    .orderBy(asc(sessions.createdAt), asc(sessions.id))
    .limit(limit)
    .offset(offset);
  return { rows, total: await countRows(db, billingEventSessions, ofEvent) };
}
export type AssociatedSessionRow = Awaited<ReturnType<typeof listEventSessions>>['rows'][number];

/** Marks the charge billed, unless it was already: whether this call did. */
export async function markEventBilled(
  db: Executor,
  eventId: string,
  billedAt: Date,
  providerReference: string | null,
) {
  return updatedAny(
    db,
    billingEvents,
    { billedAt, providerReference },
    and(eq(billingEvents.id, eventId), isNull(billingEvents.billedAt)),
  );
}

/** Whether the retailer has any charge recorded (the demo history is made once). */
export async function hasEvents(db: Executor, retailerId: string) {
  const [row] = await db
    .select({ id: billingEvents.id })
    .from(billingEvents)
    .where(eq(billingEvents.retailerId, retailerId))
    .limit(1);
  return row !== undefined;
}

/** The retailer's charges of cycles ended before `before`, billed when their cycle ended. */
export async function markInvoicedBefore(db: Executor, retailerId: string, before: Date) {
  await db
    .update(billingEvents)
    .set({ billedAt: sql`${billingEvents.cycleEndedAt}` })
    .where(
      and(
        eq(billingEvents.retailerId, retailerId),
        lt(billingEvents.cycleEndedAt, before),
        isNull(billingEvents.billedAt),
      ),
    );
}
