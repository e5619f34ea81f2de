import {
  STORE_CATEGORIES_PAGE_SIZE,
  STORE_PRODUCTS_PAGE_SIZE,
  THEME_DEFAULTS,
  ZRuleSaveRequest,
  ZThemeConfiguration,
  endpoints,
  type TAddonItem,
  type TCohort,
  type TPlanFeature,
  type TRetailerFeature,
  type TRule,
  type TStoreCategory,
  type TStoreProduct,
} from '@parley/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { json, type FakeServer, type RecordedCall } from '../../../../../test/fake-server';
import { RETAILER_ID, RULE_ID, aRule, billingScheme, retailer } from '../../../../../test/fixtures';
import { renderApp } from '../../../../../test/render-app';

/**
 * The rule editor's tests: contract-shaped rules and catalogue data, and in-memory handlers for
 * the calls the editor makes, installed on the console's fake server.
 */

// Each test renders the whole console and its biggest form on a shared two-core machine: the
// default 15 s for a test is too tight there.
vi.setConfig({ testTimeout: 40_000 });

export const NEW_RULE_ID = '9c8b7a6f-5e4d-4c3b-8a2f-1e0d9c8b7a6f';
export const COHORT_ID = 'b1c2d3e4-f5a6-4b7c-9d8e-7f6a5b4c3d2e';
export const ADDON_ID = 'c2d3e4f5-a6b7-4c8d-8e9f-0a1b2c3d4e5f';

export const storeProduct = (n: number): TStoreProduct => ({
  retailer_product_id: `prod-${n}`,
  name: `Product ${n}`,
  thumbnail_url: null,
  sku: `SKU-${n}`,
  sub_products: [{ retailer_product_id: `prod-${n}-a`, name: `Product ${n} Small`, sku: null }],
});

export const storeCategory = (n: number): TStoreCategory => ({
  product_category_id: `cat-${n}`,
  name: `Category ${n}`,
});

const stamps = { created_at: '2025-01-01T00:00:00.000Z', updated_at: '2025-01-01T00:00:00.000Z' };

export const cohort = (name = 'Returning shoppers'): TCohort => ({
  cohort_id: COHORT_ID,
  retailer_id: RETAILER_ID,
  name,
  ...stamps,
});

export const addonItem = (): TAddonItem => ({
  addon_item_id: ADDON_ID,
  retailer_id: RETAILER_ID,
  name: 'Tote bag',
  retailer_product_id: 'tote-1',
  display_value: '5.00',
  synthetic_value: '0.00',
  addon_type: 'sweetener',
  localized_name: { 'en-GB': 'Tote bag' },
  localized_short_description: { 'en-GB': 'A free tote bag' },
  addon_banner_image: null,
  addon_banner_background_color: '#F0F2F5',
  priority: 1,
  ...stamps,
});

const matching = <T extends { name: string }>(items: T[], text: string | null) =>
  items.filter((item) => item.name.toLowerCase().includes((text ?? '').toLowerCase()));

/** The store searches' text parameter, each with its page size. */
const STORE_SEARCH_PAGE_SIZES = {
  product_query: STORE_PRODUCTS_PAGE_SIZE,
  category_query: STORE_CATEGORIES_PAGE_SIZE,
};

/**
 * One page of a store search's matches for the text in the query's `param`, by index cursors:
 * after endCursor, or before startCursor.
 */
function searchPage<T extends { name: string }>(
  items: T[],
  call: RecordedCall,
  param: keyof typeof STORE_SEARCH_PAGE_SIZES,
) {
  const size = STORE_SEARCH_PAGE_SIZES[param];
  const found = matching(items, call.query.get(param));
  const after = call.query.get('endCursor');
  const before = call.query.get('startCursor');
  const start = after ? Number(after) : before ? Math.max(0, Number(before) - size) : 0;
  const end = Math.min(found.length, start + size);
  return {
    slice: found.slice(start, end),
    startCursor: String(start),
    endCursor: String(end),
    hasNextPage: end < found.length,
    hasPreviousPage: start > 0,
  };
}

