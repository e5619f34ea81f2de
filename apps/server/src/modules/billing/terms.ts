import {
  PLAN_FEATURE_NAMES,
  PRODUCT_NAME,
  PRODUCT_TERM_PLURAL,
  UNLIMITED_LABEL,
} from '@parley/contract';
import { formatMoney, toCents } from './money';
import type { PlanRow } from './repository';

/** A plan's terms in words: the plan cards, and what a Shopify merchant confirms. */

const count = new Intl.NumberFormat('en-GB');

/** '100 Parleys every 30 days', or 'Unlimited Parleys'. */
export const parleyAllowance = (max: number | null) =>
  max === null ? UNLIMITED_LABEL : `${count.format(max)} ${PRODUCT_TERM_PLURAL} every 30 days`;

/** The usage fee in words: '2% of the sales Parley negotiates, up to US$2,000.00 every 30 days'. */
export function usageTerms(percentage: string, capCents: bigint | null, currency: string) {
  if (Number(percentage) === 0) return 'No usage fee';
  const fee = `${Number(percentage)}% of the sales ${PRODUCT_NAME} negotiates`;
  return capCents === null ? fee : `${fee}, up to ${formatMoney(capCents, currency)} every 30 days`;
}

/** A plan card's terms: its fee, its usage fee and its allowance, in one sentence. */
export function planTerms(plan: PlanRow, currency: string) {
  const fee = toCents(plan.subscriptionFeeAmount);
  const subscription =
    fee > 0n ? `${formatMoney(fee, currency)} every 30 days` : 'No subscription fee';
  const usage = usageTerms(plan.usageFeePercentage, null, currency);
  return `${subscription}; ${usage.charAt(0).toLowerCase()}${usage.slice(1)}; ${parleyAllowance(plan.billingCycleMaxParleys)}.`;
}

/** A plan card's list: its allowance, then its features by name. */
export const featureDescriptions = (plan: PlanRow) => [
  parleyAllowance(plan.billingCycleMaxParleys),
  ...plan.featureNames.map((feature) => PLAN_FEATURE_NAMES[feature]),
];
