import { count } from 'drizzle-orm';
import {
  CONSOLE_CLIENT_ID,
  DEFAULT_RULE_OBJECTIVE,
  DEFAULT_CHAT_LANGUAGE,
  DEFAULT_WALKAWAY_PERCENTAGE,
  PRODUCT_NAME,
  THEME_DEFAULTS,
} from '@parley/contract';
import { defaultHyperParameters } from '@parley/engine';
import type { Deps } from '../../deps';
import {
  addonItems,
  billingSchemes,
  campaigns,
  oauthClients,
  pricingPlans,
  productCategories,
  products,
  reasons,
  retailers,
  ruleAddonItems,
  rules,
  themes,
  users,
} from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { randomToken } from '../../lib/secrets';
import { addSeconds } from '../../lib/clock';
import { newMagicLinkCode } from '../campaigns';
import { PLAN_CATALOGUE } from '../plans';
import {
  DEMO_BASKET_RULE,
  DEMO_BRAND_STATEMENTS,
  DEMO_CATEGORIES,
  DEMO_GIFT,
  DEMO_GLOBAL_REASON,
  DEMO_PRODUCTS,
} from './demo-catalogue';
import { insertDemoCohortRule } from './demo-cohort';
import { insertDemoExperiment } from './demo-experiment';
import { markDemoFillPending } from './repository';

/** The demo data's one theme: all retailers', en-GB, the defaults. */
export const DEMO_THEME_NAME = 'Default';

export interface SeededLogin {
  role: 'administrator' | 'retailer';
  email: string;
  /** Only when this start created the account; afterwards the password is not known. */
  password: string;
}

/**
 * Reference data every start brings up to date: the plans (this build's catalogue) and the
 * console's OAuth client. The client's redirect URIs are each process's setting
 * (auth/clients.ts), so the row is only created, never rewritten by a start.
 */
export async function syncReferenceData(deps: Pick<Deps, 'db'>) {
  for (const [index, plan] of PLAN_CATALOGUE.entries()) {
    const values = { ...plan, sortOrder: index };
    await deps.db
      .insert(pricingPlans)
      .values(values)
      .onConflictDoUpdate({ target: pricingPlans.identifier, set: values });
  }
  await deps.db
    .insert(oauthClients)
    .values({
      clientId: CONSOLE_CLIENT_ID,
      name: `${PRODUCT_NAME} console`,
      redirectUris: [],
    })
    .onConflictDoNothing({ target: oauthClients.clientId });
}

/** The demo store's enterprise terms: a monthly fee, 1 % of negotiated sales, a spending limit. */
const DEMO_SCHEME_TERMS = {
  subscriptionFeeAmount: '499.00',
  usageFeePercentage: '1.00',
  billingCycleUsageCap: '2000.00',
};

/**
 * On an empty database: an administrator, and a demo retailer on the enterprise plan with its
 * own user, so that a new user can sign in at once; the demo store's catalogue (products,
 * categories, a gift with purchase); an active whole-store rule offering the gift and keeping walk-aways' offers, a
 * basket rule, a newsletter magic link and a global baseline algorithm rule, so that the demo
 * store negotiates out of the box; three brand statements of the demo store and a global reason,
 * so that the bot and the console have reasons to show; and the all-retailers en-GB theme
 * 'Default', equal to the defaults, so that the themes list has one to edit. Passwords come from the settings or are
 * generated and returned. `simulateNegotiations` asks for the demo store's simulated
 * negotiations, which `fillDemoStoreInBackground` then makes (the server's start asks; tests do
 * not).
 */