export interface EditorServerOptions {
  plan?: TPlanFeature[];
  retailerFeatures?: TRetailerFeature[];
  rule?: TRule;
  products?: TStoreProduct[];
  categories?: TStoreCategory[];
  cohorts?: TCohort[];
  addonItems?: TAddonItem[];
  retailers?: { retailer_id: string; id: string; name: string }[];
}

/** The retailer's plan and features, and the rule, catalogue and search calls of the editor. */
export function serveRuleEditor(server: FakeServer, options: EditorServerOptions = {}) {
  const { products = [], categories = [], rule = aRule() } = options;
  server.retailers.set(
    RETAILER_ID,
    retailer({
      available_features: options.retailerFeatures ?? [],
      billing_scheme: billingScheme({
        pricing_plan: {
          identifier: 'enterprise',
          name: 'Enterprise',
          feature_names: options.plan ?? [],
        },
      }),
    }),
  );
  const saved = (id: string, call: RecordedCall) => {
    // Answers like the server: the body must pass the contract.
    const parsed = ZRuleSaveRequest.safeParse(call.body);
    if (!parsed.success) return json(400, { errorMessage: 'Invalid', fieldErrors: {} });
    return json(200, aRule({ rule_id: id, name: parsed.data.name }));
  };
  server.on(endpoints.rules.findRule, (_call, { ruleId }) =>
    ruleId === rule.rule_id ? json(200, rule) : json(404, { errorMessage: 'Not found' }),
  );
  server.on(endpoints.rules.createRule, (call) => saved(NEW_RULE_ID, call));
  server.on(endpoints.rules.updateRule, (call, { ruleId }) => saved(ruleId, call));
  server.on(endpoints.store.searchStoreProducts, (call) => {
    const { slice, ...info } = searchPage(products, call, 'product_query');
    return json(200, { results: { ...info, products: slice, totalItemCount: products.length } });
  });
  server.on(endpoints.store.searchStoreCategories, (call) => {
    const { slice, ...info } = searchPage(categories, call, 'category_query');
    return json(200, { results: { ...info, categories: slice } });
  });
  server.on(endpoints.catalogue.cohorts.findItems, () =>
    json(200, { cohorts: options.cohorts ?? [], total: options.cohorts?.length ?? 0 }),
  );
  server.on(endpoints.catalogue.addonItems.findItems, () =>
    json(200, { addon_items: options.addonItems ?? [], total: options.addonItems?.length ?? 0 }),
  );
  server.on(endpoints.retailers.findRetailers, (call) =>
    json(200, { retailers: matching(options.retailers ?? [], call.query.get('searchText')) }),
  );
  // The theme section's preview: no theme of the store's own, the defaults.
  server.on(endpoints.themes.findEffectiveTheme, () =>
    json(200, { theme_id: null, theme: ZThemeConfiguration.parse(THEME_DEFAULTS) }),
  );
}

/** The body of the only save call made. */
/** The body of the one save among `calls` (a `server.callsTo(…)`). */
export function savedBody(calls: RecordedCall[]) {
  expect(calls).toHaveLength(1);
  return calls[0]?.body as Record<string, unknown>;
}

export const dialog = () => within(screen.getByRole('dialog'));

/** Opens a tab (kept in the URL, so it shows once the route has moved). */
export async function showTab(user: UserEvent, name: string) {
  await user.click(screen.getByRole('tab', { name }));
  await waitFor(() =>
    expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true'),
  );
}

/** The whole console at the editor's path, once the editor is shown (its chunk loads lazily). */
export async function openEditor(path: string) {
  const view = renderApp(path);
  await screen.findByRole('button', { name: 'Save' }, { timeout: 10_000 });
  return view;
}

export const EDITOR = {
  new: `/retailers/${RETAILER_ID}/rules/new`,
  item: `/retailers/${RETAILER_ID}/rules/${RULE_ID}`,
  list: `/retailers/${RETAILER_ID}/rules`,
  /** Where a locked section leads: Choose Your Plan. */
  planChoice: `/retailers/${RETAILER_ID}/account/plan/choice`,
};
