import type { TRule } from '@parley/contract';
import type { ShopperContext } from '../../src/rule-choice/types';

/** A whole-store rule of retailer r1 that applies to everyone, always: tests change one thing. */
export const ruleOf = (overrides: Partial<TRule> = {}): TRule => ({
  rule_id: 'rule-1',
  retailer_id: 'r1',
  retailer: { retailer_id: 'r1', name: 'Shop' },
  name: 'Whole store',
  match_type: 'retailer',
  priority: 1,
  active: true,
  archived: false,
  cohort_ids: [],
  starts_at: null,
  ends_at: null,
  day: null,
  local_starts_at_time: null,
  local_ends_at_time: null,
  experiment_percentage: null,
  objective: 'balance_performance',
  target_discount_percentage: null,
  walkaway_percentage: 16,
  algorithm_version: null,
  algorithm_settings: null,
  cart_match_basis: null,
  minimum_value: null,
  minimum_item_count: null,
  minimum_item_value: null,
  signposting_enabled: false,
  has_free_shipping_included: false,
  ask_quantity_first: false,
  display_setting: 'always',
  delay_seconds: null,
  minimum_visit_number: null,
  recovered_parleys_active: false,
  rule_addon_items: [],
  products: [],
  product_categories: [],
  ...overrides,
});

/** Wednesday 15 January 2025, 12:00 UTC. */
export const NOON_WEDNESDAY = Date.UTC(2025, 0, 15, 12);

export const contextOf = (overrides: Partial<ShopperContext> = {}): ShopperContext => ({
  retailerId: 'r1',
  shopperId: 'shopper-0001',
  subject: { type: 'product', productId: 'p1', categories: ['Shoes', 'sale'] },
  now: NOON_WEDNESDAY,
  ...overrides,
});
