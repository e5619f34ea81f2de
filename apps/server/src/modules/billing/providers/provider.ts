import type { TPaymentType } from '@parley/contract';

/**
 * Where a store's plan is paid (part 2 §4 Billing): the internal provider records charges here,
 * to be invoiced outside; Shopify stores pay through Shopify's app billing. The services use
 * only this interface; which provider serves a store is chosen in ./index.ts.
 */
export interface BillingProvider {
  readonly paymentType: TPaymentType;
  /** Puts the terms in place, at once (`active`) or once the merchant confirms (`redirect`). */
  subscribe(terms: SubscriptionTerms): Promise<SubscribeOutcome>;
  /** Where the merchant's confirmation of a subscription stands. */
  findCharge(chargeId: string): Promise<ChargeState>;
  /**
   * Bills one charge. Safe to repeat: the charge's id is its idempotency key, so a retry returns
   * the first record instead of charging twice.
   */
  bill(charge: ChargeToBill): Promise<{ reference: string | null }>;
}

export interface SubscriptionTerms {
  /** The subscription's name, as the merchant sees it when confirming. */
  name: string;
  currency: string;
  /** Every 30 days; 0 for none. */
  subscriptionFee: string;
  /** The most usage fees may come to in 30 days. */
  usageCap: string;
  /** The usage fee in words, as the merchant sees it when confirming. */
  usageTerms: string;
  /** Where the merchant comes back to after confirming (with charge_id). */
  returnUrl: string;
}

export type SubscribeOutcome =
  { status: 'active' } | { status: 'redirect'; confirmationUrl: string; chargeId: string };

export type ChargeState =
  | { state: 'active'; usageLineItemId: string | null }
  /** Declined, expired, frozen, cancelled, or still waiting for the merchant. */
  | { state: 'not_accepted'; status: string }
  | { state: 'unknown' };

export interface ChargeToBill {
  /** The billing event's id: the idempotency key. */
  eventId: string;
  description: string;
  /** Decimal text, two places. */
  amount: string;
  currency: string;
  /** Shopify: the subscription's usage line item. */
  usageLineItemId: string | null;
}

/** The provider could not do it (refused, unreachable, unexpected answer): nothing was changed. */
export class ProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderError';
  }
}
