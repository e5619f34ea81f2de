import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/db/client';
import { addonItems, cohorts, productCategories, products } from '../../src/db/schema';
import { insertRow } from '../../src/db/rows';

/**
 * Test helpers: one valid save payload and one stored row per catalogue entity, and the store
 * picker's answer when nothing matches.
 */

let counter = 0;
const unique = () => `${(counter++).toString(36)}-${randomUUID().slice(0, 8)}`;

export const validPayloads = {
  products: () => ({ retailer_product_id: `SKU-${unique()}`, name: `Product ${unique()}` }),
  product_categories: () => ({ name: `Category ${unique()}` }),
  cohorts: () => ({ name: `Cohort ${unique()}` }),
  addon_items: () => ({
    retailer_product_id: `GIFT-${unique()}`,
    localized_name: { 'en-GB': `Gift ${unique()}`, fr: 'Cadeau' },
    localized_short_description: { 'en-GB': 'A free tote bag', fr: 'Un sac offert' },
    addon_type: 'bundle_item',
    display_value: '12.50',
    synthetic_value: 3,
    addon_banner_image: 'https://cdn.example.com/tote.png',
  }),
};
export type CatalogueListPath = keyof typeof validPayloads;
export const CATALOGUE_LIST_PATHS = Object.keys(validPayloads) as CatalogueListPath[];

/** The id of the one row an insert returned. */
const insertedId = async (rows: Promise<{ id: string }[]>) => (await rows)[0]!.id;

/** Stores a row of the kind for the retailer and answers its id. */
export async function insertCatalogueRow(
  db: Database,
  path: CatalogueListPath,
  retailerId: string,
  name = `Row ${unique()}`,
): Promise<string> {
  switch (path) {
    case 'products': {
      const values = { retailerId, retailerProductId: `SKU-${unique()}`, name };
      return insertedId(db.insert(products).values(values).returning({ id: products.id }));
    }
    case 'product_categories': {
      const category = db.insert(productCategories).values({ retailerId, name });
      return insertedId(category.returning({ id: productCategories.id }));
    }
    case 'cohorts':
      return insertedId(
        db.insert(cohorts).values({ retailerId, name }).returning({ id: cohorts.id }),
      );
    case 'addon_items':
      return (await insertAddonItem(db, retailerId, { name })).id;
  }
}

/** An add-on item of the retailer (a free gift unless `values` say otherwise), as stored. */
export async function insertAddonItem(
  db: Database,
  retailerId: string,
  values: Partial<typeof addonItems.$inferInsert> = {},
) {
  const name = values.name ?? `Gift ${unique()}`;
  return insertRow(db, addonItems, {
    retailerId,
    name,
    retailerProductId: `GIFT-${unique()}`,
    addonType: 'sweetener',
    localizedName: { 'en-GB': name },
    localizedShortDescription: { 'en-GB': 'Free gift' },
    ...values,
  });
}

/** The store picker's page when a search finds nothing, whatever the store's platform. */
export const NO_PRODUCTS = {
  products: [],
  startCursor: null,
  endCursor: null,
  hasNextPage: false,
  hasPreviousPage: false,
  totalItemCount: 0,
};
