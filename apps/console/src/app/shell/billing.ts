import { PRODUCT_TERM, PRODUCT_TERM_PLURAL, type TBillingSchemeSummary } from '@parley/contract';

export interface BillingNotice {
  text: string;
  /** Danger styling: the plan is not active, or this cycle's usage is over its maximum. */
  expired: boolean;
  linkLabel: 'Manage Plan' | 'Upgrade Plan';
}

/** Plans that already sit at the top: their link manages rather than upgrades. */
const TOP_PLANS = ['ENTERPRISE', 'PREMIUM'];

/** The top bar's plan notice (part 1 §4, Billing scheme status). */
export function billingNotice(scheme: TBillingSchemeSummary): BillingNotice {
  const max = scheme.billing_cycle_max_parleys;
  const used = scheme.billing_cycle_used_parleys_count;
  const expired = scheme.status !== 'active' || (max !== null && used > max);

  let text: string;
  if (scheme.status === 'pending_approval') text = 'Upgrade Pending Approval';
  else if (scheme.status === 'inactive' || scheme.status === 'cancelled') text = 'Plan Expired';
  else if (max === null) text = `Unlimited ${PRODUCT_TERM_PLURAL}`;
  else {
    const remaining = Math.max(0, max - used);
    text = `${remaining} ${remaining === 1 ? PRODUCT_TERM : PRODUCT_TERM_PLURAL} remaining`;
  }

  const manage =
    scheme.status !== 'active' ||
    TOP_PLANS.includes(scheme.name.toUpperCase()) ||
    TOP_PLANS.includes(scheme.pricing_plan.identifier.toUpperCase());
  return { text, expired, linkLabel: manage ? 'Manage Plan' : 'Upgrade Plan' };
}
