import { closeEndedCycles } from './close';
import type { CloserDeps } from './closer';
import { CYCLE_MS, cycleEndOf } from './cycles';
import { hasEvents, markInvoicedBefore } from './events-repository';
import { lockCurrentScheme, updateScheme } from './repository';

/** How far back the demo store's plan begins: two closed cycles and half of the current one. */
const DEMO_PLAN_AGE_MS = 2.5 * CYCLE_MS;

/**
 * The demo store's billing history, once its simulated negotiations are made: its plan is taken
 * back to have begun two and a half cycles ago, and the two cycles ended since are closed from the
 * store's own negotiated sales, as the cycle closer would have closed them. The older cycle's
 * charges are invoiced, the last one's wait for Bill Now. Done once: a store with charges is left
 * alone (a repeated fill job, a restart).
 */
export async function recordDemoBillingHistory(deps: CloserDeps, retailerId: string) {
  await deps.db.transaction(async (tx) => {
    const scheme = await lockCurrentScheme(tx, retailerId);
    if (!scheme || (await hasEvents(tx, retailerId))) return;
    const now = deps.clock.now();
    const start = new Date(now.getTime() - DEMO_PLAN_AGE_MS);
    const rewound = await updateScheme(tx, scheme.id, {
      billingCycleStartedAt: start,
      currentBillingCycleEndsAt: cycleEndOf(start),
      lastBillingCycleEndedAt: null,
    });
    const moved = await closeEndedCycles({ tx, jobs: deps.jobs }, rewound, now);
    if (moved.lastBillingCycleEndedAt) {
      await markInvoicedBefore(tx, retailerId, moved.lastBillingCycleEndedAt);
    }
  });
}
