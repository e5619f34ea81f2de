import { and, asc, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { billingSchemes, pricingPlans, retailers, users } from '../../db/schema';
import { findRow, insertRow, updateRow } from '../../db/rows';

/** Billing schemes, their plans, and what the plan page shows of the retailer. */

export type SchemeRow = typeof billingSchemes.$inferSelect;
export type PlanRow = typeof pricingPlans.$inferSelect;
export type NewScheme = typeof billingSchemes.$inferInsert;

/** The retailer's scheme in force: at most one (the one-current-scheme index). */
const currentOf = (retailerId: string) =>
  and(eq(billingSchemes.retailerId, retailerId), eq(billingSchemes.isCurrent, true));

/** The retailer's scheme in force, with its plan; null when it has none. */
export async function findCurrentScheme(db: Executor, retailerId: string) {
  const [row] = await db
    .select({ scheme: billingSchemes, plan: pricingPlans })
    .from(billingSchemes)
    .innerJoin(pricingPlans, eq(pricingPlans.identifier, billingSchemes.pricingPlanIdentifier))
    .where(currentOf(retailerId));
  return row ?? null;
}
export type SchemeWithPlan = NonNullable<Awaited<ReturnType<typeof findCurrentScheme>>>;

/** One scheme of the retailer, with its plan (null for another retailer's). */
export async function findScheme(db: Executor, retailerId: string, schemeId: string) {
  const [row] = await db
    .select({ scheme: billingSchemes, plan: pricingPlans })
    .from(billingSchemes)
    .innerJoin(pricingPlans, eq(pricingPlans.identifier, billingSchemes.pricingPlanIdentifier))
    .where(and(eq(billingSchemes.retailerId, retailerId), eq(billingSchemes.id, schemeId)));
  return row ?? null;
}

/** The retailer's scheme made for this Shopify subscription, with its plan. */
export async function findSchemeByCharge(db: Executor, retailerId: string, chargeId: string) {
  const [row] = await db
    .select({ scheme: billingSchemes, plan: pricingPlans })
    .from(billingSchemes)
    .innerJoin(pricingPlans, eq(pricingPlans.identifier, billingSchemes.pricingPlanIdentifier))
    .where(
      and(eq(billingSchemes.retailerId, retailerId), eq(billingSchemes.shopifyChargeId, chargeId)),
    );
  return row ?? null;
}

/**
 * The newest offer an administrator prepared for the store: a scheme waiting for approval on a
 * plan that is not self-serve (a self-serve plan waiting is a store's own change on its way
 * through Shopify's confirmation, which the store does not approve here).
 */
export async function findPendingOffer(db: Executor, retailerId: string) {
  const [row] = await db
    .select({ scheme: billingSchemes, plan: pricingPlans })
    .from(billingSchemes)
    .innerJoin(pricingPlans, eq(pricingPlans.identifier, billingSchemes.pricingPlanIdentifier))
    .where(
      and(
        eq(billingSchemes.retailerId, retailerId),
        eq(billingSchemes.status, 'pending_approval'),
        eq(billingSchemes.isCurrent, false),
        eq(pricingPlans.selfServe, false),
      ),
    )
    .orderBy(desc(billingSchemes.createdAt), desc(billingSchemes.id))
    .limit(1);
  return row ?? null;
}

/** Every plan of the catalogue, in its order. */
export const listPlans = (db: Executor) =>
  db.select().from(pricingPlans).orderBy(asc(pricingPlans.sortOrder));

export async function findPlan(db: Executor, identifier: string) {
  return findRow(
    db,
    pricingPlans,
    eq(pricingPlans.identifier, identifier as PlanRow['identifier']),
  );
}

/**
 * Takes the retailer's row lock for the rest of the transaction: plan changes of one retailer
 * happen one after the other, so that two of them never both find the same scheme current.
 * FOR NO KEY UPDATE, not FOR UPDATE: a cycle closer holding the scheme's lock inserts charges
 * whose foreign key takes KEY SHARE on this row, which FOR UPDATE would block while this
 * transaction waits for the scheme: a deadlock (seen on PostgreSQL in CI).
 * False when there is no such retailer.
 */
export async function lockRetailer(tx: Executor, retailerId: string) {
  const [row] = await tx
    .select({ id: retailers.id })
    .from(retailers)
    .where(eq(retailers.id, retailerId))
    .for('no key update');
  return row !== undefined;
}

/** The scheme `where` picks, row-locked; with `skipLocked`, null while another holds it. */
async function lockSchemeWhere(tx: Executor, where: SQL | undefined, lock?: { skipLocked: true }) {
  const [row] = await tx.select().from(billingSchemes).where(where).for('update', lock);
  return row ?? null;
}

/** The retailer's current scheme, row-locked (a closer working on it is waited for). */
export const lockCurrentScheme = (tx: Executor, retailerId: string) =>
  lockSchemeWhere(tx, currentOf(retailerId));

/** A scheme of the retailer, row-locked. */
export const lockScheme = (tx: Executor, retailerId: string, schemeId: string) =>
  lockSchemeWhere(
    tx,
    and(eq(billingSchemes.retailerId, retailerId), eq(billingSchemes.id, schemeId)),
  );

/**
 * The scheme, row-locked, if its current cycle has ended by `until`; null when another closer
 * holds it (skipped, not waited for) or has moved its cycle on already.
 */
export const lockDueScheme = (tx: Executor, schemeId: string, until: Date) =>
  lockSchemeWhere(
    tx,
    and(
      eq(billingSchemes.id, schemeId),
      eq(billingSchemes.isCurrent, true),
      lte(billingSchemes.currentBillingCycleEndsAt, until),
    ),
    { skipLocked: true },
  );

/** Current schemes whose cycle has ended by `until`, the longest ended first. */
export async function findDueSchemeIds(db: Executor, until: Date, limit: number) {
  const rows = await db
    .select({ id: billingSchemes.id })
    .from(billingSchemes)
    .where(
      and(eq(billingSchemes.isCurrent, true), lte(billingSchemes.currentBillingCycleEndsAt, until)),
    )
    .orderBy(asc(billingSchemes.currentBillingCycleEndsAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function updateScheme(tx: Executor, schemeId: string, values: Partial<NewScheme>) {
  const row = await updateRow(tx, billingSchemes, values, eq(billingSchemes.id, schemeId));
  return row!;
}

export const insertScheme = (tx: Executor, values: NewScheme) =>
  insertRow(tx, billingSchemes, values);

/**
 * What the plan page and the providers need of the retailer: its store, and the e-mail shown
 * (the notifications e-mail, else its first user's).
 */
export async function findBillingAccount(db: Executor, retailerId: string) {
  const firstUserEmail = db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.retailerId, retailerId))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  const [row] = await db
    .select({
      id: retailers.id,
      storePlatform: retailers.storePlatform,
      myshopifyDomain: retailers.myshopifyDomain,
      shopifyAccessToken: retailers.shopifyAccessToken,
      primaryDomain: retailers.primaryDomain,
      notificationsEmail: retailers.notificationsEmail,
      timezoneCode: retailers.timezoneCode,
      userEmail: sql<string | null>`(${firstUserEmail})`,
    })
    .from(retailers)
    .where(eq(retailers.id, retailerId));
  return row ?? null;
}
export type BillingAccount = NonNullable<Awaited<ReturnType<typeof findBillingAccount>>>;
