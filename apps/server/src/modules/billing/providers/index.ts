import type { TPaymentType } from '@parley/contract';
import type { Deps } from '../../../deps';
import { isMyshopifyDomain } from '../../store';
import type { BillingAccount } from '../repository';
import { internalProvider } from './internal';
import { ProviderError, type BillingProvider } from './provider';
import { shopifyBillingProvider, type ShopifyBillingConnection } from './shopify';

export type ProviderDeps = Pick<Deps, 'config' | 'log'>;

/** The store's Admin API, when it is a Shopify store connected with a token; null otherwise. */
function shopifyConnectionOf(
  deps: ProviderDeps,
  account: BillingAccount,
): ShopifyBillingConnection | null {
  if (account.storePlatform !== 'shopify') return null;
  const { myshopifyDomain: domain, shopifyAccessToken: accessToken } = account;
  if (!domain || !accessToken || !isMyshopifyDomain(domain)) return null;
  return {
    domain,
    accessToken,
    apiVersion: deps.config.shopify.apiVersion,
    adminUrl: deps.config.shopify.adminUrl,
    log: deps.log,
  };
}

/** Who bills a new scheme of the store: Shopify for a connected Shopify store, else internal. */
export function providerForStore(deps: ProviderDeps, account: BillingAccount): BillingProvider {
  const connection = shopifyConnectionOf(deps, account);
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
  const connection = shopifyConnectionOf(deps, account);
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
