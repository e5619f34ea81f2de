import type {
  TAccount,
  TBillingSchemeSummary,
  TChatMessage,
  TRetailer,
  TRule,
} from '@parley/contract';
import { ruleFixture } from '@parley/contract/testing';

export const RETAILER_ID = '6f1c2f0e-8a57-4d1e-9d7c-2f4e9b1a0c11';
export const OTHER_RETAILER_ID = '0b8f6b7e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
export const RULE_ID = '3b0d8a4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';

/** Demo Store and Other Shop as the retailer search lists them (the API sends both ids). */
export const SEARCHED_RETAILERS = [
  { retailer_id: RETAILER_ID, id: RETAILER_ID, name: 'Demo Store' },
  { retailer_id: OTHER_RETAILER_ID, id: OTHER_RETAILER_ID, name: 'Other Shop' },
];

/**
 * Made-up ids in the contract's UUID shape, numbered from 1 after `prefix` (its first blocks):
 * each fake has its own prefix, so an id in a failure's output says which fake made it.
 */
export function idSequence(prefix: string) {
  let count = 0;
  return () => {
    count += 1;
    return `${prefix}-${String(count).padStart(12, '0')}`;
  };
}

/** What every shape of a retailer starts with (the API sends both ids). */
export const retailerBasics = (id = RETAILER_ID) => ({
  id,
  retailer_id: id,
  name: 'Demo Store',
  created_at: '2025-01-01T00:00:00.000Z',
});

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
    cap_reached: null,
    ...overrides,
  };
}

export function retailer(overrides: Partial<TRetailer> = {}): TRetailer {
  return {
    ...retailerBasics(overrides.id),
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
    // The settings view (part 2 §3 Retailer): nothing set yet.
    notifications_email: null,
    email_banner_image: null,
    terms_url: null,
    terms_enabled: false,
    reasons: [],
    languages: ['en-GB'],
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

/** A ruleset rule of the retailer: Balance Performance at 16, active, no limits, for everyone. */
export function aRule(overrides: Partial<TRule> = {}): TRule {
  return ruleFixture({
    rule_id: RULE_ID,
    retailer_id: RETAILER_ID,
    retailer: { retailer_id: RETAILER_ID, name: 'Demo Store' },
    name: 'Summer sale',
    ...overrides,
  });
}

const nextMessageId = idSequence('60000000-0000-4000-8000');

/** A bot reply with nothing in it yet: no text, no shopper message, no inference flagged. */
export function chatMessage(overrides: Partial<TChatMessage> = {}): TChatMessage {
  return {
    message_id: nextMessageId(),
    created_at: '2025-07-01T08:00:00.000Z',
    user_message: null,
    messages: [],
    expression: null,
    meta: {},
    intents: [],
    entities: [],
    interaction_data: {},
    incorrect_intent_inference: false,
    incorrect_entity_inference: false,
    ...overrides,
  };
}
