import type { Deps } from '../../deps';
import { orNotFound } from '../../errors';
import { closeEndedCycles } from './close';
import { findDueSchemeIds, lockCurrentScheme, lockDueScheme, updateScheme } from './repository';

/** The cycle closer: the job that turns every ended cycle into its charges. */

export type CloserDeps = Pick<Deps, 'db' | 'clock' | 'jobs'>;

/**
 * How long after its end a cycle is closed by the job, at the earliest: a purchase stamped just
 * before the end, in a transaction still open at the end, is in by then (the job runs every
 * minute, so this costs a minute at most).
 */
export const CLOSE_GRACE_MS = 60_000;
const BATCH = 100;

/**
 * Closes the scheme's cycles that ended by `until`, in a transaction of its own holding the
 * scheme's row lock: false when another closer holds it (skipped, not waited for) or has closed
 * them already.
 */
export function closeSchemeCycles(deps: CloserDeps, schemeId: string, until: Date) {
  return deps.db.transaction(async (tx) => {
    const scheme = await lockDueScheme(tx, schemeId, until);
    if (!scheme) return false;
    await closeEndedCycles({ tx, jobs: deps.jobs }, scheme, until);
    return true;
  });
}

/**
 * Every current scheme whose cycle has ended (a minute ago at least) is closed, one
 * scheme per transaction; several processes may run this at once, each closing the schemes the
 * others have not locked. Answers how many schemes this call closed.
 */
export async function closeDueCycles(deps: CloserDeps, now = deps.clock.now()) {
  const until = new Date(now.getTime() - CLOSE_GRACE_MS);
  let closed = 0;
  for (;;) {
    const due = await findDueSchemeIds(deps.db, until, BATCH);
    let progressed = 0;
    for (const id of due) if (await closeSchemeCycles(deps, id, until)) progressed++;
    closed += progressed;
    // The rest are another closer's (locked) or there are no more.
    if (due.length < BATCH || progressed === 0) return closed;
  }
}

/**
 * Ends the retailer's current cycle now and closes it at once, without the grace: the
 * end-to-end tests' way to see a cycle end without waiting 30 days (routes in test-hooks.ts).
 */
export async function closeCycleNow(deps: CloserDeps, retailerId: string) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const scheme = orNotFound(await lockCurrentScheme(tx, retailerId));
    const ending =
      scheme.currentBillingCycleEndsAt > now
        ? await updateScheme(tx, scheme.id, { currentBillingCycleEndsAt: now })
        : scheme;
    return closeEndedCycles({ tx, jobs: deps.jobs }, ending, now);
  });
}
