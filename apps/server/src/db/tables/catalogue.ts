import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TAddonType } from '@parley/contract';
import { timestamps, uuidKey } from './columns';
import { retailerId } from './owner';

/**
 * The columns every list of the catalogue has: a retailer's named entries (the id's column is
 * named as the API names it).
 */
const catalogueEntry = (idName: string) => ({
  id: uuidKey(idName),
  retailerId: retailerId(),
  name: text('name').notNull(),
  ...timestamps(),
});

/** A retailer's own catalogue, for stores whose platform the server cannot search itself. */
export const products = pgTable(
  'products',
  {
    ...catalogueEntry('product_id'),
    retailerProductId: text('retailer_product_id').notNull(),
  },
  (t) => [
    uniqueIndex('products_retailer_product_id').on(t.retailerId, t.retailerProductId),
    index('products_retailer_name').on(t.retailerId, t.name, t.id),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  catalogueEntry('product_category_id'),
  (t) => [
    // Rules match categories by name, so "Shoes" and "shoes" would be one category.
    uniqueIndex('product_categories_retailer_name').on(t.retailerId, sql`lower(${t.name})`),
    index('product_categories_retailer_name_order').on(t.retailerId, t.name, t.id),
  ],
);

export const cohorts = pgTable('cohorts', catalogueEntry('cohort_id'), (t) => [
  index('cohorts_retailer_name').on(t.retailerId, t.name, t.id),
]);

/** Gifts with purchase, bundle items and free shipping a rule can add to an offer. */
export const addonItems = pgTable(
  'addon_items',
  {
    ...catalogueEntry('addon_item_id'),
    retailerProductId: text('retailer_product_id').notNull(),
    displayValue: numeric('display_value', { precision: 12, scale: 2 }).notNull().default('5.00'),
    syntheticValue: numeric('synthetic_value', { precision: 12, scale: 2 })
      .notNull()
      .default('0.00'),
    addonType: text('addon_type').$type<TAddonType>().notNull(),
    /** Language code → text. */
    localizedName: jsonb('localized_name').$type<Record<string, string>>().notNull(),
    localizedShortDescription: jsonb('localized_short_description')
      .$type<Record<string, string>>()
      .notNull(),
    addonBannerImage: text('addon_banner_image'),
    addonBannerBackgroundColor: text('addon_banner_background_color').notNull().default('#F0F2F5'),
    priority: integer('priority').notNull().default(0),
  },
  (t) => [index('addon_items_retailer_priority').on(t.retailerId, t.priority, t.id)],
);
