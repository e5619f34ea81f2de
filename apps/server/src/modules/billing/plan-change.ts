import type { z } from 'zod';
import {
  DEFAULT_USAGE_CAP,
  DEFAULT_USAGE_CAP_CURRENCY,
  MSG,
  PRODUCT_NAME,
  type TPlanChangeResponse,
  type ZPlanChangeRequest,
} from '@parley/contract';
import { BusinessError, NotFoundError, orNotFound } from '../../errors';
import type { Principal } from '../../lib/jwt';
import {
  activateWaiting,
  inForceFrom,
  isWaiting,
  planChangeAnswer,
  putInForce,
  viaProvider,
  type Activation,
} from './activation';
import { fromCents, toCents } from './money';
import { confirmShopifyCharge } from './plan-confirm';
import { providerForStore, type BillingProvider } from './providers';
import type { SubscriptionTerms } from './providers/provider';
import {
  findBillingAccount,
  findCurrentScheme,
  findPlan,
  findScheme,
  insertScheme,
  lockCurrentScheme,
  lockRetailer,
  updateScheme,
  type BillingAccount,
  type NewScheme,
  type PlanRow,
  type SchemeRow,
  type SchemeWithPlan,
} from './repository';
import type { BillingDeps } from './service';
import { usageTerms } from './terms';

export type PlanChangeRequest = z.output<typeof ZPlanChangeRequest>;
type PlanRequest = Exclude<PlanChangeRequest, { shopify_charge_id: string }>;

const DEFAULT_CAP_CENTS = BigInt(DEFAULT_USAGE_CAP) * 100n;

/** A spending limit asked for, in cents (a number from the form: rounded to the cent). */
const capCentsOf = (usageCap: number | undefined) =>
  usageCap === undefined ? undefined : BigInt(Math.round(usageCap * 100));
const storedCap = (scheme: SchemeRow | null | undefined) =>
  scheme?.billingCycleUsageCap == null ? null : toCents(scheme.billingCycleUsageCap);

/** A scheme waiting on the plan, with the plan's terms as they are now. */
function schemeOn(
  plan: PlanRow,
  account: BillingAccount,
  values: Pick<NewScheme, 'paymentType' | 'currency'> & { capCents: bigint | null },
): NewScheme {
  return {
    retailerId: account.id,
    pricingPlanIdentifier: plan.identifier,
    name: plan.identifier.toUpperCase(),
    status: 'pending_approval',
    isCurrent: false,
    paymentType: values.paymentType,
    currency: values.currency,
    subscriptionFeeAmount: plan.subscriptionFeeAmount,
    usageFeePercentage: plan.usageFeePercentage,
    billingCycleUsageCap: values.capCents === null ? null : fromCents(values.capCents),
  };
}

/** Refuses a change to the plan and spending limit the store has already. */
function refuseUnchanged(
  current: SchemeRow | null,
  planIdentifier: string,
  capCents: bigint | undefined,
) {
  if (!current || current.pricingPlanIdentifier !== planIdentifier) return;
  if (capCents === undefined || capCents === storedCap(current)) {
    throw new BusinessError(MSG.planAlreadyCurrent);
  }
}

/** What the merchant confirms at Shopify for the scheme's terms. */
function subscriptionOf(
  deps: BillingDeps,
  retailerId: string,
  scheme: NewScheme,
): SubscriptionTerms {
  const capCents = scheme.billingCycleUsageCap
    ? toCents(scheme.billingCycleUsageCap)
    : DEFAULT_CAP_CENTS;
  const currency = scheme.currency ?? DEFAULT_USAGE_CAP_CURRENCY;
  return {
    name: `${PRODUCT_NAME} ${scheme.name}`,
    currency,
    subscriptionFee: fromCents(toCents(scheme.subscriptionFeeAmount ?? '0')),
    usageCap: fromCents(capCents),
    usageTerms: usageTerms(scheme.usageFeePercentage ?? '0', capCents, currency),
    returnUrl: `${deps.config.publicUrl}/#/retailers/${retailerId}/account/plan`,
  };
}

/**
 * Asks the provider for the scheme's subscription: in force at once (the internal provider), or,
 * through Shopify, kept waiting with the subscription's id while the merchant is sent to confirm
 * it (`waiting`: the offer being approved, else a new pending scheme).
 */
async function subscribe(
  deps: BillingDeps,
  provider: BillingProvider,
  values: NewScheme,
  activation: Activation,
  waiting?: string,
): Promise<TPlanChangeResponse> {
  const retailerId = values.retailerId;
  const outcome = await viaProvider(() =>
    provider.subscribe(subscriptionOf(deps, retailerId, values)),
  );
  if (outcome.status === 'active') {
    await putInForce(deps, retailerId, activation);
    return planChangeAnswer(deps.db, retailerId, 'active', null);
  }
  const pending = waiting
    ? await updateScheme(deps.db, waiting, {
        shopifyChargeId: outcome.chargeId,
        paymentType: provider.paymentType,
        billingCycleUsageCap: values.billingCycleUsageCap ?? null,
      })
    : await insertScheme(deps.db, { ...values, shopifyChargeId: outcome.chargeId });
  const shown = await findScheme(deps.db, retailerId, pending.id);
  return planChangeAnswer(deps.db, retailerId, 'redirect', outcome.confirmationUrl, shown);
}

/** A plan asked for: the store, the plan, the scheme in force and a new spending limit, if any. */
interface PlanChoice {
  account: BillingAccount;
  plan: PlanRow;
  current: SchemeWithPlan | null;
  capCents: bigint | undefined;
}

