import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TRule, TRuleSaveInput } from '@parley/contract';
import { storeRuleInput } from '@parley/contract/testing';
import { defaultHyperParameters } from '@parley/engine';
import type { Database } from '../../src/db/client';
import { rules } from '../../src/db/schema';
import type { TestApp } from '../test-app';
import { call, contextLister, creator, type Headers, type Method } from './api';
import { insertRow } from '../../src/db/rows';

/**
 * Test helpers: rules written straight to their table, rule payloads as the editor sends them,
 * and the calls the tests repeat.
 */

let priority = 1;

/** A rule of the retailer's ruleset (or as `values` say), as the rules module would store it. */
export async function insertRule(
  db: Database,
  retailerId: string | null,
  values: Partial<typeof rules.$inferInsert> = {},
): Promise<string> {
  const { id } = await insertRow(db, rules, {
    retailerId,
    kind: 'ruleset',
    name: `Rule ${randomUUID().slice(0, 8)}`,
    matchType: 'retailer',
    priority: priority++,
    ...values,
  });
  return id;
}

/** A complete whole-store rule of the retailer's ruleset. */
export const storeRule = storeRuleInput;

/** A global algorithm rule with the baseline's defaults. */
export const algorithmRule = (overrides: Partial<TRuleSaveInput> = {}) =>
  ({
    context: 'admin:algorithm',
    name: 'Baseline for everyone',
    algorithm_version: 'a_baseline',
    hyper_parameters: defaultHyperParameters('a_baseline'),
    ...overrides,
  }) satisfies TRuleSaveInput;

/** Creates the rule and answers it; fails the test when the server refuses. */
export const createRule = creator<TRule>('rule');

export const listRules = contextLister<TRule, 'ruleset' | 'archive' | 'admin:algorithm'>('rule');

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
