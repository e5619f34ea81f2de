/**
 * The accounts the end-to-end suite signs in with. The administrator and the demo retailer user are
 * the server's own demo data; the others are added by seed.ts so that each test that changes a
 * password or finishes onboarding owns its account and the tests do not depend on their order.
 */
export interface E2eUser {
  name: string;
  email: string;
  password: string;
}

export const INITIAL_PASSWORD = 'e2e-initial-password';

export const ADMIN: E2eUser = {
  name: 'Administrator',
  email: 'admin@parley.local',
  password: 'e2e-admin-password',
};

/**
 * The demo retailer's user (the server's demo data). Its store ("Demo Store") sells on the demo
 * shop page (/demo-store); seed.ts takes it past the terms and the questionnaire, so that the
 * tests of its Store Settings and of its shop's offers can open its console.
 */
export const DEMO: E2eUser = {
  name: 'Demo Retailer',
  email: 'demo@parley.local',
  password: 'e2e-demo-password',
};

const retailerUser = (name: string, email: string): E2eUser => ({
  name,
  email,
  password: INITIAL_PASSWORD,
});

/**
 * The one user of a retailer that has not agreed to the terms nor answered the questionnaire
 * ("E2E New Store"): only the onboarding test uses it.
 */
export const NEWCOMER = retailerUser('Nico Newcomer', 'newcomer@e2e.test');

/** Users of an onboarded retailer ("E2E Store"), one per test that needs its own. */
export const GUARDS = retailerUser('Grace Guard', 'guard@e2e.test');
export const CHANGER = retailerUser('Chris Change', 'change@e2e.test');
export const RESETTER = retailerUser('Rita Reset', 'reset@e2e.test');
export const LEAVER = retailerUser('Lee Logout', 'logout@e2e.test');

export const ONBOARDED_RETAILER_USERS = [GUARDS, CHANGER, RESETTER, LEAVER];

/**
 * The one user of a second onboarded retailer ("E2E Rules Store": a local catalogue, the
 * professional plan and user cohorts), whose rules, magic links and catalogue the rules and
 * catalogue tests build; no other test signs in to it.
 */
export const RULER = retailerUser('Rory Rules', 'rules@e2e.test');

/** The store products the rules tests pick from (seeded; the catalogue tests add their own). */
export const STORE_PRODUCTS = [
  { retailerProductId: 'SHIRT-1', name: 'Linen Shirt' },
  { retailerProductId: 'SCARF-1', name: 'Wool Scarf' },
] as const;

/**
 * The one user of a third onboarded retailer ("E2E Sessions Store": session_export, a whole-store
 * rule that keeps walk-aways' offers), whose sessions the sessions tests make through the widget
 * API with the store's fixed public key, so that they never depend on the demo fill.
 */
export const SELLER = retailerUser('Sasha Sessions', 'sessions@e2e.test');

export const SESSIONS_STORE = {
  name: 'E2E Sessions Store',
  apiKey: `pk_${'5e55'.repeat(8)}`,
  secretKey: `sk_${'5e55'.repeat(16)}`,
  /** Of every rule of the store: the share below list price the bot never goes under. */
  walkawayPercentage: 20,
} as const;

/**
 * The one user of a fourth onboarded retailer ("E2E Billing Store", on the Starter plan, with a
 * whole-store rule), whose plan, cap and charges the billing test drives through the widget API.
 */
export const BILLER = retailerUser('Bea Billing', 'billing@e2e.test');

export const BILLING_STORE = {
  name: 'E2E Billing Store',
  apiKey: `pk_${'b111'.repeat(8)}`,
  secretKey: `sk_${'b111'.repeat(16)}`,
} as const;
