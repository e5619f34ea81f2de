import { afterAll, describe, expect, it } from 'vitest';
import type { TRetailerFeature } from '@parley/contract';
import { ruleCohorts } from '../../db/schema';
import { insertCatalogueRow } from '../../../test/support/catalogue';
import { insertRule } from '../../../test/support/rules';
import { detail, sessionRow } from '../../../test/support/sessions';
import { startWithAdmin } from '../../../test/support/start';
import { JACKET, shopperId, startV1, testStore, widget } from '../../../test/support/widget';
import { displayJacket, startSession } from '../../../test/support/widget-calls';

const { t, admin } = await startWithAdmin();
afterAll(() => t.close());

/** A store whose one rule is for its VIP cohort (it has a Newsletter cohort too). */
async function storeWithCohortRule(availableFeatures: TRetailerFeature[] = ['user_cohorts']) {
  const store = await testStore(t, { availableFeatures });
  const vip = await insertCatalogueRow(t.db, 'cohorts', store.id, 'VIP Customers');
  const newsletter = await insertCatalogueRow(t.db, 'cohorts', store.id, 'Newsletter');
  const ruleId = await insertRule(t.db, store.id, { active: true, name: 'VIPs' });
  await t.db.insert(ruleCohorts).values({ ruleId, cohortId: vip });
  return { store, vip, newsletter, ruleId };
}

const shows = async (store: { headers: Record<string, string> }, context: object) =>
  (await displayJacket(t, store, context)).show;

describe('cohorts the page declares', () => {
  it('let a cohort rule fire for a shopper in one of its cohorts, by name or by id', async () => {
    const { store, vip } = await storeWithCohortRule();
    expect(await shows(store, {})).toBe(false);
    expect(await shows(store, { cohorts: ['Newsletter', 'wholesale'] })).toBe(false);
    // Names match whatever their case and outer spaces (Shopify tags are typed by hand).
    expect(await shows(store, { cohorts: ['sale', '  vip customers '] })).toBe(true);
    expect(await shows(store, { cohorts: [vip] })).toBe(true);
    // The one cohort early callers send is matched alike.
    expect(await shows(store, { cohort_id: 'VIP Customers' })).toBe(true);
  });

  it('match nothing for a store without user cohorts', async () => {
    const { store, vip } = await storeWithCohortRule([]);
    expect(await shows(store, { cohorts: ['VIP Customers', vip] })).toBe(false);
  });

  it('refuse more cohorts than a page may declare', async () => {
    const { store } = await storeWithCohortRule();
    const res = await widget(t, store.headers, 'POST', '/display', {
      page_type: 'product',
      product: JACKET,
      context: { shopper_id: shopperId(), cohorts: Array.from({ length: 21 }, (_, i) => `c${i}`) },
    });
    expect(res.statusCode).toBe(400);
  });

  it('are kept on the session and listed in its detail, with their names', async () => {
    const { store, vip, newsletter, ruleId } = await storeWithCohortRule();
    const request = startV1();
    request.context.cohorts = ['newsletter', vip, 'not a cohort'];
    const { session } = await startSession(t, store, request);
    const found = await detail(t, admin, session.session_id);
    expect(found.cohorts).toEqual([
      { cohort_id: newsletter, name: 'Newsletter' },
      { cohort_id: vip, name: 'VIP Customers' },
    ]);
    expect(found.rules.map((rule) => rule.rule_id)).toContain(ruleId);
  });

  it('keep only the store’s own: another retailer’s cohort, by id or by name, is ignored', async () => {
    const { store, vip } = await storeWithCohortRule();
    const { store: elsewhere, vip: theirs } = await storeWithCohortRule();
    await insertCatalogueRow(t.db, 'cohorts', elsewhere.id, 'Wholesale');
    const request = startV1();
    request.context.cohorts = [theirs, 'Wholesale', vip];
    request.context.cohort_id = theirs;
    const { session } = await startSession(t, store, request);
    expect((await sessionRow(t, session.session_id)).cohortIds).toEqual([vip]);
  });
});
