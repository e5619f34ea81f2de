import type { TAccount, TBillingSchemeSummary, TRetailer } from '@parley/contract';

export const RETAILER_ID = '6f1c2f0e-8a57-4d1e-9d7c-2f4e9b1a0c11';
export const OTHER_RETAILER_ID = '0b8f6b7e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

export function billingScheme(
  overrides: Partial<TBillingSchemeSummary> = {},
): TBillingSchemeSummary {
  return {
    billing_scheme_id: 'bs-1',
    name: 'STARTER',
    status: 'active',
    pricing_plan: { identifier: 'starter', name: 'Starter', feature_names: [] },
    billing_cycle_max_parleys: 100,
    billing_cycle_used_parleys_count: 40,
    usage_fee_percentage: 0,
    last_billing_cycle_ended_at: null,
    billing_cycle_started_at: '2025-01-01T00:00:00.000Z',
    current_billing_cycle_ends_at: '2025-02-01T00:00:00.000Z',
    billing_cycle_usage_cap_with_currency: null,
    current_cycle_billed_fees: '£0.00',
    unbilled_usage_fees: '£0.00',
    ...overrides,
  };
}

export function retailer(overrides: Partial<TRetailer> = {}): TRetailer {
  const id = overrides.id ?? RETAILER_ID;
  return {
    id,
    retailer_id: id,
    name: 'Demo Store',
    created_at: '2025-01-01T00:00:00.000Z',
    last_parley_at: null,
    shopify_store: false,
    available_features: [],
    timezone_code: 'Europe/London',
    admin_site_banner_type: 'welcome',
    terms_agreed: true,
    objectives: [],
    market_sector: null,
    stock_type: null,
    monthly_orders: null,
    incomplete_onboarding_tasks: [],
    billing_scheme: billingScheme(),
    uplift_test_status: 'not_running',
    uplift_test_rule: null,
    store: {
      platform: 'woocommerce',
      myshopify_domain: null,
      primary_domain: 'demo.example',
      discount_functions_enabled: false,
    },
    ...overrides,
  };
}

export function retailerUser(overrides: Partial<TAccount['retailer'] & object> = {}): TAccount {
  return {
    id: 'user-1',
    name: 'Dana Demo',
    email: 'demo@parley.local',
    is_admin: false,
    retailer: {
      id: RETAILER_ID,
      retailer_terms_agreed: true,
      incomplete_onboarding_tasks: [],
      ...overrides,
    },
  };
}

export function adminUser(): TAccount {
  return {
    id: 'admin-1',
    name: 'Ada Admin',
    email: 'admin@parley.local',
    is_admin: true,
    retailer: null,
  };
}
