import { sql, type SQL, type AnyColumn } from 'drizzle-orm';
import type { TUpliftCohort } from '@parley/contract';

/**
 * A shopper's place in 0..99, from the store's hash of their id (sha256 hex, salted with the
 * retailer): the same shopper lands in the same place on every page and every visit, and the
 * places are spread evenly. The SQL form below computes the very same number, so reports can
 * split stored sales by cohort without a row per shopper.
 */
export function shopperBucket(shopperIdHash: string): number {
  return Number.parseInt(shopperIdHash.slice(0, 8), 16) % 100;
}

export const shopperBucketSql = (shopperIdHash: AnyColumn | SQL): SQL<number> =>
  sql<number>`((('x' || substr(${shopperIdHash}, 1, 8))::bit(32)::bigint) % 100)::int`;

/** The lowest places form the control cohort: control_cohort_percentage of every 100. */
export const upliftCohortOf = (shopperIdHash: string, controlPercentage: number): TUpliftCohort =>
  shopperBucket(shopperIdHash) < controlPercentage ? 'control' : 'test';
