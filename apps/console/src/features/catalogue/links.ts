import { crudLinks, crudPaths, RETAILER_PATH } from '../../app/route-kit';

/** Each catalogue list lives at /retailers/{id}/{list}, its editors at /new and /{itemId}. */
export const CATALOGUE_PATHS = {
  products: crudPaths(`${RETAILER_PATH}/products`),
  productCategories: crudPaths(`${RETAILER_PATH}/product_categories`),
  cohorts: crudPaths(`${RETAILER_PATH}/cohorts`),
  addonItems: crudPaths(`${RETAILER_PATH}/addon_items`),
};

export const catalogueLinks = {
  products: crudLinks(CATALOGUE_PATHS.products),
  productCategories: crudLinks(CATALOGUE_PATHS.productCategories),
  cohorts: crudLinks(CATALOGUE_PATHS.cohorts),
  addonItems: crudLinks(CATALOGUE_PATHS.addonItems),
};

/** One list's links: list, new and item. */
export type CatalogueListLinks = typeof catalogueLinks.products;

/** The item's word in titles and toasts: 'Gift With Purchase Created' (part 2 §8). */
export const ADDON_ITEM = 'Gift With Purchase';
