import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  TAlgorithmVersion,
  TCampaignType,
  TCartMatchBasis,
  TDisplaySetting,
  THyperParameters,
  TNegotiationObjective,
  TRecurringDay,
  TRuleMatchType,
} from '@parley/contract';
import { addonItems, cohorts } from './catalogue';
import {
  linkKeys,
  money,
  ownerId,
  percentage,
  requiredRef,
  timestamps,
  timestamptz,
  uuidKey,
  weakRef,
} from './columns';
import { optionalRetailerId, retailerId } from './owner';

/** A retailer's ruleset rule (archived or not), or an administrators' algorithm rule. */
export type RuleKind = 'ruleset' | 'algorithm';

/**
 * A rule tells the bot when to negotiate and how (part 2 §3 Rule). `kind` separates a retailer's
 * ruleset (context ruleset and archive) from the administrators' algorithm rules (context
 * admin:algorithm), which choose the negotiation algorithm for every store or for one.
 *
 * Priorities are unique within a scope: a retailer's ruleset, or all algorithm rules. Deleted
 * rules are kept (sessions name the rules they matched) but leave their scope.
 */
export const rules = pgTable(
  'rules',
  {
    id: uuidKey('rule_id'),
    kind: text('kind').$type<RuleKind>().notNull().default('ruleset'),
    /** Null only for a global algorithm rule. */
    retailerId: optionalRetailerId(),
    name: text('name').notNull(),
    matchType: text('match_type').$type<TRuleMatchType>().notNull(),
    priority: integer('priority').notNull(),
    active: boolean('active').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    deletedAt: timestamptz('deleted_at'),

    // Time limit: a date range (UTC) or a recurring weekly window (the retailer's local time).
    startsAt: timestamptz('starts_at'),
    endsAt: timestamptz('ends_at'),
    day: text('day').$type<TRecurringDay>(),
    /** 'HH:00'. */
    localStartsAtTime: text('local_starts_at_time'),
    /** 'HH:00'; null is End of day. */
    localEndsAtTime: text('local_ends_at_time'),

    /** Share of shoppers (0–100) the rule applies to, for an A/B test; null is everyone. */
    experimentPercentage: percentage('experiment_percentage'),
    objective: text('objective')
      .$type<TNegotiationObjective>()
      .notNull()
      .default('balance_performance'),
    /** Legacy editor (objective none) only. */
    targetDiscountPercentage: percentage('target_discount_percentage'),
    /** The Discount Threshold: the most the bot may give, as a percentage of the price. */
    walkawayPercentage: percentage('walkaway_percentage'),
    algorithmVersion: text('algorithm_version').$type<TAlgorithmVersion>(),
    hyperParameters: jsonb('hyper_parameters').$type<THyperParameters>(),

    cartMatchBasis: text('cart_match_basis').$type<TCartMatchBasis>(),
    minimumValue: money('minimum_value'),
    minimumItemCount: integer('minimum_item_count'),
    minimumItemValue: money('minimum_item_value'),

    signpostingEnabled: boolean('signposting_enabled').notNull().default(false),
    hasFreeShippingIncluded: boolean('has_free_shipping_included').notNull().default(false),
    askQuantityFirst: boolean('ask_quantity_first').notNull().default(false),
    displaySetting: text('display_setting').$type<TDisplaySetting>().notNull().default('always'),
    delaySeconds: integer('delay_seconds'),
    /** Null: from the first visit. */
    minimumVisitNumber: integer('minimum_visit_number'),
    recoveredParleysActive: boolean('recovered_parleys_active').notNull().default(false),

    ...timestamps(),
  },
  (t) => [
    uniqueIndex('rules_priority_unique')
      .on(
        t.kind,
        sql`coalesce(${t.retailerId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
        t.priority,
      )
      .where(sql`${t.deletedAt} is null`),
    index('rules_retailer').on(t.retailerId, t.kind, t.priority),
  ],
);

/** Products an Individual Product rule matches, as chosen from the store search. */
export const ruleProducts = pgTable(
  'rule_products',
  {
    ruleId: ownerId('rule_id', () => rules.id),
    retailerProductId: text('retailer_product_id').notNull(),
    name: text('name').notNull(),
    sku: text('sku'),
    thumbnailUrl: text('thumbnail_url'),
    position: integer('position').notNull(),
  },
  (t) => linkKeys('rule_products_product', t.ruleId, t.retailerProductId),
);

/** Categories (Shopify collections) a Product Category rule matches, by the store's id. */
export const ruleProductCategories = pgTable(
  'rule_product_categories',
  {
    ruleId: ownerId('rule_id', () => rules.id),
    productCategoryId: text('product_category_id').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.productCategoryId] })],
);

/** The user cohorts a rule is limited to; none means all users. */
export const ruleCohorts = pgTable(
  'rule_cohorts',
  {
    ruleId: ownerId('rule_id', () => rules.id),
    cohortId: requiredRef('cohort_id', () => cohorts.id),
  },
  (t) => linkKeys('rule_cohorts_cohort', t.ruleId, t.cohortId),
);

/** Gifts with purchase (and bundle items, free shipping) a rule may offer, in order. */
export const ruleAddonItems = pgTable(
  'rule_addon_items',
  {
    id: uuidKey('rule_addon_item_id'),
    ruleId: ownerId('rule_id', () => rules.id),
    addonItemId: requiredRef('addon_item_id', () => addonItems.id),
    priority: integer('priority').notNull(),
  },
  (t) => [
    uniqueIndex('rule_addon_items_unique').on(t.ruleId, t.addonItemId),
    index('rule_addon_items_addon').on(t.addonItemId),
  ],
);

/**
 * A magic link (part 2 §3 Magic Link): a short link served by this server that sends the shopper
 * to a product or cart page and either activates a rule for that browser (link_to_rule) or
 * negotiates with its own settings (single_product, negotiation_on_cart). Never changed after
 * creation.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuidKey('campaign_id'),
    retailerId: retailerId(),
    name: text('name').notNull(),
    campaignType: text('campaign_type').$type<TCampaignType>().notNull(),
    /** The product or cart page the link lands on. */
    productUrl: text('product_url').notNull(),
    /** The short link's code: the last segment of campaign_url. */
    code: text('code').notNull(),
    ruleId: weakRef('rule_id', () => rules.id),
    objective: text('objective').$type<TNegotiationObjective>(),
    targetDiscountPercentage: percentage('target_discount_percentage'),
    walkawayPercentage: percentage('walkaway_percentage'),
    startsAt: timestamptz('starts_at'),
    endsAt: timestamptz('ends_at'),
    visitCount: integer('visit_count').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('campaigns_code').on(t.code),
    index('campaigns_retailer').on(t.retailerId, t.createdAt),
  ],
);
