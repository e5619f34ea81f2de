import type { TRule, TRuleProduct, TRuleProductCategory } from '@parley/contract';

/**
 * The fields of a rule the choice reads: the contract's `TRule` as the server reads it fits, and
 * so does any narrower row with these fields.
 */
export type EngineRule = Pick<
  TRule,
  | 'rule_id'
  | 'retailer_id'
  | 'match_type'
  | 'priority'
  | 'active'
  | 'archived'
  | 'cohort_ids'
  | 'starts_at'
  | 'ends_at'
  | 'day'
  | 'local_starts_at_time'
  | 'local_ends_at_time'
  | 'experiment_percentage'
  | 'cart_match_basis'
  | 'minimum_value'
  | 'minimum_item_count'
  | 'minimum_item_value'
  | 'display_setting'
  | 'delay_seconds'
  | 'minimum_visit_number'
> & {
  products: readonly Pick<TRuleProduct, 'retailer_product_id'>[];
  product_categories: readonly Pick<TRuleProductCategory, 'product_category_id' | 'name'>[];
};

export interface ShopperCartItem {
  productId: string;
  /** Unit price. */
  price: number;
  quantity: number;
}

/** What the shopper is looking at: one product (with the store's categories and tags) or a cart. */
export type NegotiatedSubject =
  | { type: 'product'; productId: string; categories: readonly string[] }
  | {
      type: 'cart';
      items: readonly ShopperCartItem[];
      /** Defaults to Σ price × quantity. */ total?: number;
    };

/** What the server knows about the shopper and the moment, for choosing a rule. */
export interface ShopperContext {
  retailerId: string;
  /** The widget's stable shopper id: it places the shopper in experiment buckets. */
  shopperId: string;
  subject: NegotiatedSubject;
  now: Date | number;
  /** The retailer's IANA timezone (its timezone_code) for recurring windows; UTC by default. */
  timezone?: string;
  /** Defaults: first visit, no dwell time, no exit intent, no cohort, no magic link. */
  visitNumber?: number;
  dwellSeconds?: number;
  exitIntent?: boolean;
  cohortIds?: readonly string[];
  /** The rule the shopper's live link_to_rule magic link names, resolved by the server. */
  magicLinkRuleId?: string | null;
}

export interface ChooseRuleOptions {
  /**
   * ruleset (default): a retailer's rules, where Whole Store means product pages and a cart is
   * negotiated only under a cart rule. algorithm: the admin's algorithm rules, where a
   * retailer-wide rule covers all of that retailer's negotiations.
   */
  list?: 'ruleset' | 'algorithm';
  /** Rules that apply only to shoppers who arrive through their magic link. */
  linkOnlyRuleIds?: readonly string[];
}

/** Why a rule did not apply: the first condition it failed, in the order they are checked. */
export type RuleSkipReason =
  | 'archived'
  | 'inactive'
  | 'other_retailer'
  | 'link_only'
  | 'not_this_subject'
  | 'cart_below_minimum'
  | 'not_started'
  | 'ended'
  | 'outside_recurring_window'
  | 'cohort'
  | 'experiment'
  | 'visits'
  | 'dwell'
  | 'exit_intent';

export interface RuleChoice<R extends EngineRule> {
  rule: R | null;
  /** magic_link: the shopper's link named it; priority: the best-ranked rule that applies. */
  reason: 'magic_link' | 'priority' | 'no_rule';
  /** The rules ranked above the choice (all of them when none applies), with why each did not apply. */
  skipped: { ruleId: string; reason: RuleSkipReason }[];
}
