import type { TPriceTokenDealResponse } from '@parley/contract';
import type { PageTarget } from './target';

/**
 * A recovery link's Buy now leads the shopper to the product page with the deal's price token in
 * the address under this name (the server's PRICE_TOKEN_PARAM, in sessions/recovery-link.ts).
 */
export const PRICE_TOKEN_PARAM = 'parley_price_token';

/** Hands the deal a page's address brought to the one button it is for. */
export type LandingDeal = (target: PageTarget) => Promise<TPriceTokenDealResponse | null>;

/** A product's button takes a deal for its product; a basket's, one for no product. */
function isFor(deal: TPriceTokenDealResponse, target: PageTarget): boolean {
  const subject = target.subject();
  if (!subject) return false;
  return subject.kind === 'product'
    ? subject.product.retailer_product_id === deal.retailer_product_id
    : deal.retailer_product_id === null;
}

/**
 * The deal of the price token in the page's address, looked up once (only when there is one) and
 * given to the first button it is for, so a page with the product twice shows it once. A token
 * that no longer works (used, replaced, expired) brings nothing; the store's developer is told.
 */
export function landingDeal(
  pageUrl: string,
  lookUp: (priceToken: string) => Promise<TPriceTokenDealResponse>,
): LandingDeal {
  const token = new URL(pageUrl).searchParams.get(PRICE_TOKEN_PARAM)?.trim();
  let found: Promise<TPriceTokenDealResponse | null> | null = null;
  let taken = false;
  return async (target) => {
    if (!token) return null;
    found ??= lookUp(token).catch((error: unknown) => {
      console.info('Parley: the price token in this page’s address brings no deal:', error);
      return null;
    });
    const deal = await found;
    if (!deal || taken || !isFor(deal, target)) return null;
    taken = true;
    return deal;
  };
}
