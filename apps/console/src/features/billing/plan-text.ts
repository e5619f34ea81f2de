import {
  MONTHLY_PRICED_PLANS,
  PRODUCT_TERM_PLURAL,
  UNLIMITED_NEGOTIATIONS_LABEL,
  type TBillingEventType,
  type TBillingScheme,
  type TPaymentType,
  type TPricingPlanIdentifier,
} from '@parley/contract';
import { formatPercentage } from '../../lib/format';

/** How plans and their charges read on the billing screens (part 2 §2, §9). */

/** The top plans read 'Unlimited Negotiations' in place of a price (part 2 §9). */
const UNLIMITED_PLANS: readonly TPricingPlanIdentifier[] = ['enterprise', 'premium'];

export const isUnlimitedPlan = (identifier: TPricingPlanIdentifier) =>
  UNLIMITED_PLANS.includes(identifier);

/** The subscription fee, with '/ mo' for the plans priced by the month (basic, professional). */
export const planPrice = (identifier: TPricingPlanIdentifier, feeWithCurrency: string) =>
  MONTHLY_PRICED_PLANS.includes(identifier) ? `${feeWithCurrency} / mo` : feeWithCurrency;

const count = new Intl.NumberFormat('en-GB');

/** How many negotiations a cycle allows: '100 Negotiations', or unlimited (null). */
export const negotiationAllowance = (max: number | null) =>
  max === null ? UNLIMITED_NEGOTIATIONS_LABEL : `${count.format(max)} Negotiations`;

/** The usage fee of a plan card: '+ 2% of negotiated sales', nothing without one. */
export const usageFeeLine = (percentage: number) =>
  percentage > 0 ? `+ ${formatPercentage(percentage)} of negotiated sales` : null;

/** Parleys used this cycle against the plan's maximum: '40 of 100 Parleys used'. */
export function parleysUsed(
  scheme: Pick<TBillingScheme, 'billing_cycle_max_parleys' | 'billing_cycle_used_parleys_count'>,
) {
  const used = count.format(scheme.billing_cycle_used_parleys_count);
  const max = scheme.billing_cycle_max_parleys;
  return max === null
    ? `${used} used (Unlimited ${PRODUCT_TERM_PLURAL})`
    : `${used} of ${count.format(max)} ${PRODUCT_TERM_PLURAL} used`;
}

/** The commission text of Account & Plan: the usage fee on negotiated sales and its limit. */
export function commissionText(
  scheme: Pick<TBillingScheme, 'usage_fee_percentage' | 'billing_cycle_usage_cap_with_currency'>,
) {
  if (scheme.usage_fee_percentage <= 0) return 'No commission is charged on negotiated sales.';
  const fee = `A commission of ${formatPercentage(scheme.usage_fee_percentage)} is charged on negotiated sales`;
  const cap = scheme.billing_cycle_usage_cap_with_currency;
  return cap
    ? `${fee}, up to your monthly spending limit of ${cap}.`
    : `${fee}, with no monthly spending limit.`;
}

export const PAYMENT_TYPE_LABELS: Record<TPaymentType, string> = {
  invoice: 'Invoice',
  shopify: 'Shopify',
};

export const EVENT_TYPE_LABELS: Record<TBillingEventType, string> = {
  usage_fee: 'Usage fee',
  subscription_fee: 'Subscription fee',
};
