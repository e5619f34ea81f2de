import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@parley/contract';
import { ruleAddonItems, ruleCohorts, ruleProducts, rules } from '../../db/schema';
import type { TestApp } from '../../../test/test-app';
import { startWithAdmin } from '../../../test/support/start';
import { snapshotTables } from '../../../test/db-snapshot';
import { call, type Headers } from '../../../test/support/api';
import { retailerWithUser, setPlan } from '../../../test/support/retailers';
import { insertCatalogueRow } from '../../../test/support/catalogue';
import { algorithmRule, createRule, listRules, storeRule } from '../../../test/support/rules';

let t: TestApp;
let admin: Headers;
beforeAll(async () => ({ t, admin } = await startWithAdmin()));
afterAll(() => t.close());

const patch = (headers: Headers, ruleId: string, body: object) =>
  call(t, headers, 'PUT', `/rules/${ruleId}`, { context: 'ruleset', ...body });

describe('archive and the Active switch', () => {
  it('archives a rule (switching it off) and moves it back to the ruleset as it was', async () => {
    const shop = await retailerWithUser(t);
    const rule = await createRule(t, shop.headers, storeRule(shop.id));
    const off = await createRule(t, shop.headers, storeRule(shop.id, { name: 'Off' }));
    expect((await patch(shop.headers, rule.rule_id, { active: true })).json()).toMatchObject({
      active: true,
    });
    for (const { rule_id } of [rule, off]) {
      const archived = await patch(shop.headers, rule_id, { archived: true });
      expect(archived.statusCode).toBe(200);
      expect(archived.json()).toMatchObject({ archived: true, active: false });
    }
    expect(await listRules(t, shop.headers, 'ruleset', shop.id)).toEqual([]);
    expect((await listRules(t, shop.headers, 'archive', shop.id)).map((r) => r.active)).toEqual([
      false,
      false,
    ]);

    const back = (ruleId: string) =>
      call(t, shop.headers, 'PUT', `/rules/${ruleId}`, { context: 'archive', archived: false });
    expect((await back(rule.rule_id)).json()).toMatchObject({
      archived: false,
      active: true,
      priority: rule.priority,
    });
    expect((await back(off.rule_id)).json()).toMatchObject({ archived: false, active: false });
    expect((await listRules(t, shop.headers, 'ruleset', shop.id)).map((r) => r.rule_id)).toEqual([
      rule.rule_id,
      off.rule_id,
    ]);
  });

  it('moves an active rule back off when the plan has since lost a feature it needs', async () => {
    const shop = await retailerWithUser(t);
    const rule = await createRule(
      t,
      shop.headers,
      storeRule(shop.id, { recovered_parleys_action: 'activate' }),
    );
    await patch(shop.headers, rule.rule_id, { active: true });
    await patch(shop.headers, rule.rule_id, { archived: true });
    // The starter plan has no abandoned_parleys: the rule could not be switched on now.
    await setPlan(t.db, shop.id, 'starter');
    const back = await call(t, shop.headers, 'PUT', `/rules/${rule.rule_id}`, {
      context: 'archive',
      archived: false,
    });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ archived: false, active: false });
  });

  it('refuses to switch an archived rule on or off', async () => {
    const shop = await retailerWithUser(t);
    const rule = await createRule(t, shop.headers, storeRule(shop.id));
    await patch(shop.headers, rule.rule_id, { archived: true });
    for (const active of [true, false]) {
      const res = await patch(shop.headers, rule.rule_id, { active });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errorMessage: MSG.archivedRuleNotToggled });
    }
  });

  it('has no archive for algorithm rules', async () => {
    const rule = await createRule(t, admin, algorithmRule());
    const res = await call(t, admin, 'PUT', `/rules/${rule.rule_id}`, {
      context: 'admin:algorithm',
      archived: true,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errorMessage: MSG.algorithmRuleNotArchived });
  });

  it('takes exactly one change per patch', async () => {
    const shop = await retailerWithUser(t);
    const rule = await createRule(t, shop.headers, storeRule(shop.id));
    for (const body of [
      {},
      { active: true, archived: true },
      { active: 'yes' },
      { colour: 'red' },
    ]) {
      const res = await patch(shop.headers, rule.rule_id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toHaveProperty('fieldErrors');
    }
    const noContext = await call(t, shop.headers, 'PUT', `/rules/${rule.rule_id}`, {
      active: true,
    });
    expect(noContext.json()).toMatchObject({ fieldErrors: { context: MSG.required } });
  });
});

