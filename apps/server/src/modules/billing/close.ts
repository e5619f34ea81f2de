import { PRICING_PLAN_LABELS } from '@parley/contract';
import type { Executor } from '../../db/client';
import type { JobQueue } from '../../infra/jobs';
import { cycleEndOf, cycleLabel, endedCycles, type Cycle } from './cycles';
import { findCycleSales, insertEvent, insertEventSessions } from './events-repository';
import { cycleFees, fromCents, toCents } from './money';
import { updateScheme, type SchemeRow } from './repository';

/**
 * Closing billing cycles: each ended cycle's charges become billing events, in the transaction
 * that holds the scheme's row lock. The events' unique key (scheme, cycle start, type) makes a
 * second closing of the same cycle insert nothing, so a closer that races another, or runs again
 * after a crash, never charges twice.
 */

/** The job that posts a Shopify usage fee as a usage record (defined in ./jobs.ts). */
export const USAGE_RECORD_JOB = 'billing.usage-record';

type Closing = { tx: Executor; jobs: Pick<JobQueue, 'send'> };

const capCentsOf = (scheme: SchemeRow) =>
  scheme.billingCycleUsageCap === null ? null : toCents(scheme.billingCycleUsageCap);

/** The cycle's charges: its subscription fee (when there is one) and its usage fee (when sold). */
async function recordCycleCharges({ tx, jobs }: Closing, scheme: SchemeRow, cycle: Cycle) {
  const sales = await findCycleSales(tx, scheme.retailerId, cycle);
  const fees = cycleFees(sales, scheme.usageFeePercentage, capCentsOf(scheme));
  const planName = PRICING_PLAN_LABELS[scheme.pricingPlanIdentifier];
  const shopify = scheme.paymentType === 'shopify';
  const shared = {
    retailerId: scheme.retailerId,
    billingSchemeId: scheme.id,
    currency: scheme.currency,
    totalSalesAmount: fromCents(fees.salesCents),
    totalNumberOfSales: fees.numberOfSales,
    cycleStartedAt: cycle.start,
    cycleEndedAt: cycle.end,
  };
  const subscriptionFee = toCents(scheme.subscriptionFeeAmount);
  if (subscriptionFee > 0n) {
    await insertEvent(tx, {
      ...shared,
      eventType: 'subscription_fee',
      description: `${planName} plan, ${cycleLabel(cycle)}`,
      amount: fromCents(subscriptionFee),
      originalAmount: fromCents(subscriptionFee),
      // Shopify takes the recurring fee of the subscription itself, at the cycle's end.
      billedAt: shopify ? cycle.end : null,
      providerReference: shopify ? scheme.shopifyChargeId : null,
    });
  }
  if (fees.numberOfSales === 0) return;
  const usageId = await insertEvent(tx, {
    ...shared,
    eventType: 'usage_fee',
    description: `Usage fee: ${Number(scheme.usageFeePercentage)}% of ${fees.numberOfSales} negotiated sale${fees.numberOfSales === 1 ? '' : 's'}, ${cycleLabel(cycle)}`,
    amount: fromCents(fees.amountCents),
    originalAmount: fromCents(fees.originalCents),
  });
  // Null: this cycle was closed before (another closer, or a run before a crash).
  if (!usageId) return;
  await insertEventSessions(
    tx,
    usageId,
    sales.map((sale) => sale.sessionId),
  );
  if (shopify && fees.amountCents > 0n) {
    await jobs.send(
      USAGE_RECORD_JOB,
      { retailerId: scheme.retailerId, eventId: usageId },
      { onceKey: `${USAGE_RECORD_JOB}:${usageId}` },
      tx,
    );
  }
}

/**
 * Closes every cycle of the (row-locked) scheme that ended by `until`, oldest first, and moves
 * its current cycle on: the cycles a stopped server missed are caught up in turn. A scheme that
 * is not active (a lapsed plan) moves on without charges: it is never charged for that time.
 */
export async function closeEndedCycles(closing: Closing, scheme: SchemeRow, until: Date) {
  const ended = endedCycles(
    { start: scheme.billingCycleStartedAt, end: scheme.currentBillingCycleEndsAt },
    until,
  );
  const last = ended.at(-1);
  if (!last) return scheme;
  if (scheme.status === 'active') {
    for (const cycle of ended) await recordCycleCharges(closing, scheme, cycle);
  }
  return updateScheme(closing.tx, scheme.id, {
    billingCycleStartedAt: last.end,
    currentBillingCycleEndsAt: cycleEndOf(last.end),
    lastBillingCycleEndedAt: last.end,
  });
}

/**
 * Ends the (row-locked) scheme at `at`, for a plan change: its ended cycles closed, then the
 * cycle in progress closed early with its charges (the full subscription fee of the cycle begun,
 * the usage fee so far); the scheme is then cancelled and no longer current.
 */
export async function endScheme(closing: Closing, scheme: SchemeRow, at: Date) {
  const moved = await closeEndedCycles(closing, scheme, at);
  // A cycle that begins at this very instant has not begun: nothing to charge for it.
  if (moved.status === 'active' && moved.billingCycleStartedAt.getTime() < at.getTime()) {
    await recordCycleCharges(closing, moved, { start: moved.billingCycleStartedAt, end: at });
  }
  return updateScheme(closing.tx, scheme.id, {
    status: 'cancelled',
    isCurrent: false,
    currentBillingCycleEndsAt: at,
    lastBillingCycleEndedAt: at,
  });
}
