import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, PLAN_FEATURES, type TRuleSaveInput } from '@parley/contract';
import { pricingPlans } from '../../db/schema';
import type { TestApp } from '../../../test/test-app';
import { startWithAdmin } from '../../../test/support/start';
import { snapshotTables } from '../../../test/db-snapshot';
import { call, type Headers } from '../../../test/support/api';
import { retailerWithUser, setPlan } from '../../../test/support/retailers';
import { insertCatalogueRow } from '../../../test/support/catalogue';
import { algorithmRule, createRule, storeRule } from '../../../test/support/rules';

let t: TestApp;
let admin: Headers;
beforeAll(async () => {
  ({ t, admin } = await startWithAdmin());
  // No catalogue plan has cart rules without cart size rules: this test database's premium does.
  await t.db
    .update(pricingPlans)
    .set({ featureNames: PLAN_FEATURES.filter((feature) => feature !== 'cart_size_rules') })
    .where(eq(pricingPlans.identifier, 'premium'));
});
afterAll(() => t.close());

const dates = { starts_at: '2030-01-01T00:00:00Z', ends_at: '2030-01-31T00:00:00Z' };
const cartByValue: Partial<TRuleSaveInput> = {
  match_type: 'cart',
  cart_match_basis: 'minimum_value',
  minimum_value: 50,
};

async function refused(headers: Headers, payload: object, message: string) {
  const res = await call(t, headers, 'POST', '/rules', payload);
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json()).toEqual({ errorMessage: message });
}

