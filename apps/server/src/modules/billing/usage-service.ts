import {
  MSG,
  RELATED_SALES_PAGE_SIZE,
  USAGE_PAGE_SIZE,
  type TBillingEventDetail,
  type TUsageListResponse,
} from '@parley/contract';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import { BusinessError, NotFoundError, orNotFound } from '../../errors';
import { viaProvider } from './activation';
import {
  findEvent,
  listEventSessions,
  listEvents,
  markEventBilled,
  type EventWithScheme,
} from './events-repository';
import { toCents } from './money';
import { presentEvent, presentEventDetail } from './present';
import { providerForPayment, type ProviderDeps } from './providers';
import { findBillingAccount } from './repository';
import { findCurrentUsage } from './usage';

/** The usage charges: the list, one charge with its sales, and Bill Now. */

/** GET /retailers/{id}/account/usage: the charges, newest cycle first, a page at a time. */
export async function findUsage(
  deps: Pick<Deps, 'db'>,
  retailerId: string,
  offset: number,
): Promise<TUsageListResponse> {
  if (!(await findBillingAccount(deps.db, retailerId))) throw new NotFoundError();
  const { rows, total } = await listEvents(deps.db, retailerId, offset, USAGE_PAGE_SIZE);
  return { usage: rows.map(presentEvent), total, offset, limit: USAGE_PAGE_SIZE };
}

async function detailOf(db: Executor, found: EventWithScheme, offset: number) {
  const { event, scheme, plan } = found;
  return presentEventDetail({
    event,
    scheme,
    usage: scheme.isCurrent ? await findCurrentUsage(db, scheme, plan) : null,
    sessions: await listEventSessions(db, event.id, offset, RELATED_SALES_PAGE_SIZE),
    offset,
    limit: RELATED_SALES_PAGE_SIZE,
  });
}

/** GET /retailers/{id}/account/usage/{eventId}: the charge and a page of its sales. */
export async function findUsageEvent(
  deps: Pick<Deps, 'db'>,
  retailerId: string,
  eventId: string,
  offset: number,
): Promise<TBillingEventDetail> {
  const found = orNotFound(await findEvent(deps.db, retailerId, eventId));
  return detailOf(deps.db, found, offset);
}

/**
 * Bills the charge through its scheme's provider, then records it billed (with the provider's
 * reference). The provider is asked first: when it refuses, nothing is recorded. Asking again is
 * safe, the charge's id being the provider's idempotency key.
 */
export async function billCharge(
  deps: ProviderDeps & Pick<Deps, 'db' | 'clock'>,
  found: EventWithScheme,
) {
  const { event, scheme } = found;
  const account = orNotFound(await findBillingAccount(deps.db, event.retailerId));
  const provider = providerForPayment(deps, account, scheme.paymentType);
  const { reference } = await provider.bill({
    eventId: event.id,
    description: event.description,
    amount: event.amount,
    currency: event.currency,
    usageLineItemId: scheme.shopifyUsageLineItemId,
  });
  await markEventBilled(deps.db, event.id, deps.clock.now(), reference);
}

/** POST /retailers/{id}/account/usage/{eventId}: Bill Now, only for a billable charge. */
export async function billUsageEvent(
  deps: ProviderDeps & Pick<Deps, 'db' | 'clock'>,
  retailerId: string,
  eventId: string,
): Promise<TBillingEventDetail> {
  const found = orNotFound(await findEvent(deps.db, retailerId, eventId));
  if (found.event.billedAt) throw new BusinessError(MSG.chargeAlreadyBilled);
  if (toCents(found.event.amount) === 0n) throw new BusinessError(MSG.chargeIsZero);
  await viaProvider(() => billCharge(deps, found));
  const billed = await findEvent(deps.db, retailerId, eventId);
  return detailOf(deps.db, billed!, 0);
}
