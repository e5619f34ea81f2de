import { asc, desc, eq } from 'drizzle-orm';
import type { TRetailerFeature } from '@parley/contract';
import type { Executor } from '../../db/client';
import { retailerFeatureChanges, retailers, users } from '../../db/schema';

/** The retailer's features, its row locked until the transaction ends; null when it is missing. */
export async function lockRetailerFeatures(
  tx: Executor,
  retailerId: string,
): Promise<TRetailerFeature[] | null> {
  const [row] = await tx
    .select({ features: retailers.availableFeatures })
    .from(retailers)
    .where(eq(retailers.id, retailerId))
    .for('update');
  return row?.features ?? null;
}

export async function insertFeatureChanges(
  tx: Executor,
  changes: { retailerId: string; feature: TRetailerFeature; enabled: boolean; changedBy: string }[],
  at: Date,
) {
  if (changes.length === 0) return;
  await tx
    .insert(retailerFeatureChanges)
    .values(changes.map((change) => ({ ...change, changedAt: at })));
}

/** Who switched the retailer's features, newest first. */
export const listFeatureChangeRows = (db: Executor, retailerId: string) =>
  db
    .select({
      feature: retailerFeatureChanges.feature,
      enabled: retailerFeatureChanges.enabled,
      changedAt: retailerFeatureChanges.changedAt,
      email: users.email,
    })
    .from(retailerFeatureChanges)
    .leftJoin(users, eq(users.id, retailerFeatureChanges.changedBy))
    .where(eq(retailerFeatureChanges.retailerId, retailerId))
    .orderBy(
      desc(retailerFeatureChanges.changedAt),
      asc(retailerFeatureChanges.feature),
      asc(retailerFeatureChanges.id),
    );
