import type { TShopifyStoreIntegration, TUpdateShopifyStoreRequest } from '@parley/contract';
import type { Deps } from '../../deps';
import { ForbiddenError, NotFoundError, orNotFound } from '../../errors';
import type { Principal } from '../../lib/jwt';
import { findRetailerRow, updateRetailerRow } from '../retailers';

/** GET /retailers/{id}/shopify_store: the theme code and the discount functions switch. */
export async function findStoreIntegration(
  deps: Pick<Deps, 'db'>,
  retailerId: string,
): Promise<TShopifyStoreIntegration> {
  const row = orNotFound(await findRetailerRow(deps.db, retailerId));
  return {
    custom_code: row.retailer.customCode,
    discount_functions_enabled: row.retailer.discountFunctionsEnabled,
  };
}

/**
 * PUT /retailers/{id}/shopify_store. The code runs in every page of the store, so only an
 * administrator writes it; the retailer's own users may switch the discount functions.
 */
export async function updateStoreIntegration(
  deps: Pick<Deps, 'db'>,
  retailerId: string,
  update: TUpdateShopifyStoreRequest,
  by: Principal,
): Promise<TShopifyStoreIntegration> {
  if ('custom_code' in update) {
    if (!by.isAdmin) throw new ForbiddenError();
    const code = update.custom_code?.trim() ? update.custom_code : null;
    if (!(await updateRetailerRow(deps.db, retailerId, { customCode: code }))) {
      throw new NotFoundError();
    }
  } else if (
    !(await updateRetailerRow(deps.db, retailerId, {
      discountFunctionsEnabled: update.discount_functions_enabled,
    }))
  ) {
    throw new NotFoundError();
  }
  return findStoreIntegration(deps, retailerId);
}
