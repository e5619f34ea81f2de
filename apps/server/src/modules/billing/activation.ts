import { MSG, type TPlanChangeResponse, type TPlanChangeStatus } from '@parley/contract';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/constraints';
import { BusinessError, NotFoundError, orNotFound } from '../../errors';
import { endScheme } from './close';
import { cycleEndOf } from './cycles';
import { ProviderError } from './providers';
import {
  findCurrentScheme,
  lockCurrentScheme,
  lockRetailer,
  lockScheme,
  updateScheme,
  type NewScheme,
  type SchemeRow,
  type SchemeWithPlan,
} from './repository';
import { presentPlanOf, type BillingDeps } from './service';

/** What plan changes share: putting a scheme in force, the provider's refusals, the answer. */

/** The provider's refusal or outage, as the 422 the console shows; nothing was changed. */
export async function viaProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderError) throw new BusinessError(MSG.billingProviderFailed);
    throw error;
  }
}

/** The answer of a change: the scheme in force (or, for a store without one, `shown`). */
export async function planChangeAnswer(
  db: Executor,
  retailerId: string,
  status: TPlanChangeStatus,
  redirectUri: string | null,
  shown?: SchemeWithPlan | null,
): Promise<TPlanChangeResponse> {
  const current = orNotFound((await findCurrentScheme(db, retailerId)) ?? shown);
  return {
    status,
    redirect_uri: redirectUri,
    billing_scheme: await presentPlanOf(db, retailerId, current),
  };
}

/** A scheme's columns as it comes into force at `now`: current, active, a cycle from now. */
export const inForceFrom = (now: Date) => ({
  status: 'active' as const,
  isCurrent: true,
  billingCycleStartedAt: now,
  currentBillingCycleEndsAt: cycleEndOf(now),
  lastBillingCycleEndedAt: null,
});

/** A scheme waiting for the store: an offer to approve, or a change waiting on Shopify. */
export const isWaiting = (scheme: SchemeRow | null | undefined) =>
  scheme?.status === 'pending_approval' && !scheme.isCurrent;

/**
 * Brings the retailer's waiting scheme into force at `now`, with `values`; refused (422) when it
 * is no longer waiting: a concurrent change took it or dropped it.
 */
export async function activateWaiting(
  tx: Executor,
  retailerId: string,
  schemeId: string,
  now: Date,
  values: Partial<NewScheme>,
) {
  if (!isWaiting(await lockScheme(tx, retailerId, schemeId))) {
    throw new BusinessError(MSG.pendingSchemeGone);
  }
  await updateScheme(tx, schemeId, { ...inForceFrom(now), ...values });
}

export interface Activation {
  /**
   * Runs once the retailer's lock is held, on the scheme current then: refuses a change that a
   * concurrent one has made pointless (it throws), or answers false when a concurrent one has
   * done it already (nothing more is done).
   */
  check: (current: SchemeRow | null) => boolean;
  /** Makes the new scheme current (it may throw to refuse, rolling everything back). */
  activate: (tx: Executor, now: Date) => Promise<unknown>;
}

/**
 * Puts a scheme in force now, in one transaction serialised per retailer (its row lock): the
 * current scheme's cycle closes with its charges and the scheme is cancelled, then the new one
 * becomes current with a cycle starting now. Two concurrent changes run one after the other, so
 * they cannot leave two current schemes; the loser of a race that made it pointless gets a 422.
 */
export async function putInForce(deps: BillingDeps, retailerId: string, activation: Activation) {
  try {
    await deps.db.transaction(async (tx) => {
      if (!(await lockRetailer(tx, retailerId))) throw new NotFoundError();
      const now = deps.clock.now();
      const current = await lockCurrentScheme(tx, retailerId);
      if (!activation.check(current)) return;
      if (current) await endScheme({ tx, jobs: deps.jobs }, current, now);
      await activation.activate(tx, now);
    });
  } catch (error) {
    // The one-current-scheme index is the last guard, should a writer ever skip the lock.
    if (isUniqueViolation(error, 'billing_schemes_one_current')) {
      throw new BusinessError(MSG.planAlreadyCurrent);
    }
    throw error;
  }
}
