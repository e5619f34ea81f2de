import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import {
  ZPlanChangeResponse,
  type TBillingEventDetail,
  type TBillingScheme,
  type TPlanChangeRequest,
  type TUsageListResponse,
} from '@parley/contract';
import type { Database } from '../../src/db/client';
import { billingEventSessions, billingEvents, billingSchemes } from '../../src/db/schema';
import type { TestApp } from '../test-app';
import { DAY_MS } from '../../src/lib/days';
import { call, type Headers } from './api';
import { insertPurchase, insertSession } from './sessions';
import { insertRow } from '../../src/db/rows';

/** Test helpers: billing schemes, charges and negotiated sales, and the plan and usage calls. */

/** The retailer's current scheme, as stored. */
export async function currentScheme(db: Database, retailerId: string) {
  const [row] = await db
    .select()
    .from(billingSchemes)
    .where(and(eq(billingSchemes.retailerId, retailerId), eq(billingSchemes.isCurrent, true)));
  return row!;
}

/** Every scheme of the retailer, oldest first. */
export const schemesOf = (db: Database, retailerId: string) =>
  db
    .select()
    .from(billingSchemes)
    .where(eq(billingSchemes.retailerId, retailerId))
    .orderBy(asc(billingSchemes.createdAt), asc(billingSchemes.id));

/** Every charge of the retailer, oldest cycle first (subscription before usage). */
export const eventsOf = (db: Database, retailerId: string) =>
  db
    .select()
    .from(billingEvents)
    .where(eq(billingEvents.retailerId, retailerId))
    .orderBy(asc(billingEvents.cycleStartedAt), asc(billingEvents.eventType));

/** The sessions a usage fee was charged on. */
export async function eventSessionIds(db: Database, eventId: string) {
  const rows = await db
    .select({ id: billingEventSessions.sessionId })
    .from(billingEventSessions)
    .where(eq(billingEventSessions.billingEventId, eventId));
  return rows.map((row) => row.id).sort();
}

/** Moves the retailer's current cycle to [start, start + 30 days), with the other values given. */
export async function setCycle(
  db: Database,
  retailerId: string,
  start: Date,
  values: Partial<typeof billingSchemes.$inferInsert> = {},
) {
  await db
    .update(billingSchemes)
    .set({
      billingCycleStartedAt: start,
      currentBillingCycleEndsAt: new Date(start.getTime() + 30 * DAY_MS),
      ...values,
    })
    .where(and(eq(billingSchemes.retailerId, retailerId), eq(billingSchemes.isCurrent, true)));
}

/** A negotiated sale: a session bought at its deal price, its purchase recorded at `at`. */
export async function insertSale(
  t: TestApp,
  retailerId: string,
  at: Date,
  dealPrice: number,
  quantity = 1,
) {
  const session = await insertSession(t, retailerId, {
    createdAt: at,
    negotiationStatus: 'purchased',
    summaryStatus: 'sold',
    dealPrice,
    quantity,
  });
  await insertPurchase(t, session, at);
  return session;
}

let cycles = 0;
/**
 * A charge of the retailer's current scheme, for a cycle of its own (each call one earlier), billable
 * unless told otherwise.
 */
export async function insertBillingEvent(
  db: Database,
  retailerId: string,
  values: Partial<typeof billingEvents.$inferInsert> = {},
) {
  const scheme = await currentScheme(db, retailerId);
  cycles++;
  const end = new Date(Date.UTC(2026, 0, 1) - cycles * 30 * DAY_MS);
  return insertRow(db, billingEvents, {
    retailerId,
    billingSchemeId: scheme.id,
    eventType: 'usage_fee',
    description: `Usage fee ${randomUUID()}`,
    currency: 'USD',
    amount: '12.34',
    originalAmount: '12.34',
    totalSalesAmount: '617.00',
    totalNumberOfSales: 3,
    cycleStartedAt: new Date(end.getTime() - 30 * DAY_MS),
    cycleEndedAt: end,
    ...values,
  });
}

export const PLAN_PATH = (retailerId: string) => `/retailers/${retailerId}/account/plan`;

export async function findPlan(t: TestApp, headers: Headers, retailerId: string) {
  const res = await call(t, headers, 'GET', PLAN_PATH(retailerId));
  if (res.statusCode !== 200) throw new Error(`GET plan: ${res.statusCode} ${res.body}`);
  return res.json<TBillingScheme>();
}

export const changePlan = (
  t: TestApp,
  headers: Headers,
  retailerId: string,
  body: TPlanChangeRequest,
) => call(t, headers, 'PUT', PLAN_PATH(retailerId), body);

/** A plan change that is accepted (200): its answer, parsed. */
export async function planChanged(
  t: TestApp,
  headers: Headers,
  retailerId: string,
  body: TPlanChangeRequest,
) {
  const res = await changePlan(t, headers, retailerId, body);
  if (res.statusCode !== 200) throw new Error(`PUT plan: ${res.statusCode} ${res.body}`);
  return ZPlanChangeResponse.parse(res.json());
}

export async function usageList(t: TestApp, headers: Headers, retailerId: string, offset = 0) {
  const res = await call(
    t,
    headers,
    'GET',
    `/retailers/${retailerId}/account/usage?offset=${offset}`,
  );
  if (res.statusCode !== 200) throw new Error(`GET usage: ${res.statusCode} ${res.body}`);
  return res.json<TUsageListResponse>();
}

export const usagePath = (retailerId: string, eventId: string) =>
  `/retailers/${retailerId}/account/usage/${eventId}`;

export async function usageDetail(
  t: TestApp,
  headers: Headers,
  retailerId: string,
  eventId: string,
  offset = 0,
) {
  const res = await call(t, headers, 'GET', `${usagePath(retailerId, eventId)}?offset=${offset}`);
  if (res.statusCode !== 200) throw new Error(`GET usage event: ${res.statusCode} ${res.body}`);
  return res.json<TBillingEventDetail>();
}

export const billNow = (t: TestApp, headers: Headers, retailerId: string, eventId: string) =>
  call(t, headers, 'POST', usagePath(retailerId, eventId));
