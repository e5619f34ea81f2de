import type { TRule, TRuleProduct, TRuleProductCategory, TRuleSaveRequest } from '@parley/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  addonItems,
  cohorts,
  ruleAddonItems,
  ruleCohorts,
  ruleProductCategories,
  ruleProducts,
} from '../../db/schema';

/** What a rule links to, by rule id: the parts of TRule kept in their own tables. */
export interface RuleChildren {
  products: Map<string, TRuleProduct[]>;
  categories: Map<string, TRuleProductCategory[]>;
  cohortIds: Map<string, string[]>;
  addons: Map<string, TRule['rule_addon_items']>;
}

function groupBy<T extends { ruleId: string }, V>(rows: T[], value: (row: T) => V) {
  const groups = new Map<string, V[]>();
  for (const row of rows) {
    const group = groups.get(row.ruleId) ?? [];
    group.push(value(row));
    groups.set(row.ruleId, group);
  }
  return groups;
}

/** The links of every rule named, four queries whatever their number. */
export async function findRuleChildren(db: Executor, ruleIds: string[]): Promise<RuleChildren> {
  if (ruleIds.length === 0) {
    return { products: new Map(), categories: new Map(), cohortIds: new Map(), addons: new Map() };
  }
  const products = await db
    .select()
    .from(ruleProducts)
    .where(inArray(ruleProducts.ruleId, ruleIds))
    .orderBy(asc(ruleProducts.position));
  const categories = await db
    .select()
    .from(ruleProductCategories)
    .where(inArray(ruleProductCategories.ruleId, ruleIds))
    .orderBy(asc(ruleProductCategories.position));
  // rule_cohorts keeps no order; by name is how the cohort picker lists them.
  const cohortRows = await db
    .select({ ruleId: ruleCohorts.ruleId, cohortId: ruleCohorts.cohortId })
    .from(ruleCohorts)
    .innerJoin(cohorts, eq(cohorts.id, ruleCohorts.cohortId))
    .where(inArray(ruleCohorts.ruleId, ruleIds))
    .orderBy(asc(cohorts.name), asc(cohorts.id));
  const addonRows = await db
    .select({
      ruleId: ruleAddonItems.ruleId,
      id: ruleAddonItems.id,
      addonItemId: ruleAddonItems.addonItemId,
      name: addonItems.name,
      priority: ruleAddonItems.priority,
    })
    .from(ruleAddonItems)
    .innerJoin(addonItems, eq(addonItems.id, ruleAddonItems.addonItemId))
    .where(inArray(ruleAddonItems.ruleId, ruleIds))
    .orderBy(asc(ruleAddonItems.priority));
  return {
    products: groupBy(products, (row) => ({
      retailer_product_id: row.retailerProductId,
      name: row.name,
      sku: row.sku,
      thumbnail_url: row.thumbnailUrl,
    })),
    categories: groupBy(categories, (row) => ({
      product_category_id: row.productCategoryId,
      name: row.name,
    })),
    cohortIds: groupBy(cohortRows, (row) => row.cohortId),
    addons: groupBy(addonRows, (row) => ({
      rule_addon_item_id: row.id,
      addon_item_id: row.addonItemId,
      name: row.name,
      priority: row.priority,
    })),
  };
}

/** The first of each key, in order: the same product or cohort twice is stored once. */
function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

const uniqueIds = (ids: string[]) => [...new Set(ids.map((id) => id.toLowerCase()))];
export const cohortIdsOf = (save: TRuleSaveRequest) => uniqueIds(save.cohort_ids);
/** In the save's order: an add-on's priority is its position. */
export const addonIdsOf = (save: TRuleSaveRequest) => uniqueIds(save.addons);

/** Replaces the rule's links with the save's; positions and add-on priorities follow its order. */
export async function replaceRuleChildren(tx: Executor, ruleId: string, save: TRuleSaveRequest) {
  await tx.delete(ruleProducts).where(eq(ruleProducts.ruleId, ruleId));
  await tx.delete(ruleProductCategories).where(eq(ruleProductCategories.ruleId, ruleId));
  await tx.delete(ruleCohorts).where(eq(ruleCohorts.ruleId, ruleId));
  await tx.delete(ruleAddonItems).where(eq(ruleAddonItems.ruleId, ruleId));
  await insertRows(
    tx,
    ruleProducts,
    uniqueBy(save.products, (p) => p.retailer_product_id).map((product, position) => ({
      ruleId,
      retailerProductId: product.retailer_product_id,
      name: product.name,
      sku: product.sku ?? null,
      thumbnailUrl: product.thumbnail_url ?? null,
      position,
    })),
  );
  await insertRows(
    tx,
    ruleProductCategories,
    uniqueBy(save.product_categories, (c) => c.product_category_id).map((category, position) => ({
      ruleId,
      productCategoryId: category.product_category_id,
      name: category.name,
      position,
    })),
  );
  await insertRows(
    tx,
    ruleCohorts,
    cohortIdsOf(save).map((cohortId) => ({ ruleId, cohortId })),
  );
  await insertRows(
    tx,
    ruleAddonItems,
    addonIdsOf(save).map((addonItemId, index) => ({ ruleId, addonItemId, priority: index + 1 })),
  );
}

/** Inserts the rows, if there are any: an insert must have at least one. */
async function insertRows<T extends PgTable>(tx: Executor, table: T, rows: PgInsertValue<T>[]) {
  if (rows.length > 0) await tx.insert(table).values(rows);
}
