import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type TFilterOptions } from '@parley/contract';
import type { TestApp } from '../../../test/test-app';
import { startWithAdmin } from '../../../test/support/start';
import { cohorts, ruleCohorts } from '../../db/schema';
import { call, type Headers } from '../../../test/support/api';
import { testRetailer } from '../../../test/support/retailers';
import { insertRule } from '../../../test/support/rules';

let t: TestApp;
let admin: Headers;
beforeAll(async () => ({ t, admin } = await startWithAdmin()));
afterAll(() => t.close());

const options = async (headers: Headers, retailerId?: string) => {
  const res = await call(t, headers, 'POST', '/stats', { action: 'options', retailerId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TFilterOptions>();
};

describe('POST /stats action options', () => {
  it('gives a retailer user their own retailer, rules and cohorts; experiments only to admins', async () => {
    const shop = await testRetailer(t, { availableFeatures: ['user_cohorts'] });
    const other = await testRetailer(t);
    const rule = await insertRule(t.db, shop.id, { name: 'VIP rule' });
    await insertRule(t.db, other.id, { name: 'Not mine' });
    const experiment = await insertRule(t.db, null, {
      kind: 'algorithm',
      name: 'Half on c_exponential',
      experimentPercentage: 50,
    });
    const [cohort] = await t.db
      .insert(cohorts)
      .values({ retailerId: shop.id, name: 'VIPs' })
      .returning();
    await t.db.insert(ruleCohorts).values({ ruleId: rule, cohortId: cohort!.id });

    const own = await options(shop.headers);
    expect(own).toEqual({
      retailers: [{ retailerId: shop.id, name: shop.name }],
      dataQuality: ['0', '1', '2', '3', '4', '5'],
      chattinessCategory: [
        { category: 'chatty', name: 'Chatty' },
        { category: 'average', name: 'Average' },
        { category: 'terse', name: 'Terse' },
        { category: 'pending', name: 'Pending' },
      ],
      experimentalRules: [],
      cohortExperimentRules: [
        { name: 'VIP rule', cohorts: [{ cohort_id: cohort!.id, name: 'VIPs' }] },
      ],
      rules: [{ rule_id: rule, name: 'VIP rule' }],
      cohorts: [{ cohort_id: cohort!.id, name: 'VIPs' }],
    });

    const scoped = await options(admin, shop.id);
    expect(scoped.retailers.map((r) => r.retailerId)).toEqual(
      expect.arrayContaining([shop.id, other.id]),
    );
    expect(scoped.experimentalRules).toEqual([
      { rule_id: experiment, name: 'Half on c_exponential' },
    ]);
    expect(scoped.rules.map((r) => r.name)).toContain('VIP rule');
    expect(scoped.rules.map((r) => r.name)).not.toContain('Not mine');
    expect((await options(admin)).cohorts).toEqual([]);
  });

  it('hides cohorts without user_cohorts, and answers 404 for another retailer', async () => {
    const plain = await testRetailer(t);
    const other = await testRetailer(t);
    expect((await options(plain.headers)).cohorts).toEqual([]);
    const res = await call(t, plain.headers, 'POST', '/stats', {
      action: 'options',
      retailerId: other.id,
    });
    expect(res.statusCode).toBe(404);
  });

  it('refuses an unknown action with a 400', async () => {
    const res = await call(t, admin, 'POST', '/stats', { action: 'forecast' });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a day the calendar has not (2026-02-30) with a field error, not a 500', async () => {
    const res = await call(t, admin, 'POST', '/stats', {
      action: 'stats',
      timeRange: 'custom',
      startDate: '2026-02-30',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ fieldErrors: object }>().fieldErrors).toEqual({
      startDate: MSG.calendarDate,
    });
  });
});
