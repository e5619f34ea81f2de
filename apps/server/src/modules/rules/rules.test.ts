import { afterAll, describe, expect, it } from 'vitest';
import { ZRule, ZRuleListResponse, type TRule } from '@parley/contract';
import { defaultHyperParameters } from '@parley/engine';
import { startWithAdmin } from '../../../test/support/start';
import { call } from '../../../test/support/api';
import { retailerWithUser } from '../../../test/support/retailers';
import { insertCatalogueRow } from '../../../test/support/catalogue';
import { algorithmRule, createRule, listRules, storeRule } from '../../../test/support/rules';

const { t, admin } = await startWithAdmin();
afterAll(() => t.close());

describe('rules: create, read, list and save', () => {
  it('creates a rule last in the ruleset and inactive, and reads it back as saved', async () => {
    const shop = await retailerWithUser(t);
    const first = await createRule(t, shop.headers, storeRule(shop.id, { name: 'First' }));
    const second = await createRule(t, shop.headers, storeRule(shop.id, { name: 'Second' }));
    expect([first.priority, second.priority]).toEqual([1, 2]);
    expect(ZRule.parse(second)).toMatchObject({
      retailer_id: shop.id,
      retailer: { retailer_id: shop.id, name: shop.name },
      name: 'Second',
      match_type: 'retailer',
      active: false,
      archived: false,
      objective: 'balance_performance',
      walkaway_percentage: 16,
      display_setting: 'always',
      ask_quantity_first: false,
      recovered_parleys_active: false,
      algorithm_version: null,
      algorithm_settings: null,
      experiment_percentage: null,
      cohort_ids: [],
      rule_addon_items: [],
      products: [],
      product_categories: [],
    });
    const read = await call(t, shop.headers, 'GET', `/rules/${second.rule_id}?context=ruleset`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(second);
  });

  it('stores every setting: products, categories, cohorts, add-ons in order, actions and times', async () => {
    const shop = await retailerWithUser(t);
    const cohort = await insertCatalogueRow(t.db, 'cohorts', shop.id, 'Returning');
    const gifts = [
      await insertCatalogueRow(t.db, 'addon_items', shop.id, 'Tote bag'),
      await insertCatalogueRow(t.db, 'addon_items', shop.id, 'Socks'),
    ];
    const product = {
      retailer_product_id: 'sku-1',
      name: 'Chair',
      sku: 'CH-1',
      thumbnail_url: 'https://cdn.example/chair.png',
    };
    const rule = await createRule(
      t,
      shop.headers,
      storeRule(shop.id, {
        match_type: 'product',
        products: [product, { ...product, name: 'Chair again' }],
        cohort_ids: [cohort, cohort.toUpperCase()],
        addons: [gifts[1]!, gifts[0]!, gifts[1]!],
        recovered_parleys_action: 'activate',
        ask_quantity_first_action: 'activate',
        display_setting: 'delay',
        delay_seconds: 10,
        minimum_visit_number: 3,
        signposting_enabled: true,
        has_free_shipping_included: true,
        time_limit_mode: 'recurring',
        day: 'weekend',
        local_starts_at_time: '09:00',
      }),
    );
    expect(rule).toMatchObject({
      products: [product],
      cohort_ids: [cohort],
      rule_addon_items: [
        { addon_item_id: gifts[1], name: 'Socks', priority: 1 },
        { addon_item_id: gifts[0], name: 'Tote bag', priority: 2 },
      ],
      recovered_parleys_active: true,
      ask_quantity_first: true,
      display_setting: 'delay',
      delay_seconds: 10,
      minimum_visit_number: 3,
      signposting_enabled: true,
      has_free_shipping_included: true,
      day: 'weekend',
      local_starts_at_time: '09:00',
      local_ends_at_time: null,
      starts_at: null,
    });
    expect(rule.rule_addon_items).toHaveLength(2);

    // A save replaces every setting and link, and keeps priority, active and archived.
    const category = { product_category_id: 'gid://shopify/Collection/7', name: 'Chairs' };
    const saved = await call(
      t,
      shop.headers,
      'PUT',
      `/rules/${rule.rule_id}`,
      storeRule(shop.id, {
        name: 'Renamed',
        match_type: 'product_category',
        product_categories: [category],
        time_limit_mode: 'date-range',
        starts_at: '2030-06-01T09:00:00Z',
        ends_at: '2030-06-30T18:00:00Z',
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<TRule>()).toMatchObject({
      rule_id: rule.rule_id,
      priority: rule.priority,
      active: false,
      name: 'Renamed',
      match_type: 'product_category',
      products: [],
      product_categories: [category],
      cohort_ids: [],
      rule_addon_items: [],
      recovered_parleys_active: false,
      display_setting: 'always',
      delay_seconds: null,
      day: null,
      local_starts_at_time: null,
      starts_at: '2030-06-01T09:00:00.000Z',
      ends_at: '2030-06-30T18:00:00.000Z',
    });
    // What the editor reads back, it may send again.
    const again = saved.json<TRule>();
    const resent = await call(t, shop.headers, 'PUT', `/rules/${rule.rule_id}`, {
      ...storeRule(shop.id, { match_type: 'product_category' }),
      product_categories: again.product_categories,
      starts_at: again.starts_at,
      ends_at: again.ends_at,
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json<TRule>().starts_at).toBe(again.starts_at);
  });

  it('lists the ruleset and the archive apart, first priority first, with every link', async () => {
    const shop = await retailerWithUser(t);
    const gift = await insertCatalogueRow(t.db, 'addon_items', shop.id, 'Gift');
    const names = ['One', 'Two', 'Three'];
    const created = [];
    for (const name of names) {
      created.push(await createRule(t, shop.headers, storeRule(shop.id, { name, addons: [gift] })));
    }
    const archived = await call(t, shop.headers, 'PUT', `/rules/${created[1]!.rule_id}`, {
      context: 'ruleset',
      archived: true,
    });
    expect(archived.statusCode).toBe(200);
    const ruleset = await call(
      t,
      shop.headers,
      'GET',
      `/rules?context=ruleset&retailer_id=${shop.id}`,
    );
    const body = ZRuleListResponse.parse(ruleset.json());
    expect(body.rules.map((r) => r.name)).toEqual(['One', 'Three']);
    expect(body.rules.every((r) => r.rule_addon_items[0]?.addon_item_id === gift)).toBe(true);
    expect((await listRules(t, shop.headers, 'archive', shop.id)).map((r) => r.name)).toEqual([
      'Two',
    ]);
    // An administrator sees the same lists.
    expect((await listRules(t, admin, 'ruleset', shop.id)).map((r) => r.name)).toEqual([
      'One',
      'Three',
    ]);
  });

  it('keeps algorithm rules in one list, global or for one retailer, with their settings', async () => {
    const shop = await retailerWithUser(t);
    const other = await retailerWithUser(t);
    const before = await listRules(t, admin, 'admin:algorithm');
    const global = await createRule(t, admin, algorithmRule({ name: 'Global tit for tat' }));
    const hyper = { ...defaultHyperParameters('c_exponential'), exp_max_bids: 7 };
    const forShop = await createRule(
      t,
      admin,
      algorithmRule({
        name: 'Exponential for the shop',
        match_type: 'retailer',
        retailer_id: shop.id,
        algorithm_version: 'c_exponential',
        hyper_parameters: hyper,
        experiment_percentage: 25,
      }),
    );
    const forOther = await createRule(
      t,
      admin,
      algorithmRule({ name: 'Other', match_type: 'retailer', retailer_id: other.id }),
    );
    expect(global).toMatchObject({ retailer_id: null, retailer: null, match_type: 'global' });
    expect(forShop).toMatchObject({
      retailer: { retailer_id: shop.id, name: shop.name },
      algorithm_version: 'c_exponential',
      algorithm_settings: { algorithm_version: 'c_exponential', hyper_parameters: hyper },
      experiment_percentage: 25,
      walkaway_percentage: null,
    });
    // One priority sequence for all of them, global or not.
    expect([global.priority, forShop.priority, forOther.priority]).toEqual(
      [1, 2, 3].map((n) => before.length + n),
    );
    const all = await listRules(t, admin, 'admin:algorithm');
    expect(all.map((r) => r.rule_id).slice(-3)).toEqual([
      global.rule_id,
      forShop.rule_id,
      forOther.rule_id,
    ]);
    const filtered = await listRules(t, admin, 'admin:algorithm', shop.id);
    expect(filtered.map((r) => r.rule_id)).toContain(forShop.rule_id);
    expect(filtered.map((r) => r.rule_id)).toContain(global.rule_id);
    expect(filtered.map((r) => r.rule_id)).not.toContain(forOther.rule_id);
    expect(filtered.every((r) => r.retailer_id === null || r.retailer_id === shop.id)).toBe(true);

    // An algorithm rule may move to another retailer; it stays in the one list.
    const moved = await call(
      t,
      admin,
      'PUT',
      `/rules/${forOther.rule_id}`,
      algorithmRule({ name: 'Now global' }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ retailer_id: null, priority: forOther.priority });
  });

  it('answers 404 to an unknown rule, a rule read in another context and a missing retailer', async () => {
    const shop = await retailerWithUser(t);
    const rule = await createRule(t, shop.headers, storeRule(shop.id));
    const algorithm = await createRule(t, admin, algorithmRule());
    for (const url of [
      `/rules/00000000-0000-4000-8000-000000000000?context=ruleset`,
      `/rules/${rule.rule_id}?context=admin:algorithm`,
      `/rules/${algorithm.rule_id}?context=ruleset`,
      `/rules?context=ruleset&retailer_id=00000000-0000-4000-8000-000000000000`,
    ]) {
      expect((await call(t, admin, 'GET', url)).statusCode, url).toBe(404);
    }
    const missingRetailer = await call(
      t,
      admin,
      'POST',
      '/rules',
      storeRule('00000000-0000-4000-8000-000000000000'),
    );
    expect(missingRetailer.statusCode).toBe(404);
    // The archive context reads ruleset rules too: the editor opens archived rules from it.
    const fromArchive = await call(
      t,
      shop.headers,
      'GET',
      `/rules/${rule.rule_id}?context=archive`,
    );
    expect(fromArchive.statusCode).toBe(200);
  });
});
