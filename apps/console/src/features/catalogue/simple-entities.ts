import {
  COHORT_LINK_PARAM,
  MSG,
  ZSaveCohortRequest,
  ZSaveProductCategoryRequest,
  ZSaveProductRequest,
  type TRetailer,
} from '@parley/contract';
import type { z } from 'zod';
import type { CatalogueItem, CatalogueListResponse, CatalogueSave } from './api';
import { catalogueLinks, type CatalogueListLinks } from './links';
import { hasRetailerFeature } from '../retailers';

/**
 * Products, product categories and user cohorts (part 2 §2 "Products, categories, cohorts
 * lists"): the same list and editor, described once per entity here.
 */
export type SimpleEntity = 'products' | 'product_categories' | 'cohorts';

/** One editor input, which is also one list column (items carry the same keys). */
export interface CatalogueField {
  name: string;
  label: string;
}

export interface SimpleCatalogueConfig<E extends SimpleEntity> {
  entity: E;
  links: CatalogueListLinks;
  /** The list's title, as in the menu. */
  title: string;
  /**
   * Title case, for buttons, headings and toasts ('Product Created', 'Products Deleted'); the
   * delete confirmation has them in lower case ('this product', 'these products').
   */
  item: string;
  items: string;
  fields: readonly CatalogueField[];
  /** The contract's save request, read from the editor's text values. */
  schema: z.ZodType<CatalogueSave[E], Record<string, string>>;
  listItems: (list: CatalogueListResponse<E>) => CatalogueItem<E>[];
  id: (item: CatalogueItem<E>) => string;
  /** The item's editable values, keyed by field name. */
  values: (item: CatalogueItem<E>) => Record<string, string>;
  /** Why this store cannot use the screen (the menu gates of part 1 §2), or null. */
  unavailable: (retailer: TRetailer) => string | null;
  /** What the editor explains above its fields for this store, if anything. */
  help?: (retailer: TRetailer) => string;
}

const isShopify = (retailer: TRetailer) => retailer.store.platform === 'shopify';

/** How shoppers join a cohort: a Shopify store's customer tags, or what another store's page says. */
export const COHORT_HELP = {
  shopify:
    'A signed-in customer is in this cohort when their Shopify customer tags include its name (not case-sensitive): the integration snippet passes the tags to the widget.',
  page: `A shopper is in this cohort when your store’s page names it (its name or ID): list cohorts, comma-separated, in data-parley-cohorts on the widget’s script tag or a placeholder, or in window.parleyConfig.cohorts. A link can add one with ?${COHORT_LINK_PARAM}=<name>.`,
} as const;

export const PRODUCTS: SimpleCatalogueConfig<'products'> = {
  entity: 'products',
  links: catalogueLinks.products,
  title: 'Individual Products',
  item: 'Product',
  items: 'Products',
  fields: [
    { name: 'retailer_product_id', label: 'Product ID' },
    { name: 'name', label: 'Product Name' },
  ],
  schema: ZSaveProductRequest,
  listItems: (list) => list.products,
  id: (item) => item.product_id,
  values: (item) => ({ retailer_product_id: item.retailer_product_id, name: item.name }),
  unavailable: (retailer) => (isShopify(retailer) ? MSG.managedInShopify('products') : null),
};

export const PRODUCT_CATEGORIES: SimpleCatalogueConfig<'product_categories'> = {
  entity: 'product_categories',
  links: catalogueLinks.productCategories,
  title: 'Product Categories',
  item: 'Product Category',
  items: 'Product Categories',
  fields: [{ name: 'name', label: 'Category Name' }],
  schema: ZSaveProductCategoryRequest,
  listItems: (list) => list.product_categories,
  id: (item) => item.product_category_id,
  values: (item) => ({ name: item.name }),
  unavailable: (retailer) =>
    isShopify(retailer) ? MSG.managedInShopify('product categories') : null,
};

export const COHORTS: SimpleCatalogueConfig<'cohorts'> = {
  entity: 'cohorts',
  links: catalogueLinks.cohorts,
  title: 'User Cohorts',
  item: 'User Cohort',
  items: 'User Cohorts',
  fields: [{ name: 'name', label: 'Cohort Name' }],
  schema: ZSaveCohortRequest,
  listItems: (list) => list.cohorts,
  id: (item) => item.cohort_id,
  values: (item) => ({ name: item.name }),
  unavailable: (retailer) =>
    hasRetailerFeature(retailer, 'user_cohorts') ? null : MSG.userCohortsUnavailable,
  // Part 2 §6: how a shopper joins a cohort depends on the store's platform.
  help: (retailer) => (isShopify(retailer) ? COHORT_HELP.shopify : COHORT_HELP.page),
};
