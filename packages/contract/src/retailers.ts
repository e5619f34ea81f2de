import { z } from 'zod';
import { PLAN_CAPS } from './billing';
import { isWebUrl, zListPage, zRequiredText } from './common';
import { MSG } from './messages';
import { CHAT_LANGUAGES } from './chat';
import { ZImage } from './images';
import { BRAND_STATEMENTS_MAX, REASON_TEXT_MAX_LENGTH } from './reasons';
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
  /** Which limit has switched negotiation off this cycle (part 2 §4), or null. */
  cap_reached: z.enum(PLAN_CAPS).nullable(),
});
export type TBillingSchemeSummary = z.infer<typeof ZBillingSchemeSummary>;

export const ZRetailerStore = z.object({
  platform: z.enum(STORE_PLATFORMS),
  myshopify_domain: z.string().nullable(),
  primary_domain: z.string().nullable(),
  discount_functions_enabled: z.boolean(),
});

/** One brand statement of the settings view: a retailer reason (null id: not saved yet). */
export const ZBrandStatement = z.object({
  reason_id: z.string().nullable(),
  text: z.string(),
});
export type TBrandStatement = z.infer<typeof ZBrandStatement>;

/**
 * The retailer's settings view (part 2 §3 Retailer): what Store Settings shows. Brand statements
 * are the retailer's own reasons, oldest first, at most BRAND_STATEMENTS_MAX; `terms_enabled` is
 * derived from a non-empty terms URL.
 */
export const ZRetailerSettings = z.object({
  notifications_email: z
    .string()
    .nullable()
    .describe('Where the store hears of offers shoppers leave for review; null: nobody.'),
  email_banner_image: ZImage.nullable().describe(
    'The image that heads the recovery e-mails shoppers receive; null: none.',
  ),
  terms_url: z
    .string()
    .nullable()
    .describe('The store’s terms, linked from the chat; null when terms are off.'),
  terms_enabled: z.boolean().describe('True exactly when terms_url is set.'),
  reasons: z.array(ZBrandStatement).describe('The brand statements, at most 5.'),
  languages: z
    .array(z.enum(CHAT_LANGUAGES))
    .describe('Languages the bot speaks on this store (all four with multi_language).'),
});
export type TRetailerSettings = z.infer<typeof ZRetailerSettings>;

/** What every answer about a retailer, whole or as a list row, names it by. */
const retailerIdentity = {
  id: z.string(),
  retailer_id: z.string(),
  name: z.string(),
  created_at: z.string(),
  last_parley_at: z.string().nullable(),
};

export const ZRetailer = ZRetailerSettings.extend({
  ...retailerIdentity,
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
  ...retailerIdentity,
  pricing_plan: z
    .object({ identifier: z.enum(PRICING_PLAN_IDENTIFIERS), name: z.string() })
    .nullable(),
  store_platform: z.enum(STORE_PLATFORMS),
});
export type TRetailerListRow = z.infer<typeof ZRetailerListRow>;

export const ZRetailerListResponse = zListPage('retailers', ZRetailerListRow);
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

/**
 * Part 1 §5: at least one objective and a market sector are required ('Please complete all
 * questions to continue.'); the further questions (stock type, monthly orders) may be skipped.
 */
export const ZMarketQuestionnaire = z.object({
  objectives: z
    .array(z.enum(RETAILER_OBJECTIVES), { message: MSG.questionnaireIncomplete })
    .min(1, { message: MSG.questionnaireIncomplete }),
  market_sector: z.enum(MARKET_SECTORS, { message: MSG.questionnaireIncomplete }),
  stock_type: z.enum(STOCK_TYPES).nullable().optional(),
  monthly_orders: z.enum(MONTHLY_ORDER_BANDS).nullable().optional(),
});
export type TMarketQuestionnaire = z.infer<typeof ZMarketQuestionnaire>;

export const ZBannerTypeRequest = z.object({
  admin_site_banner_type: z.enum(BANNER_TYPES),
});

const zOptionalText = () =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : value))
    .nullable();

/** The terms checks need only the two terms fields to have parsed. */
const termsReadable = (payload: { value: unknown }) => {
  const value = payload.value as { terms_enabled?: unknown; terms_url?: unknown } | null;
  return (
    typeof value?.terms_enabled === 'boolean' &&
    (value.terms_url === null || typeof value.terms_url === 'string')
  );
};

/**
 * Store Settings' save (part 2 §5): the form and the server check the same schema. Empty
 * statements are the form's padding and are dropped; turning terms off clears the URL.
 */
export const ZRetailerSettingsRequest = z
  .object({
    name: zRequiredText(),
    notifications_email: zOptionalText().pipe(
      z.email({ message: MSG.email }).max(254, { message: MSG.email }).nullable(),
    ),
    email_banner_image_id: z.string().nullable(),
    terms_enabled: z.boolean(),
    terms_url: zOptionalText(),
    /** Left out: the statements stay as they are (a store without reasons_editing). */
    reasons: z
      .array(
        z.object({
          reason_id: z.string().nullable(),
          text: z
            .string()
            .trim()
            .max(REASON_TEXT_MAX_LENGTH, { message: MSG.maxLength(REASON_TEXT_MAX_LENGTH) }),
        }),
      )
      .max(BRAND_STATEMENTS_MAX, { message: MSG.brandStatementsTooMany(BRAND_STATEMENTS_MAX) })
      .optional(),
  })
  // Checked with the other fields, not after them: the form shows every error at once.
  .refine((form) => !form.terms_enabled || form.terms_url !== null, {
    message: MSG.required,
    path: ['terms_url'],
    when: termsReadable,
  })
  .refine((form) => !form.terms_enabled || form.terms_url === null || isWebUrl(form.terms_url), {
    message: MSG.url,
    path: ['terms_url'],
    when: termsReadable,
  });
export type TRetailerSettingsRequest = z.input<typeof ZRetailerSettingsRequest>;

/** Retailer features an administrator switches (part 1 §3), each change recorded. */
export const ZRetailerFeaturesRequest = z.object({
  available_features: z.array(z.enum(RETAILER_FEATURES)),
});
export type TRetailerFeaturesRequest = z.infer<typeof ZRetailerFeaturesRequest>;

export const ZRetailerFeatureChange = z.object({
  feature: z.enum(RETAILER_FEATURES),
  enabled: z.boolean().describe('True: switched on; false: switched off.'),
  changed_by: z.string().describe('The e-mail address of the administrator who switched it.'),
  changed_at: z.string().describe('When (ISO 8601).'),
});
export const ZRetailerFeatureChangesResponse = z.object({
  changes: z.array(ZRetailerFeatureChange).describe('Newest first.'),
});
export type TRetailerFeatureChangesResponse = z.infer<typeof ZRetailerFeatureChangesResponse>;

/** GET /features: what can be switched per retailer, and what plans include. */
export const ZFeatureListResponse = z.object({
  retailer_features: z.array(
    z.object({ code: z.enum(RETAILER_FEATURES), name: z.string(), description: z.string() }),
  ),
  plan_features: z.array(z.object({ code: z.enum(PLAN_FEATURES), name: z.string() })),
});
export type TFeatureListResponse = z.infer<typeof ZFeatureListResponse>;

/** PUT /retailers/{id}: one of the three onboarding updates the console makes. */
export const ZUpdateRetailerRequest = z.union([
  ZAgreeTermsRequest,
  ZMarketQuestionnaire,
  ZBannerTypeRequest,
]);
export type TUpdateRetailerRequest = z.infer<typeof ZUpdateRetailerRequest>;
