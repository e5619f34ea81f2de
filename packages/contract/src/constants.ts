import { labelledEnum } from './enum-labels';

/**
 * The largest amount that comes in (a bid, a cart's total, a rule's minimum, an offer). Prices are
 * stored as numeric(12,2), which holds less than 10^10: an amount 10^10 or more was a 500. Below
 * 10^9 leaves room for what is made of amounts (a unit price times its quantity, a sum).
 */
export const MONEY_MAX = 999_999_999;
/** The largest count or number of seconds a form takes: far inside an integer column. */
export const COUNT_MAX = 1_000_000;

export const { values: PRICING_PLAN_IDENTIFIERS, labels: PRICING_PLAN_LABELS } = labelledEnum({
  starter: 'Starter',
  professional: 'Professional',
  enterprise: 'Enterprise',
  basic: 'Basic (Legacy)',
  legacy_professional: 'Professional (Legacy)',
  premium: 'Premium (Legacy)',
});
export type TPricingPlanIdentifier = (typeof PRICING_PLAN_IDENTIFIERS)[number];

/** Plan features (part 2 §1); abandoned_parleys is the spec's abandoned_{product}s. */
export const { values: PLAN_FEATURES, labels: PLAN_FEATURE_NAMES } = labelledEnum({
  addons: 'Gifts with purchase',
  abandoned_parleys: 'Retargeting',
  behavioural_rules: 'Behavioural rules',
  negotiation_on_cart: 'Negotiation on cart',
  cart_size_rules: 'Cart size rules',
  signposting: 'Signposting',
  timed_rules: 'Timed rules',
});
export type TPlanFeature = (typeof PLAN_FEATURES)[number];

export const RETAILER_FEATURES = [
  'limited_data',
  'user_cohorts',
  'multi_language',
  'session_export',
  'chat_export',
  'reasons_editing',
  'reasons_generation',
] as const;
export type TRetailerFeature = (typeof RETAILER_FEATURES)[number];

/** What an administrator reads beside each retailer feature's switch (Retailer detail). */
export const RETAILER_FEATURE_INFO: Record<
  TRetailerFeature,
  { name: string; description: string }
> = {
  limited_data: {
    name: 'Limited data',
    description: 'Shows the store a reduced set of statistics.',
  },
  user_cohorts: {
    name: 'User cohorts',
    description: 'Lets the store target rules at cohorts of shoppers.',
  },
  multi_language: {
    name: 'Multiple languages',
    description: 'The bot speaks English, French, German and Spanish.',
  },
  session_export: { name: 'Session export', description: 'Lets the store export its sessions.' },
  chat_export: { name: 'Chat export', description: 'Lets the store export chat transcripts.' },
  reasons_editing: {
    name: 'Brand statements',
    description: 'The Brand Values tab of Store Settings and the Reasons list.',
  },
  reasons_generation: {
    name: 'Brand statement suggestions',
    description: 'Suggests brand statements from the store’s own text.',
  },
};

export const { values: STORE_PLATFORMS, labels: STORE_PLATFORM_LABELS } = labelledEnum({
  shopify: 'Shopify',
  magento: 'Magento',
  woocommerce: 'WooCommerce',
  api: 'API / Other',
});
export type TStorePlatform = (typeof STORE_PLATFORMS)[number];

export const RETAILER_SORT_ORDERS = ['recent', 'name'] as const;
/** The most retailers one search answers (the algorithm-rule editor's Retailer select). */
export const RETAILER_SEARCH_LIMIT = 50;

export const { values: NEGOTIATION_OBJECTIVES, labels: NEGOTIATION_OBJECTIVE_LABELS } =
  labelledEnum({
    none: 'Old Rule Configuration',
    increase_conversion: 'Increase Conversion',
    balance_performance: 'Balance Performance',
    preserve_margin: 'Preserve Margin',
  });
export type TNegotiationObjective = (typeof NEGOTIATION_OBJECTIVES)[number];

export const BILLING_SCHEME_STATUSES = [
  'pending_approval',
  'inactive',
  'cancelled',
  'active',
] as const;
export type TBillingSchemeStatus = (typeof BILLING_SCHEME_STATUSES)[number];

export const BANNER_TYPES = ['welcome', 'initial_book_call', 'persistent_book_call'] as const;
export type TBannerType = (typeof BANNER_TYPES)[number];

export const ONBOARDING_TASKS = ['market_questionnaire'] as const;
export type TOnboardingTask = (typeof ONBOARDING_TASKS)[number];

export const MARKET_SECTORS = [
  'Apparel',
  'B2B',
  'Books',
  'Car Parts',
  'Cleaning Products',
  'Collectibles',
  'Consumer Electronics',
  'Education',
  'Entertainment and Events',
  'Estate Sales',
  'Financial Services',
  'Food and Drink',
  'Handbags',
  'Hardware',
  'Health & Beauty',
  'Home and Garden',
  'Home Improvement',
  'Jewellery',
  'Kitchenwares',
  'Medical',
  'Music',
  'Pets',
  'Publication',
  'Shoes',
  'Specialist Retail',
  'Sports Equipment',
  'Toys',
  'Travel',
  'Various',
  'Other',
] as const;
export type TMarketSector = (typeof MARKET_SECTORS)[number];

