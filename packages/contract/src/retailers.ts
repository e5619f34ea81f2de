import { z } from 'zod';
import { MSG } from './messages';
import { zFilterFlag, zPageOffset } from './sessions';
import {
  BANNER_TYPES,
  BILLING_SCHEME_STATUSES,
  MARKET_SECTORS,
  MONTHLY_ORDER_BANDS,
  ONBOARDING_TASKS,
  PLAN_FEATURES,
  PRICING_PLAN_IDENTIFIERS,
  RETAILER_FEATURES,
  RETAILER_OBJECTIVES,
  RETAILER_SORT_ORDERS,
  STOCK_TYPES,
  STORE_PLATFORMS,
} from './constants';

export const ZBillingSchemeSummary = z.object({
  billing_scheme_id: z.string(),
  name: z.string(),
  status: z.enum(BILLING_SCHEME_STATUSES),
  pricing_plan: z.object({
    identifier: z.enum(PRICING_PLAN_IDENTIFIERS),
    name: z.string(),
    feature_names: z.array(z.enum(PLAN_FEATURES)),
  }),
  billing_cycle_max_parleys: z.number().int().nullable(),
  billing_cycle_used_parleys_count: z.number().int(),
  usage_fee_percentage: z.number(),
  last_billing_cycle_ended_at: z.string().nullable(),
  billing_cycle_started_at: z.string().nullable(),
  current_billing_cycle_ends_at: z.string().nullable(),
  billing_cycle_usage_cap_with_currency: z.string().nullable(),
  current_cycle_billed_fees: z.string(),
  unbilled_usage_fees: z.string(),
});
export type TBillingSchemeSummary = z.infer<typeof ZBillingSchemeSummary>;

export const ZRetailerStore = z.object({
  platform: z.enum(STORE_PLATFORMS),
  myshopify_domain: z.string().nullable(),
  primary_domain: z.string().nullable(),
  discount_functions_enabled: z.boolean(),
});

export const ZRetailer = z.object({
  id: z.string(),
  retailer_id: z.string(),
  name: z.string(),
  created_at: z.string(),
  last_parley_at: z.string().nullable(),
  shopify_store: z.boolean(),
  available_features: z.array(z.enum(RETAILER_FEATURES)),
  timezone_code: z.string(),
  admin_site_banner_type: z.enum(BANNER_TYPES),
  terms_agreed: z.boolean(),
  objectives: z.array(z.enum(RETAILER_OBJECTIVES)),
  market_sector: z.enum(MARKET_SECTORS).nullable(),
  stock_type: z.enum(STOCK_TYPES).nullable(),
  monthly_orders: z.enum(MONTHLY_ORDER_BANDS).nullable(),
  incomplete_onboarding_tasks: z.array(z.enum(ONBOARDING_TASKS)),
  billing_scheme: ZBillingSchemeSummary.nullable(),
  uplift_test_status: z.enum(['running', 'not_running']),
  uplift_test_rule: z
    .object({
      created_at: z.string(),
      summary: z.string(),
      control_cohort_percentage: z.number().int(),
    })
    .nullable(),
  store: ZRetailerStore,
});
export type TRetailer = z.infer<typeof ZRetailer>;

export const ZRetailerParams = z.object({ retailerId: z.uuid({ message: MSG.notFound }) });

export const ZRetailerContextQuery = z.object({
  context: z.enum(['status', 'admin']).optional(),
});

/**
 * GET /retailers?context=search&sortOrder=name&searchText=… (administrators): the Retailer select
 * of the algorithm-rule editor. Names are unique in the answer (part 2 §5: duplicates by name
 * are dropped).
 */
export const ZRetailerSearchQuery = z.object({
  context: z.literal('search', { message: MSG.required }),
  sortOrder: z.enum(RETAILER_SORT_ORDERS, { message: MSG.required }).default('name'),
  searchText: z.string().trim().max(255).optional(),
});
export type TRetailerSearchQuery = z.infer<typeof ZRetailerSearchQuery>;

export const ZRetailerSearchResponse = z.object({
  retailers: z.array(z.object({ retailer_id: z.string(), id: z.string(), name: z.string() })),
});
export type TRetailerSearchResponse = z.infer<typeof ZRetailerSearchResponse>;

/** The Retailers screen's filters, as they sit in its query string (part 1 §2 Retailers list). */
export const ZRetailerListFilters = z.object({
  sortOrder: z.enum(RETAILER_SORT_ORDERS).default('recent'),
  pricingPlanIdentifier: z.enum(PRICING_PLAN_IDENTIFIERS).optional(),
  storeTypeIdentifier: z.enum(STORE_PLATFORMS).optional(),
  searchText: z.string().trim().max(255).optional(),
  /** 'true': usage fees accrued in the current billing cycle that no invoice has taken yet. */
  hasUnbilledCharges: zFilterFlag().optional(),
});
export type TRetailerListFilters = z.input<typeof ZRetailerListFilters>;

/** GET /retailers?context=list (administrators): one page of PAGE_SIZE retailers and the total. */
export const ZRetailerListQuery = ZRetailerListFilters.extend({
  context: z.literal('list'),
  offset: zPageOffset(),
});
export type TRetailerListQuery = z.infer<typeof ZRetailerListQuery>;

export const ZRetailerListRow = z.object({
  retailer_id: z.string(),
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  last_parley_at: z.string().nullable(),
  pricing_plan: z
    .object({ identifier: z.enum(PRICING_PLAN_IDENTIFIERS), name: z.string() })
    .nullable(),
  store_platform: z.enum(STORE_PLATFORMS),
});
export type TRetailerListRow = z.infer<typeof ZRetailerListRow>;

export const ZRetailerListResponse = z.object({
  retailers: z.array(ZRetailerListRow),
  total: z.number().int(),
});
export type TRetailerListResponse = z.infer<typeof ZRetailerListResponse>;

/** GET /retailers: the list context or the search context. */
export const ZRetailersQuery = z.discriminatedUnion('context', [
  ZRetailerSearchQuery,
  ZRetailerListQuery,
]);
export type TRetailersQuery = z.infer<typeof ZRetailersQuery>;
export const ZRetailersResponse = z.union([ZRetailerListResponse, ZRetailerSearchResponse]);

export const ZAgreeTermsRequest = z.object({
  terms_agreed: z.literal(true, { message: MSG.termsRequired }),
});

export const ZMarketQuestionnaire = z.object({
  objectives: z
    .array(z.enum(RETAILER_OBJECTIVES), { message: MSG.questionnaireIncomplete })
    .min(1, { message: MSG.questionnaireIncomplete }),
  market_sector: z.enum(MARKET_SECTORS, { message: MSG.questionnaireIncomplete }),
  stock_type: z.enum(STOCK_TYPES, { message: MSG.questionnaireIncomplete }),
  monthly_orders: z.enum(MONTHLY_ORDER_BANDS, { message: MSG.questionnaireIncomplete }),
});
export type TMarketQuestionnaire = z.infer<typeof ZMarketQuestionnaire>;

export const ZBannerTypeRequest = z.object({
  admin_site_banner_type: z.enum(BANNER_TYPES),
});

/** PUT /retailers/{id}: one of the three onboarding updates the console makes. */
export const ZUpdateRetailerRequest = z.union([
  ZAgreeTermsRequest,
  ZMarketQuestionnaire,
  ZBannerTypeRequest,
]);
export type TUpdateRetailerRequest = z.infer<typeof ZUpdateRetailerRequest>;
