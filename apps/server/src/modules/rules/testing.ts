import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TPricingPlanIdentifier, TRule, TRuleSaveInput } from '@parley/contract';
import { defaultHyperParameters } from '@parley/engine';
import type { Database } from '../../db/client';
import { billingSchemes, type retailers } from '../../db/schema';
import type { TestApp } from '../../../test/test-app';

/** Test helpers: rule payloads as the editor sends them, and the calls the tests repeat. */

export type Headers = Record<string, string>;

/** A complete whole-store rule of the retailer's ruleset. */
export const storeRule = (retailerId: string, overrides: Partial<TRuleSaveInput> = {}) =>
  ({
    context: 'ruleset',
    retailer_id: retailerId,
    name: 'Summer sale',
    match_type: 'retailer',
    objective: 'balance_performance',
    walkaway_percentage: 16,
    has_free_shipping_included: false,
    ask_quantity_first_action: 'deactivate',
    ...overrides,
  }) satisfies TRuleSaveInput;

/** A global algorithm rule with the baseline's defaults. */
export const algorithmRule = (overrides: Partial<TRuleSaveInput> = {}) =>
  ({
    context: 'admin:algorithm',
    name: 'Baseline for everyone',
    algorithm_version: 'a_baseline',
    hyper_parameters: defaultHyperParameters('a_baseline'),
    ...overrides,
  }) satisfies TRuleSaveInput;

/** A retailer on the plan (null: no current billing scheme), with a user and its headers. */
export async function retailerWithUser(
  t: TestApp,
  plan: TPricingPlanIdentifier | null = 'enterprise',
  values: Partial<typeof retailers.$inferInsert> = {},
) {
  const retailer = await t.createRetailer({ availableFeatures: ['user_cohorts'], ...values });
  await setPlan(t.db, retailer.id, plan);
  const headers: Headers = await t.bearer(await t.createUser({ retailerId: retailer.id }));
  return { id: retailer.id, name: retailer.name, headers };
}

export async function setPlan(
  db: Database,
  retailerId: string,
  plan: TPricingPlanIdentifier | null,
) {
  if (plan === null) {
    await db.delete(billingSchemes).where(eq(billingSchemes.retailerId, retailerId));
    return;
  }
  await db
    .update(billingSchemes)
    .set({ pricingPlanIdentifier: plan })
    .where(eq(billingSchemes.retailerId, retailerId));
}

export async function adminHeaders(t: TestApp): Promise<Headers> {
  return t.bearer(await t.createUser({ isAdmin: true }));
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call to the API with the caller's headers. */
export function call(t: TestApp, headers: Headers, method: Method, url: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers,
    ...(payload ? { payload } : {}),
  });
}

/** Creates the rule and answers it; fails the test when the server refuses. */
export async function createRule(t: TestApp, headers: Headers, payload: object): Promise<TRule> {
  const res = await call(t, headers, 'POST', '/rules', payload);
  if (res.statusCode !== 200) throw new Error(`rule not created: ${res.statusCode} ${res.body}`);
  return res.json<TRule>();
}

export async function listRules(
  t: TestApp,
  headers: Headers,
  context: 'ruleset' | 'archive' | 'admin:algorithm',
  retailerId?: string,
): Promise<TRule[]> {
  const query = new URLSearchParams({
    context,
    ...(retailerId ? { retailer_id: retailerId } : {}),
  });
  const res = await call(t, headers, 'GET', `/rules?${query.toString()}`);
  if (res.statusCode !== 200) throw new Error(`rules not listed: ${res.statusCode} ${res.body}`);
  return res.json<{ rules: TRule[] }>().rules;
}

/** The rules' names in list order, with their priorities: what reorder tests compare. */
export const order = (rules: TRule[]) => rules.map((rule) => `${rule.priority}:${rule.name}`);

export type RuleRequest = readonly [method: Method, url: string, payload?: object];

/** One request to each rules route about the rule (and its retailer), as its owner would send. */
export const ruleRequests = (ruleId: string, retailerId: string): RuleRequest[] => [
  ['GET', `/rules?context=ruleset&retailer_id=${retailerId}`, undefined],
  ['GET', `/rules/${ruleId}?context=ruleset`, undefined],
  ['PUT', `/rules/${ruleId}`, { context: 'ruleset', active: true }],
  ['PUT', `/rules/${ruleId}`, { context: 'ruleset', priority: 1 }],
  ['PUT', `/rules/${ruleId}`, { context: 'ruleset', archived: true }],
  ['PUT', `/rules/${ruleId}`, storeRule(retailerId)],
  ['DELETE', `/rules/${ruleId}?context=ruleset`, undefined],
  ['DELETE', '/rules', { ids: [ruleId], context: 'ruleset' }],
  ['POST', '/rules', storeRule(retailerId)],
];

/** The field errors of a refused request; every 400 names its fields and leads with the first. */
export async function refusedFields(
  t: TestApp,
  headers: Headers,
  method: Method,
  url: string,
  payload: object,
) {
  const res = await call(t, headers, method, url, payload);
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json<{ errorMessage: string; fieldErrors: Record<string, string> }>();
  expect(Object.values(body.fieldErrors)).toContain(body.errorMessage);
  return body.fieldErrors;
}