export async function seedDemoData(
  deps: Pick<Deps, 'db' | 'config' | 'clock'>,
  options: { simulateNegotiations?: boolean } = {},
): Promise<SeededLogin[]> {
  const [{ value: userCount } = { value: 0 }] = await deps.db
    .select({ value: count() })
    .from(users);
  if (userCount > 0) return [];
  const { config } = deps;
  const adminPassword = config.adminPassword ?? randomToken(12);
  const demoPassword = config.demoPassword ?? randomToken(12);
  const now = deps.clock.now();

  await deps.db.transaction(async (tx) => {
    await tx.insert(users).values({
      name: 'Administrator',
      email: config.adminEmail.toLowerCase(),
      passwordHash: await hashPassword(adminPassword),
      isAdmin: true,
    });
    const [retailer] = await tx
      .insert(retailers)
      .values({
        name: 'Demo Store',
        storePlatform: 'woocommerce',
        primaryDomain: 'demo-store.example',
        timezoneCode: 'Europe/London',
        availableFeatures: [
          'user_cohorts',
          'session_export',
          'chat_export',
          'reasons_editing',
          'reasons_generation',
        ],
      })
      .returning({ id: retailers.id });
    if (!retailer) throw new Error('demo retailer was not created');
    // Enterprise, the plan with every feature: the plan and the seeded rules agree (the basket
    // rule needs negotiation_on_cart), and the demo shows every option of the rule editor. Its
    // terms are arranged with the team, as an enterprise store's are: a fee and a usage fee, so
    // that the demo's plan page and Usage show charges.
    await tx.insert(billingSchemes).values({
      retailerId: retailer.id,
      pricingPlanIdentifier: 'enterprise',
      name: 'ENTERPRISE',
      status: 'active',
      subscriptionFeeAmount: DEMO_SCHEME_TERMS.subscriptionFeeAmount,
      usageFeePercentage: DEMO_SCHEME_TERMS.usageFeePercentage,
      billingCycleUsageCap: DEMO_SCHEME_TERMS.billingCycleUsageCap,
      billingCycleStartedAt: now,
      currentBillingCycleEndsAt: addSeconds(now, 30 * 24 * 3600),
    });
    await tx.insert(users).values({
      name: 'Demo Retailer',
      email: config.demoEmail.toLowerCase(),
      passwordHash: await hashPassword(demoPassword),
      retailerId: retailer.id,
    });
    await tx.insert(products).values(
      DEMO_PRODUCTS.map(({ retailerProductId, name }) => ({
        retailerId: retailer.id,
        retailerProductId,
        name,
      })),
    );
    await tx
      .insert(productCategories)
      .values(DEMO_CATEGORIES.map((name) => ({ retailerId: retailer.id, name })));
    const [gift] = await tx
      .insert(addonItems)
      .values({
        retailerId: retailer.id,
        name: DEMO_GIFT.name,
        retailerProductId: DEMO_GIFT.retailerProductId,
        displayValue: DEMO_GIFT.displayValue,
        addonType: 'sweetener',
        localizedName: { 'en-GB': DEMO_GIFT.name },
        localizedShortDescription: { 'en-GB': DEMO_GIFT.shortDescription },
      })
      .returning({ id: addonItems.id });
    const [wholeStore] = await tx
      .insert(rules)
      .values([
        {
          kind: 'ruleset',
          retailerId: retailer.id,
          name: 'Whole Store',
          matchType: 'retailer',
          priority: 2,
          active: true,
          objective: DEFAULT_RULE_OBJECTIVE,
          walkawayPercentage: DEFAULT_WALKAWAY_PERCENTAGE,
          recoveredParleysActive: true,
        },
        {
          kind: 'ruleset',
          retailerId: retailer.id,
          name: 'Baskets',
          matchType: 'cart',
          priority: 3,
          active: true,
          objective: DEFAULT_RULE_OBJECTIVE,
          walkawayPercentage: DEMO_BASKET_RULE.walkawayPercentage,
          cartMatchBasis: 'minimum_value',
          minimumValue: DEMO_BASKET_RULE.minimumValue,
        },
        {
          kind: 'algorithm',
          retailerId: null,
          name: 'Baseline for every store',
          matchType: 'global',
          priority: 1,
          active: true,
          algorithmVersion: 'a_baseline',
          hyperParameters: defaultHyperParameters('a_baseline'),
        },
      ])
      .returning({ id: rules.id });
    if (!wholeStore || !gift) throw new Error('demo rule or gift was not created');
    await tx
      .insert(ruleAddonItems)
      .values({ ruleId: wholeStore.id, addonItemId: gift.id, priority: 1 });
    await insertDemoCohortRule(tx, retailer.id);
    await insertDemoExperiment(tx, retailer.id);
    await tx.insert(campaigns).values({
      retailerId: retailer.id,
      name: 'Newsletter',
      campaignType: 'link_to_rule',
      productUrl: `${config.publicUrl}/demo-store`,
      code: newMagicLinkCode(),
      ruleId: wholeStore.id,
    });
    await tx.insert(reasons).values([
      ...DEMO_BRAND_STATEMENTS.map((reasonText, index) => ({
        retailerId: retailer.id,
        reasonText,
        active: true,
        // A millisecond apart: brand statements are listed oldest first.
        createdAt: new Date(now.getTime() + index),
        updatedAt: new Date(now.getTime() + index),
      })),
      {
        retailerId: null,
        reasonText: DEMO_GLOBAL_REASON,
        active: true,
        createdAt: now,
        updatedAt: now,
      },
    ]);
    await tx.insert(themes).values({
      name: DEMO_THEME_NAME,
      languageCode: DEFAULT_CHAT_LANGUAGE,
      retailerId: null,
      assigned: true,
      configuration: structuredClone(THEME_DEFAULTS),
      createdAt: now,
      updatedAt: now,
    });
    if (options.simulateNegotiations) await markDemoFillPending(tx, retailer.id);
  });
  return [
    { role: 'administrator', email: config.adminEmail.toLowerCase(), password: adminPassword },
    { role: 'retailer', email: config.demoEmail.toLowerCase(), password: demoPassword },
  ];
}