describe('plan features gate the ruleset', () => {
  it("refuses each option the retailer's plan lacks, and changes nothing", async () => {
    const starter = await retailerWithUser(t, 'starter');
    const cohort = await insertCatalogueRow(t.db, 'cohorts', starter.id);
    const gift = await insertCatalogueRow(t.db, 'addon_items', starter.id);
    const cases: [Partial<TRuleSaveInput>, string][] = [
      [{ display_setting: 'exit_intent' }, MSG.ruleNeedsBehaviouralRules],
      [{ display_setting: 'delay', delay_seconds: 5 }, MSG.ruleNeedsBehaviouralRules],
      [{ minimum_visit_number: 2 }, MSG.ruleNeedsBehaviouralRules],
      [{ cohort_ids: [cohort] }, MSG.ruleNeedsBehaviouralRules],
      [cartByValue, MSG.ruleNeedsCartNegotiation],
      [{ addons: [gift] }, MSG.ruleNeedsAddons],
      [{ recovered_parleys_action: 'activate' }, MSG.ruleNeedsRecovered],
      [{ signposting_enabled: true }, MSG.ruleNeedsSignposting],
    ];
    const before = await snapshotTables(t.db);
    for (const [overrides, message] of cases) {
      await refused(starter.headers, storeRule(starter.id, overrides), message);
      // The retailer's plan applies whoever saves: administrators too.
      await refused(admin, storeRule(starter.id, overrides), message);
    }
    expect(await snapshotTables(t.db)).toEqual(before);
    // What the plan allows passes: one visit is no minimum, and no options at all.
    await createRule(t, starter.headers, storeRule(starter.id, { minimum_visit_number: 1 }));
    await createRule(t, starter.headers, storeRule(starter.id, dates));
  });

  it('gates cart size rules apart from cart rules', async () => {
    const premium = await retailerWithUser(t, 'premium');
    await createRule(t, premium.headers, storeRule(premium.id, cartByValue));
    await refused(
      premium.headers,
      storeRule(premium.id, {
        match_type: 'cart',
        cart_match_basis: 'minimum_item_count',
        minimum_item_count: 2,
        minimum_item_value: 10,
      }),
      MSG.ruleNeedsCartSize,
    );
  });

  it('refuses timed rules, and everything else gated, without a current billing scheme', async () => {
    const unbilled = await retailerWithUser(t, null);
    await refused(unbilled.headers, storeRule(unbilled.id, dates), MSG.ruleNeedsTimedRules);
    await refused(
      unbilled.headers,
      storeRule(unbilled.id, { day: 'mon', local_starts_at_time: '09:00' }),
      MSG.ruleNeedsTimedRules,
    );
    await refused(
      unbilled.headers,
      storeRule(unbilled.id, { signposting_enabled: true }),
      MSG.ruleNeedsSignposting,
    );
    await createRule(t, unbilled.headers, storeRule(unbilled.id));
  });

  it('needs the retailer feature user_cohorts for cohorts, whatever the plan', async () => {
    const shop = await retailerWithUser(t, 'enterprise', { availableFeatures: [] });
    const cohort = await insertCatalogueRow(t.db, 'cohorts', shop.id);
    await refused(
      shop.headers,
      storeRule(shop.id, { cohort_ids: [cohort] }),
      MSG.ruleNeedsUserCohorts,
    );
  });

  it('lets a rule keep the time limit it has when the plan loses timed rules, but not change or add one', async () => {
    const shop = await retailerWithUser(t, 'enterprise');
    const timed = await createRule(t, shop.headers, storeRule(shop.id, dates));
    const plain = await createRule(t, shop.headers, storeRule(shop.id, { name: 'Plain' }));
    await setPlan(t.db, shop.id, null);
    const save = (ruleId: string, overrides: Partial<TRuleSaveInput>) =>
      call(t, shop.headers, 'PUT', `/rules/${ruleId}`, storeRule(shop.id, overrides));

    // Kept as read back (milliseconds and all), with other changes: allowed.
    const kept = await save(timed.rule_id, {
      name: 'Renamed',
      starts_at: timed.starts_at,
      ends_at: timed.ends_at,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ name: 'Renamed', starts_at: timed.starts_at });
    // It may still be switched on: the time limit is its own.
    expect(
      (
        await call(t, shop.headers, 'PUT', `/rules/${timed.rule_id}`, {
          context: 'ruleset',
          active: true,
        })
      ).statusCode,
    ).toBe(200);

    const changed = await save(timed.rule_id, { ...dates, ends_at: '2030-02-28T00:00:00Z' });
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toEqual({ errorMessage: MSG.ruleNeedsTimedRules });
    const added = await save(plain.rule_id, dates);
    expect(added.statusCode).toBe(422);
    const recurring = await save(timed.rule_id, { day: 'mon', local_starts_at_time: '09:00' });
    expect(recurring.statusCode).toBe(422);

    // Once cleared, it cannot come back.
    expect((await save(timed.rule_id, {})).statusCode).toBe(200);
    expect((await save(timed.rule_id, dates)).statusCode).toBe(422);
  });

  it('refuses to activate a rule whose settings the plan no longer allows', async () => {
    const shop = await retailerWithUser(t, 'enterprise');
    const gift = await insertCatalogueRow(t.db, 'addon_items', shop.id);
    const signposted = await createRule(
      t,
      shop.headers,
      storeRule(shop.id, { signposting_enabled: true, addons: [gift] }),
    );
    const plain = await createRule(t, shop.headers, storeRule(shop.id, { name: 'Plain' }));
    const toggle = (ruleId: string, active: boolean) =>
      call(t, shop.headers, 'PUT', `/rules/${ruleId}`, { context: 'ruleset', active });
    expect((await toggle(signposted.rule_id, true)).statusCode).toBe(200);
    await setPlan(t.db, shop.id, 'starter');

    // Switching it off is always allowed; back on is not.
    expect((await toggle(signposted.rule_id, false)).json()).toMatchObject({ active: false });
    const refusedOn = await toggle(signposted.rule_id, true);
    expect(refusedOn.statusCode).toBe(422);
    expect(refusedOn.json()).toEqual({
      errorMessage: MSG.ruleCannotActivate(MSG.ruleNeedsAddons),
    });
    expect((await toggle(plain.rule_id, true)).json()).toMatchObject({ active: true });
  });

  it('does not gate algorithm rules', async () => {
    const starter = await retailerWithUser(t, null);
    const rule = await createRule(
      t,
      admin,
      algorithmRule({
        match_type: 'retailer',
        retailer_id: starter.id,
        signposting_enabled: true,
        display_setting: 'exit_intent',
        ...dates,
      }),
    );
    expect(rule).toMatchObject({
      signposting_enabled: true,
      starts_at: '2030-01-01T00:00:00.000Z',
    });
    const on = await call(t, admin, 'PUT', `/rules/${rule.rule_id}`, {
      context: 'admin:algorithm',
      active: true,
    });
    expect(on.json()).toMatchObject({ active: true });
  });
});

describe('references', () => {
  it("refuses cohorts and gifts that are not the retailer's own, and changes nothing", async () => {
    const shop = await retailerWithUser(t, 'enterprise');
    const other = await retailerWithUser(t, 'enterprise');
    const theirCohort = await insertCatalogueRow(t.db, 'cohorts', other.id);
    const theirGift = await insertCatalogueRow(t.db, 'addon_items', other.id);
    const ownGift = await insertCatalogueRow(t.db, 'addon_items', shop.id);
    const rule = await createRule(t, shop.headers, storeRule(shop.id, { addons: [ownGift] }));
    const before = await snapshotTables(t.db);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const cases: [Partial<TRuleSaveInput>, string][] = [
      [{ cohort_ids: [theirCohort] }, MSG.ruleCohortUnknown],
      [{ cohort_ids: [unknown] }, MSG.ruleCohortUnknown],
      [{ addons: [ownGift, theirGift] }, MSG.ruleAddonUnknown],
      [{ addons: [unknown] }, MSG.ruleAddonUnknown],
    ];
    for (const [overrides, message] of cases) {
      await refused(shop.headers, storeRule(shop.id, overrides), message);
      const save = await call(
        t,
        shop.headers,
        'PUT',
        `/rules/${rule.rule_id}`,
        storeRule(shop.id, overrides),
      );
      expect(save.statusCode).toBe(422);
      expect(save.json()).toEqual({ errorMessage: message });
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});
