/** A billing cycle without a recorded start counts the last 30 days. */
const CYCLE_MS = 30 * 24 * 3600 * 1000;

/**
 * When the retailer's current billing cycle began (part 2 §4 Billing): what its parley allowance
 * and its usage fees are counted from.
 */
export const billingCycleStart = (
  scheme: { billingCycleStartedAt: Date | null },
  now: Date,
): Date => scheme.billingCycleStartedAt ?? new Date(now.getTime() - CYCLE_MS);
