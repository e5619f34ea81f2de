import { and, eq, ilike, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countRows } from '../../db/count';
import { productCategories, products } from '../../db/schema';
import { likePattern } from '../../db/scoped-rows';
import type { StoreConnector } from './connector';
import { keysetPage } from './keyset';

/** The retailer's own products and categories, as entered in the console. */
export function localStoreConnector(db: Executor, retailerId: string): StoreConnector {
  return {
    async searchProducts(search) {
      const pattern = likePattern(search.query);
      const where = and(
        eq(products.retailerId, retailerId),
        search.query
          ? or(ilike(products.name, pattern), ilike(products.retailerProductId, pattern))
          : undefined,
      );
      const page = await keysetPage<typeof products.$inferSelect>(
        db,
        {
          table: products,
          name: products.name,
          id: products.id,
          where,
          keyOf: (row) => [row.name, row.id],
        },
        search,
      );
      const { rows, ...cursors } = page;
      return {
        // A locally entered product has no variants or pictures: its id is also its SKU.
        products: rows.map((row) => ({
          retailer_product_id: row.retailerProductId,
          name: row.name,
          thumbnail_url: null,
          sku: row.retailerProductId,
          sub_products: [],
        })),
        ...cursors,
        totalItemCount: await countRows(db, products, where),
      };
    },

    async searchCategories(search) {
      const where = and(
        eq(productCategories.retailerId, retailerId),
        search.query ? ilike(productCategories.name, likePattern(search.query)) : undefined,
      );
      const { rows, ...cursors } = await keysetPage<typeof productCategories.$inferSelect>(
        db,
        {
          table: productCategories,
          name: productCategories.name,
          id: productCategories.id,
          where,
          keyOf: (row) => [row.name, row.id],
        },
        search,
      );
      return {
        categories: rows.map((row) => ({ product_category_id: row.id, name: row.name })),
        ...cursors,
      };
    },
  };
}
