import {
  endpoints,
  type TAccount,
  type TBannerType,
  type TRule,
  type TRuleContext,
} from '@parley/contract';
import { waitFor } from '@testing-library/react';
import { beforeEach, expect } from 'vitest';
import { json, type FakeServer, type RecordedCall } from '../../../../../test/fake-server';
import { RETAILER_ID, aRule, retailer } from '../../../../../test/fixtures';
import { serverPerTest } from '../../../../../test/server-per-test';

/** Test support: contract-shaped rules, and the rules calls answered from memory. */

/**
 * The fake server of each rule list test, whose retailer is past the banners (they have their own
 * tests), with `account` signed in (the banners' tests sign in as they visit); the lazy screen is
 * loaded before the first test.
 */
export function ruleListServer(account?: () => TAccount): FakeServer {
  const server = serverPerTest({ account, screens: [() => import('./RuleListRoute')] });
  beforeEach(() => {
    server.retailers.set(RETAILER_ID, retailer({ admin_site_banner_type: 'persistent_book_call' }));
  });
  return server;
}

/** The retailer's ruleset and archive screens. */
export const RULES_PATH = `/retailers/${RETAILER_ID}/rules`;
export const ARCHIVE_PATH = `/retailers/${RETAILER_ID}/archive`;

let counter = 0;

/** A ruleset rule, inactive, with a name and id of its own. */
export function ruleFixture(overrides: Partial<TRule> = {}): TRule {
  counter += 1;
  return aRule({
    rule_id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    name: `Rule ${counter}`,
    active: false,
    ...overrides,
  });
}

const body = (call: RecordedCall) => (call.body ?? {}) as Record<string, unknown>;

/**
 * GET, PUT and DELETE /rules as the server answers them: ruleset and archive share a retailer's
 * priorities; algorithm rules are one list, optionally narrowed to the global ones and a retailer's.
 */
export class FakeRules {
  constructor(
    server: FakeServer,
    public ruleset: TRule[] = [],
    public algorithm: TRule[] = [],
  ) {
    server.on(endpoints.rules.findRules, (call) => json(200, { rules: this.list(call) }));
    server.on(endpoints.rules.updateRule, (call, { ruleId: id }) => this.patch(id, body(call)));
    server.on(endpoints.rules.deleteRule, (_call, { ruleId: id }) => {
      this.remove([id]);
      return json(200, { deleted: 1 });
    });
    server.on(endpoints.rules.deleteRules, (call) => {
      const ids = body(call).ids as string[];
      this.remove(ids);
      return json(200, { deleted: ids.length });
    });
  }

  find(id: string) {
    return [...this.ruleset, ...this.algorithm].find((rule) => rule.rule_id === id);
  }

  private list(call: RecordedCall): TRule[] {
    const context = call.query.get('context') as TRuleContext;
    const retailerId = call.query.get('retailer_id');
    const rules =
      context === 'admin:algorithm'
        ? this.algorithm.filter(
            (rule) => !retailerId || rule.retailer_id === null || rule.retailer_id === retailerId,
          )
        : this.ruleset.filter(
            (rule) => rule.retailer_id === retailerId && rule.archived === (context === 'archive'),
          );
    return [...rules].sort((a, b) => a.priority - b.priority);
  }

  /** PUT /rules/{id} with archived, active or priority, as the server applies it. */
  patch(id: string, patch: Record<string, unknown>) {
    const rule = this.find(id);
    if (!rule) return json(404, { errorMessage: 'Not found' });
    const scope = this.algorithm.includes(rule) ? this.algorithm : this.ruleset;
    if (typeof patch.active === 'boolean') rule.active = patch.active;
    if (typeof patch.archived === 'boolean') {
      rule.archived = patch.archived;
      if (patch.archived) rule.active = false;
    }
    if (typeof patch.priority === 'number') {
      const [from, to] = [rule.priority, patch.priority];
      for (const other of scope) {
        if (other === rule) continue;
        if (to < from && other.priority >= to && other.priority < from) other.priority += 1;
        if (to > from && other.priority > from && other.priority <= to) other.priority -= 1;
      }
      rule.priority = to;
    }
    return json(200, rule);
  }

  private remove(ids: string[]) {
    this.ruleset = this.ruleset.filter((rule) => !ids.includes(rule.rule_id));
    this.algorithm = this.algorithm.filter((rule) => !ids.includes(rule.rule_id));
  }
}

/** PUT /retailers/{id} with admin_site_banner_type, kept on the fake server's retailer. */
export function answerBannerUpdates(server: FakeServer) {
  server.on(endpoints.retailers.updateRetailer, (call, { retailerId }) => {
    const found = server.retailers.get(retailerId);
    if (!found) return json(404, { errorMessage: 'Not found' });
    const next = {
      ...found,
      admin_site_banner_type: body(call).admin_site_banner_type as TBannerType,
    };
    server.retailers.set(retailerId, next);
    return json(200, next);
  });
}

/** The body of the one PUT /rules/{id} a list's switch sends, once it is sent. */
export async function sentSwitch(server: FakeServer, ruleId: string) {
  const puts = () => server.callsTo(endpoints.rules.updateRule, { ruleId });
  await waitFor(() => expect(puts()).toHaveLength(1));
  return puts()[0]?.body;
}