describe('delete', () => {
  it('soft-deletes a rule, dropping its cohort and gift links so the catalogue can delete them', async () => {
    const shop = await retailerWithUser(t);
    const cohort = await insertCatalogueRow(t.db, 'cohorts', shop.id);
    const gift = await insertCatalogueRow(t.db, 'addon_items', shop.id);
    const rule = await createRule(
      t,
      shop.headers,
      storeRule(shop.id, {
        match_type: 'product',
        products: [{ retailer_product_id: 'sku-1', name: 'Chair' }],
        cohort_ids: [cohort],
        addons: [gift],
      }),
    );
    const res = await call(t, shop.headers, 'DELETE', `/rules/${rule.rule_id}?context=ruleset`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 1 });

    const [stored] = await t.db.select().from(rules).where(eq(rules.id, rule.rule_id));
    expect(stored?.deletedAt).toBeInstanceOf(Date);
    expect(stored?.name).toBe(rule.name);
    expect(
      await t.db.select().from(ruleCohorts).where(eq(ruleCohorts.ruleId, rule.rule_id)),
    ).toEqual([]);
    expect(
      await t.db.select().from(ruleAddonItems).where(eq(ruleAddonItems.ruleId, rule.rule_id)),
    ).toEqual([]);
    // The products it matched stay with it, for the sessions that name it.
    expect(
      await t.db.select().from(ruleProducts).where(eq(ruleProducts.ruleId, rule.rule_id)),
    ).toHaveLength(1);

    for (const [method, url] of [
      ['GET', `/rules/${rule.rule_id}?context=ruleset`],
      ['DELETE', `/rules/${rule.rule_id}?context=ruleset`],
    ] as const) {
      expect((await call(t, shop.headers, method, url)).statusCode).toBe(404);
    }
    expect((await patch(shop.headers, rule.rule_id, { active: true })).statusCode).toBe(404);
    expect(
      (await call(t, shop.headers, 'DELETE', `/retailers/${shop.id}/cohorts/${cohort}`)).statusCode,
    ).toBe(200);
    expect(
      (await call(t, shop.headers, 'DELETE', `/retailers/${shop.id}/addon_items/${gift}`))
        .statusCode,
    ).toBe(200);
  });

  it('batch-deletes all of the ids or none', async () => {
    const shop = await retailerWithUser(t);
    const other = await retailerWithUser(t);
    const own = [];
    for (const name of ['A', 'B', 'C']) {
      own.push((await createRule(t, shop.headers, storeRule(shop.id, { name }))).rule_id);
    }
    const theirs = (await createRule(t, other.headers, storeRule(other.id))).rule_id;
    const algorithm = (await createRule(t, admin, algorithmRule())).rule_id;
    const remove = (body: object, as = shop.headers) => call(t, as, 'DELETE', '/rules', body);

    const before = await snapshotTables(t.db);
    for (const body of [
      { ids: [own[0], theirs] },
      { ids: [own[0], '00000000-0000-4000-8000-000000000000'] },
      { ids: [own[0], algorithm], context: 'ruleset' },
    ]) {
      const res = await remove(body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errorMessage: MSG.notFound });
    }
    // An administrator's batch names the list too: an algorithm rule is not in the ruleset's.
    expect((await remove({ ids: [own[0], algorithm] }, admin)).statusCode).toBe(404);
    expect((await remove({ ids: [own[0]], context: 'admin:algorithm' })).statusCode).toBe(403);
    for (const body of [{ ids: [] }, { ids: ['nope'] }, {}, { ids: [own[0]], context: 'x' }]) {
      const res = await remove(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('fieldErrors');
    }
    expect(await snapshotTables(t.db)).toEqual(before);

    const done = await remove({
      ids: [own[0], own[1], own[0], own[2]!.toUpperCase()],
      context: 'archive',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ deleted: 3 });
    expect(await listRules(t, shop.headers, 'ruleset', shop.id)).toEqual([]);
    expect(await listRules(t, other.headers, 'ruleset', other.id)).toHaveLength(1);
    // Deleted rules are gone for a second batch as well.
    expect((await remove({ ids: [own[0]] })).statusCode).toBe(404);
  });
});

describe('the catalogue keeps what rules use', () => {
  it('refuses to delete a cohort or gift a rule uses, archived or not, one at a time or in a batch', async () => {
    const shop = await retailerWithUser(t);
    const cohort = await insertCatalogueRow(t.db, 'cohorts', shop.id);
    const spare = await insertCatalogueRow(t.db, 'cohorts', shop.id);
    const gift = await insertCatalogueRow(t.db, 'addon_items', shop.id);
    const rule = await createRule(
      t,
      shop.headers,
      storeRule(shop.id, { cohort_ids: [cohort], addons: [gift] }),
    );
    await patch(shop.headers, rule.rule_id, { archived: true });
    const before = await snapshotTables(t.db);
    const attempts = [
      [`/retailers/${shop.id}/cohorts/${cohort}`, undefined, MSG.cohortInUse],
      [`/retailers/${shop.id}/cohorts`, { ids: [spare, cohort] }, MSG.cohortInUse],
      [`/retailers/${shop.id}/addon_items/${gift}`, undefined, MSG.addonItemInUse],
      [`/retailers/${shop.id}/addon_items`, { ids: [gift] }, MSG.addonItemInUse],
    ] as const;
    for (const [url, body, message] of attempts) {
      const res = await call(t, shop.headers, 'DELETE', url, body);
      expect(res.statusCode, url).toBe(422);
      expect(res.json()).toEqual({ errorMessage: message });
    }
    expect(await snapshotTables(t.db)).toEqual(before);

    // A save that drops them frees them.
    const saved = await call(t, shop.headers, 'PUT', `/rules/${rule.rule_id}`, storeRule(shop.id));
    expect(saved.statusCode).toBe(200);
    const freed = await call(t, shop.headers, 'DELETE', `/retailers/${shop.id}/cohorts`, {
      ids: [spare, cohort],
    });
    expect(freed.json()).toEqual({ deleted: 2 });
  });
});
