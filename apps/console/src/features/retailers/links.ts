import { link, RETAILER_PATH } from '../../app/route-kit';

export const RETAILERS_PATHS = {
  list: '/retailers',
  detail: RETAILER_PATH,
  shopifyStore: `${RETAILER_PATH}/shopify_store`,
} as const;

export const retailersLinks = {
  list: link(RETAILERS_PATHS.list),
  detail: link(RETAILERS_PATHS.detail),
  shopifyStore: link(RETAILERS_PATHS.shopifyStore),
};
