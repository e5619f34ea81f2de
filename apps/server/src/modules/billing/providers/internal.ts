import type { BillingProvider } from './provider';

/**
 * Stores billed here (payment type `invoice`): a plan is in force as soon as it is chosen, and a
 * charge is billed by recording it so; the invoice itself is made outside.
 */
export const internalProvider: BillingProvider = {
  paymentType: 'invoice',
  subscribe: () => Promise.resolve({ status: 'active' }),
  // No charge is ever confirmed here: only Shopify sends the merchant away to confirm one.
  findCharge: () => Promise.resolve({ state: 'unknown' }),
  bill: () => Promise.resolve({ reference: null }),
};
