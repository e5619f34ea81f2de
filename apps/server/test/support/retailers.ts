import { and, eq } from 'drizzle-orm';
import type { TPricingPlanIdentifier, TRetailerSettingsRequest } from '@parley/contract';
import type { Database } from '../../src/db/client';
import { billingSchemes, type retailers } from '../../src/db/schema';
import { PLAN_CATALOGUE } from '../../src/modules/plans';
import type { TestApp } from '../test-app';
import type { Headers } from './api';

/** Test helpers: retailers with a user of theirs, their plan, and administrators. */

export interface TestRetailer {
  id: string;
  name: string;
  /** A user of the retailer. */
  headers: Headers;
}

/** A retailer as `createRetailer` makes it (the professional plan), with a user and its headers. */
export async function testRetailer(
  t: TestApp,
  values: Partial<typeof retailers.$inferInsert> = {},
): Promise<TestRetailer> {
  const row = await t.createRetailer(values);
  const headers = await t.bearer(await t.createUser({ retailerId: row.id }));
  return { id: row.id, name: row.name, headers };
}

/**
 * A retailer on the plan (null: no current billing scheme) with user cohorts, as the rule
 * editor's tests want one, with a user and its headers.
 */
export async function retailerWithUser(
  t: TestApp,
  plan: TPricingPlanIdentifier | null = 'enterprise',
  values: Partial<typeof retailers.$inferInsert> = {},
): Promise<TestRetailer> {
  const retailer = await testRetailer(t, { availableFeatures: ['user_cohorts'], ...values });
  await setPlan(t.db, retailer.id, plan);
  return retailer;
}

/** Puts the retailer's current scheme on the plan, with the plan's terms (null: no scheme). */
export async function setPlan(
  db: Database,
  retailerId: string,
  plan: TPricingPlanIdentifier | null,
) {
  if (plan === null) {
    await db.delete(billingSchemes).where(eq(billingSchemes.retailerId, retailerId));
    return;
  }
  const terms = PLAN_CATALOGUE.find((entry) => entry.identifier === plan)!;
  await db
    .update(billingSchemes)
    .set({
      pricingPlanIdentifier: plan,
      name: plan.toUpperCase(),
      subscriptionFeeAmount: terms.subscriptionFeeAmount,
      usageFeePercentage: terms.usageFeePercentage,
    })
    .where(and(eq(billingSchemes.retailerId, retailerId), eq(billingSchemes.isCurrent, true)));
}

export async function adminHeaders(t: TestApp): Promise<Headers> {
  return t.bearer(await t.createUser({ isAdmin: true }));
}

/** Store Settings' save as the console sends it, without brand statements unless given. */
export const settingsPayload = (overrides: Partial<TRetailerSettingsRequest> = {}) =>
  ({
    name: 'Hartley & Sons',
    notifications_email: null,
    email_banner_image_id: null,
    terms_enabled: false,
    terms_url: null,
    ...overrides,
  }) satisfies TRetailerSettingsRequest;