/** The spending limit a new scheme keeps: the one asked for, else the current scheme's. */
const keptCap = ({ capCents, current }: PlanChoice) => capCents ?? storedCap(current?.scheme);

/** The scheme a choice asks for, waiting, in the currency of the scheme in force. */
const schemeFor = (
  { plan, account, current }: PlanChoice,
  paymentType: NewScheme['paymentType'],
  capCents: bigint | null,
) =>
  schemeOn(plan, account, {
    paymentType,
    currency: current?.scheme.currency ?? DEFAULT_USAGE_CAP_CURRENCY,
    capCents,
  });

/**
 * A self-serve plan, or a new spending limit on the current plan: in force at once for stores
 * billed here (a new limit alone just changes the limit of the cycle in progress); for Shopify
 * stores, a new subscription the merchant confirms at Shopify (status redirect).
 */
async function choosePlan(deps: BillingDeps, choice: PlanChoice): Promise<TPlanChangeResponse> {
  const { account, plan, current, capCents } = choice;
  const provider = providerForStore(deps, account);
  const kept = keptCap(choice);
  const values = schemeFor(
    choice,
    provider.paymentType,
    // Shopify caps every usage line: the default limit when the store has none.
    kept ?? (provider.paymentType === 'shopify' ? DEFAULT_CAP_CENTS : null),
  );
  if (provider.paymentType === 'invoice' && current?.plan.identifier === plan.identifier) {
    await deps.db.transaction(async (tx) => {
      if (!(await lockRetailer(tx, account.id))) throw new NotFoundError();
      const locked = await lockCurrentScheme(tx, account.id);
      refuseUnchanged(locked, plan.identifier, capCents);
      if (locked) {
        await updateScheme(tx, locked.id, {
          billingCycleUsageCap: values.billingCycleUsageCap ?? null,
        });
      }
    });
    return planChangeAnswer(deps.db, account.id, 'active', null);
  }
  return subscribe(deps, provider, values, {
    check: (locked) => {
      refuseUnchanged(locked, plan.identifier, capCents);
      return true;
    },
    activate: (tx, now) => insertScheme(tx, { ...values, ...inForceFrom(now) }),
  });
}

/** An administrator's offer of a plan arranged with the team: it waits for the store's approval. */
async function offerPlan(deps: BillingDeps, choice: PlanChoice): Promise<TPlanChangeResponse> {
  const { account } = choice;
  const offer = await insertScheme(
    deps.db,
    schemeFor(choice, providerForStore(deps, account).paymentType, keptCap(choice)),
  );
  const shown = await findScheme(deps.db, account.id, offer.id);
  return planChangeAnswer(deps.db, account.id, 'pending_approval', null, shown);
}

/** The store approves the offer an administrator prepared (Approve Upgrade). */
async function approveOffer(
  deps: BillingDeps,
  account: BillingAccount,
  plan: PlanRow,
  offerId: string,
  capCents: bigint | undefined,
): Promise<TPlanChangeResponse> {
  const offer = await findScheme(deps.db, account.id, offerId);
  if (!offer || !isWaiting(offer.scheme) || offer.plan.identifier !== plan.identifier) {
    throw new BusinessError(MSG.pendingSchemeGone);
  }
  const provider = providerForStore(deps, account);
  const cap = capCents === undefined ? offer.scheme.billingCycleUsageCap : fromCents(capCents);
  const values: NewScheme = {
    ...offer.scheme,
    paymentType: provider.paymentType,
    billingCycleUsageCap: cap,
  };
  const activation: Activation = {
    check: () => true,
    activate: (tx, now) =>
      activateWaiting(tx, account.id, offerId, now, {
        paymentType: provider.paymentType,
        billingCycleUsageCap: cap,
      }),
  };
  return subscribe(deps, provider, values, activation, offerId);
}

async function changeToPlan(
  deps: BillingDeps,
  principal: Principal,
  account: BillingAccount,
  request: PlanRequest,
) {
  const plan = orNotFound(await findPlan(deps.db, request.plan_identifier));
  const capCents = capCentsOf(request.usage_cap);
  if (request.pending_billing_scheme_id) {
    return approveOffer(deps, account, plan, request.pending_billing_scheme_id, capCents);
  }
  if (!plan.selfServe && !principal.isAdmin) throw new BusinessError(MSG.planNotSelfServe);
  const current = await findCurrentScheme(deps.db, account.id);
  refuseUnchanged(current?.scheme ?? null, plan.identifier, capCents);
  const choice = { account, plan, current, capCents };
  if (!plan.selfServe && current?.plan.identifier !== plan.identifier) {
    return offerPlan(deps, choice);
  }
  return choosePlan(deps, choice);
}

/**
 * PUT /retailers/{id}/account/plan (part 2 §4 Billing): a retailer user chooses a self-serve plan
 * or approves an administrator's offer; an administrator may also offer any other plan; a Shopify
 * store coming back from Shopify confirms its charge.
 */
export async function changePlan(
  deps: BillingDeps,
  principal: Principal,
  retailerId: string,
  request: PlanChangeRequest,
): Promise<TPlanChangeResponse> {
  const account = orNotFound(await findBillingAccount(deps.db, retailerId));
  if ('shopify_charge_id' in request) {
    return confirmShopifyCharge(deps, account, request.shopify_charge_id);
  }
  return changeToPlan(deps, principal, account, request);
}
