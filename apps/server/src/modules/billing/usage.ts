import type { TPlanCap } from '@parley/contract';
import type { Executor } from '../../db/client';
import { findCapUse, findCycleUse } from './events-repository';
import { capped, toBasisPoints, toCents, usageFee } from './money';
import type { PlanRow, SchemeRow } from './repository';

/** What the current cycle has used, and the caps that switch negotiation off (part 2 §4). */

export interface CurrentUsage {
  parleys: number;
  salesCents: bigint;
  /** The usage fee so far, before the spending limit. */
  originalCents: bigint;
  /** The usage fee so far, as it would be charged. */
  feeCents: bigint;
  /** Fees of this cycle billed already. */
  billedCents: bigint;
  capReached: TPlanCap | null;
}

const capCentsOf = (scheme: SchemeRow) =>
  scheme.billingCycleUsageCap === null ? null : toCents(scheme.billingCycleUsageCap);

/**
 * Which cap holds: the cycle's negotiations reached the plan's maximum, or its usage fee (before
 * the limit) reached the spending limit. Unknown figures (null) reach nothing.
 */
export function capReachedOf(
  maxParleys: number | null,
  parleys: number | null,
  capCents: bigint | null,
  originalCents: bigint | null,
): TPlanCap | null {
  if (maxParleys !== null && parleys !== null && parleys >= maxParleys) {
    return 'parley_cap_reached';
  }
  if (capCents !== null && originalCents !== null && originalCents >= capCents) {
    return 'usage_cap_reached';
  }
  return null;
}

/** The scheme's current cycle so far: negotiations, sales, fees and caps. */
export async function findCurrentUsage(
  db: Executor,
  scheme: SchemeRow,
  plan: PlanRow,
): Promise<CurrentUsage> {
  const use = await findCycleUse(db, scheme);
  const salesCents = toCents(use.sales);
  const originalCents = usageFee(salesCents, toBasisPoints(scheme.usageFeePercentage));
  const capCents = capCentsOf(scheme);
  return {
    parleys: use.parleys,
    salesCents,
    originalCents,
    feeCents: capped(originalCents, capCents),
    billedCents: toCents(use.billed),
    capReached: capReachedOf(plan.billingCycleMaxParleys, use.parleys, capCents, originalCents),
  };
}

/**
 * The cap that keeps the store from starting a negotiation now, or null: for the widget's display
 * and start checks, so one statement at most, none when the plan can reach no cap, counting the
 * negotiations no further than the maximum.
 */
export async function findCapReached(
  db: Executor,
  scheme: SchemeRow,
  plan: PlanRow,
): Promise<TPlanCap | null> {
  const maxParleys = plan.billingCycleMaxParleys;
  const capCents = capCentsOf(scheme);
  const basisPoints = toBasisPoints(scheme.usageFeePercentage);
  const withSales = capCents !== null && basisPoints > 0n;
  if (maxParleys === null && !withSales) return null;
  const use = await findCapUse(
    db,
    scheme.retailerId,
    scheme.billingCycleStartedAt,
    maxParleys,
    withSales,
  );
  const originalCents = use.sales === null ? null : usageFee(toCents(use.sales), basisPoints);
  return capReachedOf(maxParleys, use.parleys, capCents, originalCents);
}
