/**
 * Prepares the end-to-end database before the server starts (run with tsx, DATA_DIR and the
 * server's settings in the environment): the server's own demo data, its demo store taken past the
 * terms and the questionnaire; a retailer that is not, for the onboarding test; an onboarded
 * retailer with one user per test that changes its account, a retailer for the rules and catalogue
 * tests, and one whose sessions the sessions tests make.
 * The server then finds a non-empty database and
 * seeds nothing more.
 */
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { billingSchemes, products, retailers, rules, users } from '../../apps/server/src/db/schema';
import { systemClock } from '../../apps/server/src/lib/clock';
import { hashPassword } from '../../apps/server/src/lib/passwords';
import { seedDemoData, syncReferenceData } from '../../apps/server/src/modules/seed';
import type { TPricingPlanIdentifier } from '@parley/contract';
import {
  BILLER,
  BILLING_STORE,
  DEMO,
  NEWCOMER,
  ONBOARDED_RETAILER_USERS,
  RULER,
  SELLER,
  SESSIONS_STORE,
  STORE_PRODUCTS,
  type E2eUser,
} from './users';

const config = loadConfig();

/** The terms agreed to and the questionnaire answered: the console opens on the store's pages. */
const ONBOARDED = {
  termsAgreed: true,
  termsAgreedAt: new Date(),
  objectives: ['Reduce discounts'],
  marketSector: 'Apparel',
  stockType: 'New',
  monthlyOrders: 'Under 100',
  incompleteOnboardingTasks: [],
} satisfies Partial<typeof retailers.$inferInsert>;

/** A retailer past the terms and onboarding, on the professional plan unless named. */
async function onboardedStore(
  values: Omit<typeof retailers.$inferInsert, 'id'>,
  plan: { identifier: TPricingPlanIdentifier; name: string } = {
    identifier: 'professional',
    name: 'PROFESSIONAL',
  },
) {
  const [store] = await database.db
    .insert(retailers)
    .values({ ...ONBOARDED, ...values })
    .returning({ id: retailers.id });
  if (!store) throw new Error(`the e2e retailer ${values.name} was not created`);
  await database.db.insert(billingSchemes).values({
    retailerId: store.id,
    pricingPlanIdentifier: plan.identifier,
    name: plan.name,
    status: 'active',
  });
  return store;
}

/** A console user of the retailer, with the password the tests sign in with. */
async function addUser(user: E2eUser, retailerId: string) {
  await database.db.insert(users).values({
    name: user.name,
    email: user.email,
    passwordHash: await hashPassword(user.password),
    retailerId,
  });
}

const database = await openDatabase({
  dataDir: config.dataDir,
  log: console,
});
try {
  await syncReferenceData({ db: database.db });
  await seedDemoData({ db: database.db, config, clock: systemClock });
  // The demo store's own user signs in to its Store Settings and to the offers left on its shop.
  const [demoUser] = await database.db
    .select({ retailerId: users.retailerId })
    .from(users)
    .where(eq(users.email, DEMO.email));
  if (!demoUser?.retailerId) throw new Error('the demo data has no demo retailer user');
  await database.db.update(retailers).set(ONBOARDED).where(eq(retailers.id, demoUser.retailerId));

  // Not past the terms nor the questionnaire: the onboarding test's.
  const [newStore] = await database.db
    .insert(retailers)
    .values({ name: 'E2E New Store' })
    .returning({ id: retailers.id });
  if (!newStore) throw new Error('the e2e retailer E2E New Store was not created');
  await addUser(NEWCOMER, newStore.id);

  const retailer = await onboardedStore({ name: 'E2E Store' });
  for (const user of ONBOARDED_RETAILER_USERS) await addUser(user, retailer.id);

  const rulesStore = await onboardedStore({
    name: 'E2E Rules Store',
    storePlatform: 'api',
    primaryDomain: 'rules-store.example',
    timezoneCode: 'Europe/London',
    availableFeatures: ['user_cohorts'],
  });
  await database.db
    .insert(products)
    .values(STORE_PRODUCTS.map((product) => ({ ...product, retailerId: rulesStore.id })));
  await addUser(RULER, rulesStore.id);

  const sessionsStore = await onboardedStore({
    name: SESSIONS_STORE.name,
    storePlatform: 'api',
    primaryDomain: 'sessions-store.example',
    timezoneCode: 'Europe/London',
    availableFeatures: ['session_export'],
    apiKey: SESSIONS_STORE.apiKey,
    secretKey: SESSIONS_STORE.secretKey,
  });
  // Negotiates on every page and keeps walk-aways' offers for review (part 1 §4 Recovery); the
  // demo data's global baseline algorithm rule does the rest.
  await database.db.insert(rules).values({
    kind: 'ruleset',
    retailerId: sessionsStore.id,
    name: 'Whole Store',
    matchType: 'retailer',
    priority: 1,
    active: true,
    walkawayPercentage: SESSIONS_STORE.walkawayPercentage,
    recoveredParleysActive: true,
  });
  await addUser(SELLER, sessionsStore.id);

  // On the Starter plan (100 parleys a cycle, a 2% usage fee): the billing test reaches its cap,
  // upgrades it and sees its charges.
  const billingStore = await onboardedStore(
    {
      name: BILLING_STORE.name,
      storePlatform: 'api',
      primaryDomain: 'billing-store.example',
      timezoneCode: 'Europe/London',
      apiKey: BILLING_STORE.apiKey,
      secretKey: BILLING_STORE.secretKey,
    },
    { identifier: 'starter', name: 'STARTER' },
  );
  await database.db.insert(rules).values({
    kind: 'ruleset',
    retailerId: billingStore.id,
    name: 'Whole Store',
    matchType: 'retailer',
    priority: 1,
    active: true,
    walkawayPercentage: 20,
  });
  await addUser(BILLER, billingStore.id);
} finally {
  await database.close();
}
