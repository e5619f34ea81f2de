import { MSG, type TPlanChangeResponse } from '@parley/contract';
import { BusinessError } from '../../errors';
import {
  activateWaiting,
  isWaiting,
  planChangeAnswer,
  putInForce,
  viaProvider,
} from './activation';
import { providerForPayment } from './providers';
import { findSchemeByCharge, type BillingAccount } from './repository';
import type { BillingDeps } from './service';

/**
 * The merchant is back from Shopify with the subscription's id (charge_id): Shopify is asked how
 * it stands. Accepted (ACTIVE), the scheme waiting for it comes into force now, with the usage
 * line that usage records go to; declined, expired or still waiting, nothing changes (422). An id
 * that is no plan change of this store is refused without asking Shopify. Coming back twice
 * answers the plan in force.
 */
export async function confirmShopifyCharge(
  deps: BillingDeps,
  account: BillingAccount,
  chargeId: string,
): Promise<TPlanChangeResponse> {
  const found = await findSchemeByCharge(deps.db, account.id, chargeId);
  if (!found) throw new BusinessError(MSG.chargeUnknown);
  if (found.scheme.isCurrent) return planChangeAnswer(deps.db, account.id, 'active', null);
  if (!isWaiting(found.scheme)) throw new BusinessError(MSG.pendingSchemeGone);
  const provider = providerForPayment(deps, account, 'shopify');
  const charge = await viaProvider(() => provider.findCharge(chargeId));
  if (charge.state === 'unknown') throw new BusinessError(MSG.chargeUnknown);
  if (charge.state === 'not_accepted') throw new BusinessError(MSG.chargeNotAccepted);
  const schemeId = found.scheme.id;
  await putInForce(deps, account.id, {
    // A second confirmation that waited for the first: the plan is in force already.
    check: (current) => current?.id !== schemeId,
    activate: (tx, now) =>
      activateWaiting(tx, account.id, schemeId, now, {
        shopifyUsageLineItemId: charge.usageLineItemId,
      }),
  });
  return planChangeAnswer(deps.db, account.id, 'active', null);
}
