import {
  addonItemName,
  MSG,
  type TAddonItem,
  type TCohort,
  type TProduct,
  type TProductCategory,
  type TSaveAddonItemRequest,
  type TSaveCohortRequest,
  type TSaveProductCategoryRequest,
  type TSaveProductRequest,
} from '@parley/contract';
import { eq, sql } from 'drizzle-orm';
import { addonItems, cohorts, productCategories, products } from '../../db/schema';
import type { CatalogueEntity } from './service';

const timestamps = (row: { createdAt: Date; updatedAt: Date }) => ({
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const productValues = (save: TSaveProductRequest) => ({
  retailerProductId: save.retailer_product_id,
  name: save.name,
});

export const productEntity: CatalogueEntity<
  typeof products,
  'products',
  TSaveProductRequest,
  TProduct
> = {
  table: products,
  listKey: 'products',
  searchColumns: [products.name, products.retailerProductId],
  orderBy: [products.name],
  duplicateMessage: MSG.productIdInUse,
  present: (row) => ({
    product_id: row.id,
    retailer_id: row.retailerId,
    retailer_product_id: row.retailerProductId,
    name: row.name,
    ...timestamps(row),
  }),
  insertValues: (save, retailerId) => ({ retailerId, ...productValues(save) }),
  updateValues: productValues,
};

/** The lists whose entries are a name alone. */
type NamedTable = typeof productCategories | typeof cohorts;

/** What an entry of a list of names shows besides its id. */
const namedEntry = (row: NamedTable['$inferSelect']) => ({
  retailer_id: row.retailerId,
  name: row.name,
  ...timestamps(row),
});

/** A list of names alone (categories, cohorts): searched, sorted and saved by the name. */
const nameList = <T extends NamedTable>(table: T) => ({
  table,
  searchColumns: [table.name],
  orderBy: [table.name],
  insertValues: (save: { name: string }, retailerId: string) => ({ retailerId, name: save.name }),
  updateValues: (save: { name: string }) => ({ name: save.name }),
});

export const productCategoryEntity: CatalogueEntity<
  typeof productCategories,
  'product_categories',
  TSaveProductCategoryRequest,
  TProductCategory
> = {
  ...nameList(productCategories),
  listKey: 'product_categories',
  duplicateMessage: MSG.categoryNameInUse,
  present: (row) => ({ product_category_id: row.id, ...namedEntry(row) }),
};

export const cohortEntity: CatalogueEntity<typeof cohorts, 'cohorts', TSaveCohortRequest, TCohort> =
  {
    ...nameList(cohorts),
    listKey: 'cohorts',
    inUseMessage: MSG.cohortInUse,
    present: (row) => ({ cohort_id: row.id, ...namedEntry(row) }),
  };

const addonValues = (save: TSaveAddonItemRequest) => ({
  name: addonItemName(save.localized_name),
  retailerProductId: save.retailer_product_id,
  displayValue: save.display_value,
  syntheticValue: save.synthetic_value,
  addonType: save.addon_type,
  localizedName: save.localized_name,
  localizedShortDescription: save.localized_short_description,
  addonBannerImage: save.addon_banner_image ?? null,
  addonBannerBackgroundColor: save.addon_banner_background_color,
});

export const addonItemEntity: CatalogueEntity<
  typeof addonItems,
  'addon_items',
  TSaveAddonItemRequest,
  TAddonItem
> = {
  table: addonItems,
  listKey: 'addon_items',
  searchColumns: [addonItems.name, addonItems.retailerProductId],
  orderBy: [addonItems.priority, addonItems.name],
  inUseMessage: MSG.addonItemInUse,
  present: (row) => ({
    addon_item_id: row.id,
    retailer_id: row.retailerId,
    name: row.name,
    retailer_product_id: row.retailerProductId,
    display_value: row.displayValue,
    synthetic_value: row.syntheticValue,
    addon_type: row.addonType,
    localized_name: row.localizedName,
    localized_short_description: row.localizedShortDescription,
    addon_banner_image: row.addonBannerImage,
    addon_banner_background_color: row.addonBannerBackgroundColor,
    priority: row.priority,
    ...timestamps(row),
  }),
  insertValues: (save, retailerId) => ({
    retailerId,
    ...addonValues(save),
    // A new add-on goes after the retailer's others unless it names its place.
    priority:
      save.priority ??
      sql<number>`(select coalesce(max(${addonItems.priority}), 0) + 1 from ${addonItems} where ${eq(addonItems.retailerId, retailerId)})`,
  }),
  updateValues: (save) => ({
    ...addonValues(save),
    ...(save.priority === undefined ? {} : { priority: save.priority }),
  }),
};
