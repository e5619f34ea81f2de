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

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(amount);

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** What the retailer has used of its current billing cycle (see findCycleUsage). */
export interface CycleUsage {
  parleys: number;
  /** Deal prices times quantities of the cycle's negotiated purchases. */
  dealRevenue: number;
}

const round2 = (amount: number) => Math.round(amount * 100) / 100;

/** The plan's usage fee on the cycle's negotiated sales, no more than the cycle's usage cap. */
function usageFees(row: RetailerRow, usage: CycleUsage) {
  const fee = round2((Number(row.plan?.usageFeePercentage ?? 0) / 100) * usage.dealRevenue);
  const cap = row.scheme?.billingCycleUsageCap;
  return cap === null || cap === undefined ? fee : Math.min(fee, Number(cap));
}

function presentBillingScheme(row: RetailerRow, usage: CycleUsage): TBillingSchemeSummary | null {
  const { scheme, plan } = row;
  if (!scheme || !plan) return null;
  return {
    billing_scheme_id: scheme.id,
    name: scheme.name,
    status: scheme.status,
    pricing_plan: {
      identifier: plan.identifier,
      name: plan.name,
      feature_names: plan.featureNames,
    },
    billing_cycle_max_parleys: plan.billingCycleMaxParleys,
    billing_cycle_used_parleys_count: usage.parleys,
    usage_fee_percentage: Number(plan.usageFeePercentage),
    last_billing_cycle_ended_at: iso(scheme.lastBillingCycleEndedAt),
    billing_cycle_started_at: iso(scheme.billingCycleStartedAt),
    current_billing_cycle_ends_at: iso(scheme.currentBillingCycleEndsAt),
    billing_cycle_usage_cap_with_currency:
      scheme.billingCycleUsageCap === null
        ? null
        : money(Number(scheme.billingCycleUsageCap), scheme.currency),
    // Nothing is invoiced yet (no invoice exists before the billing issue): every fee of the
    // cycle is still unbilled.
    current_cycle_billed_fees: money(0, scheme.currency),
    unbilled_usage_fees: money(usageFees(row, usage), scheme.currency),
  };
}

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
  usage: CycleUsage,
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
    billing_scheme: presentBillingScheme(row, usage),
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
