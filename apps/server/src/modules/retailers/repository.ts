import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { billingSchemes, pricingPlans, retailers } from '../../db/schema';

export async function findRetailerRow(db: Executor, retailerId: string) {
  const [row] = await db
    .select({ retailer: retailers, scheme: billingSchemes, plan: pricingPlans })
    .from(retailers)
    .leftJoin(
      billingSchemes,
      and(eq(billingSchemes.retailerId, retailers.id), eq(billingSchemes.isCurrent, true)),
    )
    .leftJoin(pricingPlans, eq(pricingPlans.identifier, billingSchemes.pricingPlanIdentifier))
    .where(eq(retailers.id, retailerId));
  return row ?? null;
}
export type RetailerRow = NonNullable<Awaited<ReturnType<typeof findRetailerRow>>>;

export async function updateRetailerRow(
  db: Executor,
  retailerId: string,
  values: Partial<typeof retailers.$inferInsert>,
) {
  const updated = await db
    .update(retailers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(retailers.id, retailerId))
    .returning({ id: retailers.id });
  return updated.length > 0;
}
