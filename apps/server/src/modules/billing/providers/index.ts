import type { TPaymentType } from '@parley/contract';
import type { Deps } from '../../../deps';
import { shopifyConnectionOf } from '../../../infra/shopify-admin';
import type { BillingAccount } from '../repository';
import { internalProvider } from './internal';
import { ProviderError, type BillingProvider } from './provider';
import { shopifyBillingProvider } from './shopify';

export type ProviderDeps = Pick<Deps, 'config' | 'log'>;

/** The store's Admin API, when it is a Shopify store connected with a token; null otherwise. */
const shopifyConnectionFor = (deps: ProviderDeps, account: BillingAccount) =>
  account.storePlatform === 'shopify' ? shopifyConnectionOf(deps, account) : null;

/** Who bills a new scheme of the store: Shopify for a connected Shopify store, else internal. */
export function providerForStore(deps: ProviderDeps, account: BillingAccount): BillingProvider {
  const connection = shopifyConnectionFor(deps, account);
  return connection ? shopifyBillingProvider(connection) : internalProvider;
}

/**
 * Who bills an existing scheme's charges: the provider of its payment type, whatever the store
 * is now. A Shopify scheme of a store no longer connected cannot be billed.
 */
export function providerForPayment(
  deps: ProviderDeps,
  account: BillingAccount,
  paymentType: TPaymentType,
): BillingProvider {
  if (paymentType === 'invoice') return internalProvider;
  const connection = shopifyConnectionFor(deps, account);
  if (!connection) {
    return {
      paymentType,
      subscribe: () => Promise.reject(new ProviderError('the Shopify store is not connected')),
      findCharge: () => Promise.resolve({ state: 'unknown' }),
      bill: () => Promise.reject(new ProviderError('the Shopify store is not connected')),
    };
  }
  return shopifyBillingProvider(connection);
}

export { ProviderError, type BillingProvider, type ChargeToBill } from './provider';
