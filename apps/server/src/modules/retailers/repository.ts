import { and, asc, desc, eq, ilike, isNull, sql } from 'drizzle-orm';
import { RETAILER_SEARCH_LIMIT, type TRetailerSearchQuery } from '@parley/contract';
import type { Executor } from '../../db/client';
import { billingSchemes, pricingPlans, retailers, upliftTests } from '../../db/schema';
import { updatedAny } from '../../db/rows';
import { likePattern } from '../../db/scoped-rows';

/**
 * The retailer with its current plan and its running uplift test: one read, shared by the
 * console's retailer and the widget's store (which keeps it cached per key).
 */
async function findRetailerRowWhere(db: Executor, where: ReturnType<typeof eq>) {
  const [row] = await db
    .select({
      retailer: retailers,
      scheme: billingSchemes,
      plan: pricingPlans,
      uplift: upliftTests,
    })
    .from(retailers)
    .leftJoin(
      billingSchemes,
      and(eq(billingSchemes.retailerId, retailers.id), eq(billingSchemes.isCurrent, true)),
    )
    .leftJoin(pricingPlans, eq(pricingPlans.identifier, billingSchemes.pricingPlanIdentifier))
    .leftJoin(
      upliftTests,
      and(eq(upliftTests.retailerId, retailers.id), isNull(upliftTests.endedAt)),
    )
    .where(where);
  return row ?? null;
}

export const findRetailerRow = (db: Executor, retailerId: string) =>
  findRetailerRowWhere(db, eq(retailers.id, retailerId));
export type RetailerRow = NonNullable<Awaited<ReturnType<typeof findRetailerRow>>>;

/** The retailer of a public widget key; null for any other string. */
export const findRetailerByApiKey = (db: Executor, apiKey: string) =>
  findRetailerRowWhere(db, eq(retailers.apiKey, apiKey));

/** The retailer of a secret key (server-to-server calls); null for any other string. */
export const findRetailerBySecretKey = (db: Executor, secretKey: string) =>
  findRetailerRowWhere(db, eq(retailers.secretKey, secretKey));

export async function updateRetailerRow(
  db: Executor,
  retailerId: string,
  values: Partial<typeof retailers.$inferInsert>,
) {
  return updatedAny(
    db,
    retailers,
    { ...values, updatedAt: sql`now()` },
    eq(retailers.id, retailerId),
  );
}

/** Retailers whose name contains the text, one per name (the first signed up), in the order asked. */
export async function searchRetailerRows(db: Executor, query: TRetailerSearchQuery) {
  const firstPerName = db
    .selectDistinctOn([retailers.name], {
      id: retailers.id,
      name: retailers.name,
      createdAt: retailers.createdAt,
    })
    .from(retailers)
    .where(query.searchText ? ilike(retailers.name, likePattern(query.searchText)) : undefined)
    .orderBy(retailers.name, retailers.createdAt, retailers.id)
    .as('first_per_name');
  // Alphabetical whatever the database's collation: the embedded one sorts 'Z' before 'a'.
  const byName = [asc(sql`lower(${firstPerName.name})`), asc(firstPerName.name)];
  return db
    .select({ id: firstPerName.id, name: firstPerName.name })
    .from(firstPerName)
    .orderBy(...(query.sortOrder === 'recent' ? [desc(firstPerName.createdAt)] : []), ...byName)
    .limit(RETAILER_SEARCH_LIMIT);
}

/** How stale "Last Parley" may be: a busy store's starts write it once a minute at most. */
const LAST_PARLEY_RESOLUTION_SECONDS = 60;

/**
 * When this process last moved each store's "Last Parley" on. The column only moves forward, so
 * within the resolution of that the statement would change nothing and is not sent: it was a
 * round trip of every start (bench/README.md). Past this many stores the memory starts again.
 */
const movedOnAt = new Map<string, number>();
const MAX_STORES_REMEMBERED = 10_000;

/**
 * A negotiation started at `at`: the Retailers list's "Last Parley" moves on, unless it was set
 * within the last minute (so that a busy store's starts do not all write its row).
 */
export async function recordParleyStarted(db: Executor, retailerId: string, at: Date) {
  const resolutionMs = LAST_PARLEY_RESOLUTION_SECONDS * 1000;
  const last = movedOnAt.get(retailerId);
  if (last !== undefined && at.getTime() - last < resolutionMs) return;
  const stale = new Date(at.getTime() - resolutionMs);
  const moved = await db
    .update(retailers)
    .set({ lastParleyAt: at })
    .where(
      and(
        eq(retailers.id, retailerId),
        sql`(${retailers.lastParleyAt} is null or ${retailers.lastParleyAt} < ${stale})`,
      ),
    )
    .returning({ id: retailers.id });
  // Only a write of its own tells this process where the column stands.
  if (moved.length === 0) return;
  if (movedOnAt.size >= MAX_STORES_REMEMBERED) movedOnAt.clear();
  movedOnAt.set(retailerId, at.getTime());
}
