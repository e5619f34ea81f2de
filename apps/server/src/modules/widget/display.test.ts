import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TWidgetDisplayResponse } from '@parley/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { snapshotTables } from '../../../test/db-snapshot';
import { ruleProducts } from '../../db/schema';
import { insertCampaign } from '../../../test/support/campaigns';
import { insertRule } from '../../../test/support/rules';
import { JACKET, shopperId, testStore, widget, type TestStore } from '../../../test/support/widget';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BOOTS = { ...JACKET, retailer_product_id: 'DEMO-BOOTS', name: 'Leather Chelsea Boots' };

async function display(store: TestStore, product = JACKET, context: object = {}) {
  const res = await widget(t, store.headers, 'POST', '/display', {
    page_type: 'product',
    product,
    context: { shopper_id: shopperId(), ...context },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TWidgetDisplayResponse>();
}

describe('POST /widget/display', () => {
  it('shows the button only where one of the store’s rules applies, and writes nothing', async () => {
    const store = await testStore(t);
    const ruleId = await insertRule(t.db, store.id, { active: true, matchType: 'product' });
    await t.db.insert(ruleProducts).values({
      ruleId,
      retailerProductId: BOOTS.retailer_product_id,
      name: BOOTS.name,
      position: 0,
    });
    const before = await snapshotTables(t.db);
    const jacket = await display(store);
    expect(jacket.show).toBe(false);
    expect(jacket.reason).toMatch(/not_this_subject/);
    expect(await display(store, BOOTS)).toMatchObject({ show: true, currency: 'GBP' });
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('waits for the dwell time a delayed rule asks for', async () => {
    const store = await testStore(t);
    await insertRule(t.db, store.id, { active: true, displaySetting: 'delay', delaySeconds: 10 });
    expect((await display(store, JACKET, { dwell_seconds: 3 })).show).toBe(false);
    expect((await display(store, JACKET, { dwell_seconds: 12 })).show).toBe(true);
  });

  it('lets a live magic link switch its own rule on, for its shopper only', async () => {
    const store = await testStore(t);
    const ruleId = await insertRule(t.db, store.id, { active: false });
    const link = await insertCampaign(t.db, store.id, { campaignType: 'link_to_rule', ruleId });
    const expired = await insertCampaign(t.db, store.id, {
      campaignType: 'link_to_rule',
      ruleId,
      endsAt: new Date(t.clock.now().getTime() - 1000),
    });
    const elsewhere = await testStore(t);
    const foreign = await insertCampaign(t.db, elsewhere.id, {
      campaignType: 'link_to_rule',
      ruleId,
    });
    expect((await display(store)).show).toBe(false);
    expect((await display(store, JACKET, { magic_link: link.code })).show).toBe(true);
    expect((await display(store, JACKET, { magic_link: expired.code })).show).toBe(false);
    expect((await display(store, JACKET, { magic_link: foreign.code })).show).toBe(false);
  });

  it('speaks the shopper’s language only in stores with multi_language', async () => {
    const plain = await testStore(t);
    await insertRule(t.db, plain.id, { active: true });
    const multi = await testStore(t, { availableFeatures: ['multi_language'] });
    await insertRule(t.db, multi.id, { active: true });
    expect((await display(plain, JACKET, { language: 'fr' })).language).toBe('en-GB');
    expect((await display(multi, JACKET, { language: 'fr' })).language).toBe('fr');
  });
});