export const STOCK_TYPES = ['New', 'Resale', 'Both'] as const;
export type TStockType = (typeof STOCK_TYPES)[number];
export const BUSINESS_MODELS = ['Own Brand Store', 'Marketplace', 'Both'] as const;

export const RETAILER_OBJECTIVES = [
  'Reduce discounts',
  'Increase conversion',
  'Clear stock',
  'Reduce customer acquisition costs',
  'Increase average order value',
  'Customer engagement / gamification',
  'Pricing insights',
  'Work with MAP pricing',
] as const;
export type TRetailerObjective = (typeof RETAILER_OBJECTIVES)[number];

/** Monthly order volume bands asked by the market questionnaire. */
export const MONTHLY_ORDER_BANDS = [
  'Under 100',
  '100 to 1,000',
  '1,000 to 10,000',
  'Over 10,000',
] as const;
export type TMonthlyOrderBand = (typeof MONTHLY_ORDER_BANDS)[number];

export const DEFAULT_TIMEZONE = 'UTC';
export const PAGE_SIZE = 20;
/** The console appends this query parameter with a timestamp to every GET. */
export const CACHE_BUST_PARAM = '_';
// Kept with pathOf, so that the widget's zod-free entry takes it without the constants here.
export { API_BASE_PATH } from './path';
/** The console treats the access token as expired this long before its stated expiry. */
export const ACCESS_TOKEN_EXPIRY_MARGIN_SECONDS = 60;
export const MAINTENANCE_CHECK_INTERVAL_MS = 60_000;
export const CONSOLE_CLIENT_ID = 'parley-console';

/** Rule list and editor contexts (part 2 §2); contexts starting with `admin:` are admin-only. */
export const RULE_CONTEXTS = ['ruleset', 'archive', 'admin:algorithm'] as const;
export type TRuleContext = (typeof RULE_CONTEXTS)[number];
export const ADMIN_CONTEXT_PREFIX = 'admin:';
export const isAdminContext = (context: string): boolean =>
  context.startsWith(ADMIN_CONTEXT_PREFIX);

export const { values: RULE_MATCH_TYPES, labels: RULE_MATCH_TYPE_LABELS } = labelledEnum({
  global: 'Global',
  retailer: 'Whole Store',
  product: 'Individual Product',
  product_category: 'Product Category',
  cart: 'Negotiation On Cart',
});
export type TRuleMatchType = (typeof RULE_MATCH_TYPES)[number];

/** A rule's objective; `none` is the legacy editor (target discount and walkaway). */
export const RULE_OBJECTIVES = NEGOTIATION_OBJECTIVES;
export const DEFAULT_RULE_OBJECTIVE = 'balance_performance' satisfies TNegotiationObjective;
export const LEGACY_RULE_OBJECTIVE = 'none' satisfies TNegotiationObjective;

export const DEFAULT_WALKAWAY_PERCENTAGE = 16;
/** A Discount Threshold below this shows MSG.thresholdWarning (a warning, not an error). */
export const THRESHOLD_WARNING_BELOW = 5;
/** The legacy editor advises at least this gap between target discount and walkaway. */
export const LEGACY_DISCOUNT_GAP = 5;
/** More chosen products than this triggers the tip to use a category rule. */
export const PRODUCT_RULE_TIP_ABOVE = 5;

export const DISPLAY_SETTINGS = ['always', 'delay', 'exit_intent'] as const;
export type TDisplaySetting = (typeof DISPLAY_SETTINGS)[number];
export const DELAY_SECONDS_MIN = 5;
export const DELAY_SECONDS_STEP = 5;
export const MINIMUM_VISITS_MIN = 1;

export const CART_MATCH_BASES = ['minimum_value', 'minimum_item_count'] as const;
export type TCartMatchBasis = (typeof CART_MATCH_BASES)[number];

export const RULE_ACTIONS = ['activate', 'deactivate'] as const;
export type TRuleAction = (typeof RULE_ACTIONS)[number];

/** Time limit modes of the editor (the spec's advancedTimeLimit). */
export const TIME_LIMIT_MODES = ['no-limit', 'date-range', 'recurring'] as const;
export type TTimeLimitMode = (typeof TIME_LIMIT_MODES)[number];

export const { values: RECURRING_DAYS, labels: RECURRING_DAY_LABELS } = labelledEnum({
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
  working: 'Monday to Friday',
  weekend: 'Saturday to Sunday',
});
export type TRecurringDay = (typeof RECURRING_DAYS)[number];
/** Recurring times are whole hours, '00:00' to '23:00'; a null end time is End of day. */
export const HOURLY_TIMES = Array.from(
  { length: 24 },
  (_, hour) => `${String(hour).padStart(2, '0')}:00`,
);

export const ALGORITHM_VERSIONS = ['a_baseline', 'b_tit_for_tat', 'c_exponential'] as const;
export type TAlgorithmVersion = (typeof ALGORITHM_VERSIONS)[number];
