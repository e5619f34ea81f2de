import {
  CHAT_LANGUAGES,
  PRODUCT_TERM_PLURAL,
  type TBillingSchemeSummary,
  type TBrandStatement,
  type TChatLanguage,
  type TImage,
  type TRetailer,
  type TRetailerSettings,
} from '@parley/contract';
import type { RetailerRow } from './repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The running uplift test in words, for the Retailer detail's Uplift A/B Test card. */
export const upliftSummary = (controlCohortPercentage: number) =>
  `${controlCohortPercentage}% of shoppers are in the control cohort and are never offered ` +
  `${PRODUCT_TERM_PLURAL.toLowerCase()}; the other ${100 - controlCohortPercentage}% may negotiate.`;

/** What the settings view shows beside the retailer's own columns, read from other modules. */
export interface SettingsParts {
  bannerImage: TImage | null;
  brandStatements: TBrandStatement[];
}

/** The settings view (part 2 §3 Retailer): Store Settings' fields. */
function presentSettings(row: RetailerRow, parts: SettingsParts): TRetailerSettings {
  const r = row.retailer;
  const languages: TChatLanguage[] = r.availableFeatures.includes('multi_language')
    ? [...CHAT_LANGUAGES]
    : ['en-GB'];
  return {
    notifications_email: r.notificationsEmail,
    email_banner_image: parts.bannerImage,
    terms_url: r.termsUrl || null,
    terms_enabled: Boolean(r.termsUrl),
    reasons: parts.brandStatements,
    languages,
  };
}

/** The retailer as the console reads it (part 1 §3 Retailer), its settings view included. */
export function presentRetailer(
  row: RetailerRow,
  billingScheme: TBillingSchemeSummary | null,
  parts: SettingsParts,
): TRetailer {
  const r = row.retailer;
  return {
    ...presentSettings(row, parts),
    id: r.id,
    retailer_id: r.id,
    name: r.name,
    created_at: r.createdAt.toISOString(),
    last_parley_at: iso(r.lastParleyAt),
    shopify_store: r.storePlatform === 'shopify',
    available_features: r.availableFeatures,
    timezone_code: r.timezoneCode,
    admin_site_banner_type: r.adminSiteBannerType,
    terms_agreed: r.termsAgreed,
    objectives: r.objectives,
    market_sector: r.marketSector,
    stock_type: r.stockType,
    monthly_orders: r.monthlyOrders,
    incomplete_onboarding_tasks: r.incompleteOnboardingTasks,
    billing_scheme: billingScheme,
    uplift_test_status: row.uplift ? 'running' : 'not_running',
    uplift_test_rule: row.uplift
      ? {
          created_at: row.uplift.startedAt.toISOString(),
          summary: upliftSummary(row.uplift.controlCohortPercentage),
          control_cohort_percentage: row.uplift.controlCohortPercentage,
        }
      : null,
    store: {
      platform: r.storePlatform,
      myshopify_domain: r.myshopifyDomain,
      primary_domain: r.primaryDomain,
      discount_functions_enabled: r.discountFunctionsEnabled,
    },
  };
}
