import {
  DEFAULT_USAGE_CAP_CURRENCY,
  type TBillingScheme,
  type TPlanChoicesResponse,
} from '@parley/contract';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import { NotFoundError, orNotFound } from '../../errors';
import { presentBillingScheme, presentPlanChoice } from './present';
import {
  findBillingAccount,
  findCurrentScheme,
  findPendingOffer,
  listPlans,
  type SchemeWithPlan,
} from './repository';
import { findCurrentUsage } from './usage';

export type BillingDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'log' | 'jobs'>;

/** The plan page's view of a scheme (the current one, or a pending one before any is current). */
export async function presentPlanOf(db: Executor, retailerId: string, shown: SchemeWithPlan) {
  const account = orNotFound(await findBillingAccount(db, retailerId));
  return presentBillingScheme({
    current: shown,
    usage: await findCurrentUsage(db, shown.scheme, shown.plan),
    account,
    pending: await findPendingOffer(db, retailerId),
  });
}

/** GET /retailers/{id}/account/plan: the scheme in force (404 for a store without a plan). */
export async function findPlan(
  deps: Pick<Deps, 'db'>,
  retailerId: string,
): Promise<TBillingScheme> {
  const current = orNotFound(await findCurrentScheme(deps.db, retailerId));
  return presentPlanOf(deps.db, retailerId, current);
}

/** GET /retailers/{id}/account/plans: every plan of the catalogue, priced for the store. */
export async function findPlanChoices(
  deps: Pick<Deps, 'db'>,
  retailerId: string,
): Promise<TPlanChoicesResponse> {
  if (!(await findBillingAccount(deps.db, retailerId))) throw new NotFoundError();
  const current = await findCurrentScheme(deps.db, retailerId);
  const currency = current?.scheme.currency ?? DEFAULT_USAGE_CAP_CURRENCY;
  const plans = await listPlans(deps.db);
  return {
    plans: plans.map((plan) => presentPlanChoice(plan, current?.plan.identifier ?? null, currency)),
  };
}
