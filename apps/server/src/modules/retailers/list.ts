import { and, asc, count, desc, eq, exists, gt, ilike, sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE, type TRetailerListQuery } from '@parley/contract';
import type { Executor } from '../../db/client';
import { billingSchemes, pricingPlans, purchases, retailers } from '../../db/schema';
import { likePattern } from '../../db/scoped-rows';

/**
 * Unbilled charges: the plan takes a usage fee and a negotiated deal was bought since the current
 * billing cycle began (its fee is owed and no invoice has taken it yet).
 */
function unbilledCharges(): SQL {
  return and(
    gt(billingSchemes.usageFeePercentage, '0'),
    exists(
      sql`(select 1 from ${purchases} where ${purchases.retailerId} = ${retailers.id} and ${purchases.createdAt} >= ${billingSchemes.billingCycleStartedAt})`,
    ),
  )!;
}

function listWhere(query: TRetailerListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    query.searchText ? ilike(retailers.name, likePattern(query.searchText)) : undefined,
    query.pricingPlanIdentifier
      ? eq(billingSchemes.pricingPlanIdentifier, query.pricingPlanIdentifier)
      : undefined,
    query.storeTypeIdentifier ? eq(retailers.storePlatform, query.storeTypeIdentifier) : undefined,
  ];
  if (query.hasUnbilledCharges === 'true') conditions.push(unbilledCharges());
  if (query.hasUnbilledCharges === 'false') conditions.push(sql`not (${unbilledCharges()})`);
  return and(...conditions);
}

/** One page of the Retailers screen and the total the filters match. */
export async function listRetailerRows(db: Executor, query: TRetailerListQuery) {
  const where = listWhere(query);
  // Alphabetical whatever the database's collation: the embedded one sorts 'Z' before 'a'.
  const order =
    query.sortOrder === 'name'
      ? [asc(sql`lower(${retailers.name})`), asc(retailers.name), asc(retailers.id)]
      : [desc(retailers.createdAt), asc(retailers.id)];
  const rows = await db
    .select({
      id: retailers.id,
      name: retailers.name,
      createdAt: retailers.createdAt,
      lastParleyAt: retailers.lastParleyAt,
      storePlatform: retailers.storePlatform,
      planIdentifier: pricingPlans.identifier,
      planName: pricingPlans.name,
    })
    .from(retailers)
    .leftJoin(
      billingSchemes,
      and(eq(billingSchemes.retailerId, retailers.id), eq(billingSchemes.isCurrent, true)),
    )
    .leftJoin(pricingPlans, eq(pricingPlans.identifier, billingSchemes.pricingPlanIdentifier))
    .where(where)
    .orderBy(...order)
    .limit(PAGE_SIZE)
    .offset(query.offset);
  const [total] = await db
    .select({ n: count() })
    .from(retailers)
    .leftJoin(
      billingSchemes,
      and(eq(billingSchemes.retailerId, retailers.id), eq(billingSchemes.isCurrent, true)),
    )
    .leftJoin(pricingPlans, eq(pricingPlans.identifier, billingSchemes.pricingPlanIdentifier))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}
