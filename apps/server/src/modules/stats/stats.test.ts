import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type TExperiment, type TFilterOptions } from '@parley/contract';
import { experimentSaveInput } from '@parley/contract/testing';
import type { TestApp } from '../../../test/test-app';
import { startWithAdmin } from '../../../test/support/start';
import { cohorts, ruleCohorts } from '../../db/schema';
import { call, type Headers } from '../../../test/support/api';
import { testRetailer } from '../../../test/support/retailers';
import { insertRule } from '../../../test/support/rules';
import { createExperiment, switched } from '../../../test/support/experiments';

let t: TestApp;
let admin: Headers;
beforeAll(async () => ({ t, admin } = await startWithAdmin()));
afterAll(() => t.close());

/** An experiment on the stores, switched on. */
async function startedExperiment(name: string, retailerIds: string[]) {
  const experiment = await createExperiment(t, admin, experimentSaveInput(retailerIds, { name }));
  return switched(t, admin, experiment.rule_id, true);
}

const options = async (headers: Headers, retailerId?: string) => {
  const res = await call(t, headers, 'POST', '/stats', { action: 'options', retailerId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TFilterOptions>();
};

describe('POST /stats action options', () => {
  it('gives a retailer user their own retailer, rules and cohorts', async () => {
    const shop = await testRetailer(t, { availableFeatures: ['user_cohorts'] });
    const other = await testRetailer(t);
    const rule = await insertRule(t.db, shop.id, { name: 'VIP rule' });
    await insertRule(t.db, other.id, { name: 'Not mine' });
    const [cohort] = await t.db
      .insert(cohorts)
      .values({ retailerId: shop.id, name: 'VIPs' })
      .returning();
    await t.db.insert(ruleCohorts).values({ ruleId: rule, cohortId: cohort!.id });
    await startedExperiment('On the shop', [shop.id]);

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
      // Experiments are the administrators'; a user cohort is a cohort, not an experiment's.
      experimentalRules: [],
      cohortExperimentRules: [],
      rules: [{ rule_id: rule, name: 'VIP rule' }],
      cohorts: [{ cohort_id: cohort!.id, name: 'VIPs' }],
    });

    const scoped = await options(admin, shop.id);
    expect(scoped.retailers.map((r) => r.retailerId)).toEqual(
      expect.arrayContaining([shop.id, other.id]),
    );
    expect(scoped.rules.map((r) => r.name)).toContain('VIP rule');
    expect(scoped.rules.map((r) => r.name)).not.toContain('Not mine');
    expect((await options(admin)).cohorts).toEqual([]);
  });

  it('gives administrators the experiments that have started, with their cohorts', async () => {
    const shop = await testRetailer(t);
    const other = await testRetailer(t);
    const third = await testRetailer(t);
    const ended = await startedExperiment('a ended on the shop', [shop.id]);
    await switched(t, admin, ended.rule_id, false);
    const gone = await startedExperiment('Deleted', [shop.id]);
    await switched(t, admin, gone.rule_id, false);
    await call(t, admin, 'DELETE', `/experiments/${gone.rule_id}`);
    const both = await startedExperiment('B both stores', [shop.id, other.id]);
    const elsewhere = await startedExperiment('C elsewhere', [third.id]);
    await createExperiment(t, admin, experimentSaveInput([shop.id], { name: 'Draft' }));

    const option = (e: TExperiment) => ({ rule_id: e.rule_id, name: e.name });
    const withCohorts = (e: TExperiment) => ({
      name: e.name,
      cohorts: e.cohorts.map((c) => ({ cohort_id: c.cohort_id, name: c.name })),
    });
    const scoped = await options(admin, shop.id);
    // By name; the shop's only.
    expect(scoped.experimentalRules).toEqual([ended, both].map(option));
    expect(scoped.cohortExperimentRules).toEqual([ended, both].map(withCohorts));
    expect(scoped.cohortExperimentRules[0]!.cohorts.map((c) => c.name)).toEqual([
      'Tit-for-tat',
      'Exponential',
    ]);
    const across = (await options(admin)).experimentalRules.map((e) => e.rule_id);
    expect(across).toEqual(expect.arrayContaining([both, ended, elsewhere].map((e) => e.rule_id)));
    expect(across).not.toContain(gone.rule_id);
    expect(across).toHaveLength(new Set(across).size);
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
