import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { snapshotTables } from '../../../test/db-snapshot';
import { ruleProducts } from '../../db/schema';
import { insertCampaign } from '../../../test/support/campaigns';
import { insertRule } from '../../../test/support/rules';
import { setPlan } from '../../../test/support/retailers';
import { JACKET, testStore, type TestStore } from '../../../test/support/widget';
import { displayOn } from '../../../test/support/widget-calls';

const t = await createTestApp();
afterAll(() => t.close());

const BOOTS = { ...JACKET, retailer_product_id: 'DEMO-BOOTS', name: 'Leather Chelsea Boots' };

const display = (store: TestStore, product = JACKET, context: object = {}) =>
  displayOn(t, store, { page_type: 'product', product }, context);

/** A basket of two jackets (378): over the minimum value of the cart rules below. */
const BASKET = {
  page_type: 'cart',
  cart: {
    items: [
      {
        retailer_product_id: JACKET.retailer_product_id,
        name: JACKET.name,
        price: 189,
        quantity: 2,
      },
    ],
  },
};

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

  it('serves no rule whose plan feature the store’s current plan lacks, even once switched on', async () => {
    // testStore puts the store on the enterprise plan, which has every feature.
    const store = await testStore(t);
    await insertRule(t.db, store.id, {
      active: true,
      matchType: 'cart',
      cartMatchBasis: 'minimum_value',
      minimumValue: 100,
    });
    const signposted = await testStore(t);
    await insertRule(t.db, signposted.id, { active: true, signpostingEnabled: true });
    expect((await displayOn(t, store, BASKET)).show).toBe(true);
    expect((await display(signposted)).show).toBe(true);

    // Downgraded: professional has neither negotiation_on_cart nor, on the legacy plan, signposting.
    await setPlan(t.db, store.id, 'professional');
    await setPlan(t.db, signposted.id, 'legacy_professional');
    expect(await displayOn(t, store, BASKET)).toMatchObject({
      show: false,
      reason: 'The store has no rules.',
    });
    expect((await display(signposted)).show).toBe(false);
  });
});
