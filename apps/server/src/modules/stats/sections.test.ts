import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDashboardStats } from '@parley/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testRetailer, type TestRetailer } from '../../../test/support/retailers';
import { insertSession } from '../../../test/support/sessions';
import { dashboard, RANGE, seedFixture, SOLD_RULE } from '../../../test/support/stats';
import { queryRows } from '../../db/client';
import { ROLLUP_ALL_RULES } from '../../db/schema';
import { sealRollups } from './rollups/sealer';

let t: TestApp;
let shop: TestRetailer;
let stats: TDashboardStats;
beforeAll(async () => {
  t = await createTestApp();
  shop = await testRetailer(t, { timezoneCode: 'America/New_York' });
  await seedFixture(t, shop.id);
  // Another retailer's session in the same days never counts.
  const other = await testRetailer(t);
  await insertSession(t, other.id, { createdAt: new Date('2024-01-12T17:00:00Z') });
  stats = await dashboard(t, shop.headers);
});
afterAll(() => t.close());

/** The topline filtered by status and by type of rule: the same from sessions as from roll-ups. */
async function expectFilteredToplines() {
  const sold = await dashboard(t, shop.headers, { section: 'topline', summaryStatus: 'sold' });
  expect(sold.topline).toMatchObject({
    total_sessions: 2,
    total_revenue: [{ currency: 'GBP', amount: 405.45 }],
  });
  const ruled = await dashboard(t, shop.headers, { section: 'topline', rule: SOLD_RULE });
  expect(ruled.topline).toMatchObject({ total_sessions: 2, total_purchased: 2 });
}

/*
 * The fixture (testing.ts), by hand. In range: s1..s13, 11 on product pages, 2 baskets (s5, s7).
 * negotiated: all but s1 = 12; final offer: s3, s8, s9, s10, s12, s13 = 6; agreed: s4, s5, s6,
 * s7, s10, s11 = 6; basket: s5, s6, s7, s10, s11 = 5; purchased: s6, s7, s10 = 3 (s6 with an
 * add-on). Revenue 90×2 + 225.45 + 75 = 480.45 on a list of 200 + 250.50 + 100 = 550.50.
 * Agreed discounts 10, 10, 10, 10, 8, 25 (%): average 12.17. Previous period: p1 (purchased at
 * 95 of 100) and p2 (nothing).
 */
describe('POST /stats action stats: sections from raw sessions', () => {
  it('answers the period in the retailer timezone, with the previous one of equal length', () => {
    expect(stats.period).toEqual({
      start_date: '2024-01-10',
      end_date: '2024-01-16',
      previous_start_date: '2024-01-03',
      previous_end_date: '2024-01-09',
      timezone: 'America/New_York',
    });
    expect(stats.limited_data).toBe(false);
    expect([stats.currency, stats.currency_symbol]).toEqual(['GBP', '£']);
  });

  it('topline: the funnels of all, pdp_ and cart_, money to the penny, and changes', () => {
    expect(stats.topline).toMatchObject({
      total_sessions: 13,
      total_sessions_percentage: 100,
      total_negotiated: 12,
      total_negotiated_percentage: 92.31,
      total_final_offer: 6,
      total_final_offer_percentage: 46.15,
      total_agreed_deal: 6,
      total_agreed_deal_percentage: 46.15,
      total_added_to_basket: 5,
      total_added_to_basket_percentage: 38.46,
      total_purchased: 3,
      total_purchased_percentage: 23.08,
      total_purchased_with_addon: 1,
      total_purchased_with_addon_percentage: 7.69,
      pdp_total_sessions: 11,
      pdp_total_negotiated: 10,
      pdp_total_final_offer: 6,
      pdp_total_agreed_deal: 4,
      pdp_total_added_to_basket: 3,
      pdp_total_purchased: 2,
      pdp_total_purchased_percentage: 18.18,
      pdp_total_purchased_with_addon: 1,
      cart_total_sessions: 2,
      cart_total_negotiated: 2,
      cart_total_final_offer: 0,
      cart_total_agreed_deal: 2,
      cart_total_added_to_basket: 2,
      cart_total_purchased: 1,
      cart_total_purchased_percentage: 50,
      cart_total_purchased_with_addon: 0,
      total_revenue: [{ currency: 'GBP', amount: 480.45 }],
      avg_parley_value: [{ currency: 'GBP', amount: 160.15 }],
      avg_agg_discount: 12.72,
    });
    expect(stats.topline!.changes).toEqual({
      total_sessions: { percentage: '550%', sign: 1 },
      total_negotiated: { percentage: '1100%', sign: 1 },
      total_agreed_deal: { percentage: '500%', sign: 1 },
      total_purchased: { percentage: '200%', sign: 1 },
      total_revenue: { percentage: '405.7%', sign: 1 },
      avg_parley_value: { percentage: '68.6%', sign: 1 },
      avg_agg_discount: { percentage: '154.4%', sign: 1 },
    });
  });

  it('performance: waiting for review, agreed discount, conversion and the days', () => {
    const performance = stats.performance!;
    expect(performance).toMatchObject({
      waiting_for_review: 1,
      avg_accepted_discount: 12.17,
      conversion_rate: 23.08,
    });
    expect(performance.changes).toEqual({
      waiting_for_review: null,
      avg_accepted_discount: { percentage: '143.4%', sign: 1 },
      conversion_rate: { percentage: '53.8%', sign: -1 },
    });
    const zero = {
      sessions: 0,
      agreed_deals: 0,
      purchases: 0,
      revenue: [{ currency: 'GBP', amount: 0 }],
    };
    expect(performance.days).toEqual([
      { date: '2024-01-10', ...zero },
      { date: '2024-01-11', ...zero },
      {
        date: '2024-01-12',
        sessions: 12,
        agreed_deals: 6,
        purchases: 3,
        revenue: [{ currency: 'GBP', amount: 480.45 }],
      },
      { date: '2024-01-13', ...zero },
      { date: '2024-01-14', ...zero },
      { date: '2024-01-15', ...zero },
      // s1, at 23:30 New York time (04:30 UTC the next day).
      { date: '2024-01-16', ...zero, sessions: 1 },
    ]);
  });

  it('recovered parleys and add-ons, with their panel state', () => {
    expect(stats.recoveredParley).toEqual({
      state: 'inactive',
      waiting_for_review: 1,
      accepted: 1,
      countered: 1,
      rejected: 1,
      recovered_purchased: 1,
      recovered_revenue: [{ currency: 'GBP', amount: 75 }],
      changes: { recovered_purchased: null, recovered_revenue: null },
    });
    expect(stats.addon).toEqual({
      state: 'inactive',
      offered: 2,
      purchases_with_addons: 1,
      aov_with_addons: [{ currency: 'GBP', amount: 180 }],
      addon_purchase_percentage: 33.33,
      changes: { purchases_with_addons: null, aov_with_addons: null },
    });
  });

  it('negotiation flows: All, PDP and Cart', () => {
    const flow = stats.negotiationFlow!;
    expect(flow.all.map((s) => [s.step, s.count, s.percentage])).toEqual([
      ['sessions', 13, 100],
      ['negotiated', 12, 92.31],
      ['final_offer', 6, 46.15],
      ['agreed_deal', 6, 46.15],
      ['added_to_basket', 5, 38.46],
      ['purchased', 3, 23.08],
    ]);
    expect(flow.pdp.map((s) => s.count)).toEqual([11, 10, 6, 4, 3, 2]);
    expect(flow.cart.map((s) => s.count)).toEqual([2, 2, 0, 2, 2, 1]);
  });

  it('discount flows: agreed deals per band of discount', () => {
    const flow = stats.discountFlow!;
    expect(flow.avg_accepted_discount).toBe(12.17);
    expect(flow.avg_purchased_discount).toBe(15);
    expect(flow.bands).toEqual([
      { from: 0, to: 5, agreed_deals: 0, purchased: 0, agreed_percentage: 0 },
      { from: 5, to: 10, agreed_deals: 1, purchased: 0, agreed_percentage: 16.67 },
      { from: 10, to: 15, agreed_deals: 4, purchased: 2, agreed_percentage: 66.67 },
      { from: 15, to: 20, agreed_deals: 0, purchased: 0, agreed_percentage: 0 },
      { from: 20, to: 25, agreed_deals: 0, purchased: 0, agreed_percentage: 0 },
      { from: 25, to: 30, agreed_deals: 1, purchased: 1, agreed_percentage: 16.67 },
      { from: 30, to: null, agreed_deals: 0, purchased: 0, agreed_percentage: 0 },
    ]);
  });

  it('feedback: reactions and words of failed negotiations only', () => {
    expect(stats.feedback).toEqual({
      positive_ratings: 1,
      negative_ratings: 2,
      reactions: { sad: 1, heart: 1, angry: 1, thinking: 0 },
      comments: [
        {
          session_id: expect.any(String) as string,
          created_at: '2024-01-12T17:00:30.000Z',
          user_message: 'Too expensive for me',
        },
      ],
    });
  });

  it('engagement: duration, reopening, chattiness and categories', () => {
    expect(stats.engagement).toEqual({
      // s2 60 s, s3 120 s, s9 and s6 one exchange each (0 s).
      avg_session_duration: 45,
      // s2 and s3: the same shopper on the same product; 13 sessions of 12 shopper-products.
      avg_reopened_sessions: 0.08,
      avg_chattiness: 3.5,
      avg_engagement_score: null,
      engagement_categories: { high: 7.69, neutral: 0, low: 0, pending: 92.31, unavailable: 0 },
      changes: { avg_session_duration: null, avg_reopened_sessions: null, avg_chattiness: null },
    });
  });

  it('answers one section when asked, and filters by status and type of rule', async () => {
    const one = await dashboard(t, shop.headers, { section: 'topline' });
    expect(Object.keys(one).sort()).toEqual(
      ['currency', 'currency_symbol', 'limited_data', 'period', 'topline'].sort(),
    );
    await expectFilteredToplines();
  });

  it('all time has no change figures; a preset counts back from today', async () => {
    const all = await dashboard(t, shop.headers, {
      timeRange: 'all',
      startDate: undefined,
      endDate: undefined,
      section: 'topline',
    });
    expect(all.topline).toMatchObject({ total_sessions: 15, changes: null });
    expect(all.period.start_date).toBeNull();
    const recent = await dashboard(t, shop.headers, {
      startDate: undefined,
      endDate: undefined,
      section: 'topline',
    });
    expect(recent.topline!.total_sessions).toBe(0);
    expect(recent.period.previous_start_date).not.toBeNull();
    expect(RANGE.startDate < recent.period.start_date!).toBe(true);
  });
});

describe('POST /stats: days in the retailer timezone across a clock change', () => {
  it('buckets by the London day on the night British Summer Time starts', async () => {
    const london = await testRetailer(t, { timezoneCode: 'Europe/London' });
    // 23:30 UTC on the 30th is 23:30 GMT (the 30th); 23:30 UTC on the 31st is 00:30 BST (1 April).
    await insertSession(t, london.id, { createdAt: new Date('2024-03-30T23:30:00Z') });
    await insertSession(t, london.id, { createdAt: new Date('2024-03-31T23:30:00Z') });
    await insertSession(t, london.id, { createdAt: new Date('2024-03-31T00:30:00Z') });
    const stats = await dashboard(t, london.headers, {
      startDate: '2024-03-30',
      endDate: '2024-04-01',
      section: 'performance',
    });
    expect(stats.performance!.days.map((d) => [d.date, d.sessions])).toEqual([
      ['2024-03-30', 1],
      ['2024-03-31', 1],
      ['2024-04-01', 1],
    ]);
    expect(stats.period).toMatchObject({
      previous_start_date: '2024-03-27',
      previous_end_date: '2024-03-29',
    });
  });
});

describe('POST /stats: the same answers from the roll-ups', () => {
  it('answers the fixture from the sealed days exactly as from the sessions', async () => {
    await sealRollups(t.db);
    const [rows] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from session_rollups_local where retailer_id = ${shop.id}`,
    );
    expect(rows!.n).toBeGreaterThan(0);
    expect(await dashboard(t, shop.headers)).toEqual(stats);
    await expectFilteredToplines();
  });

  it('reads the sealed days from the roll-ups, not from the sessions', async () => {
    // A roll-up row changed behind the triggers' back shows: the figures come from it.
    const bump = (by: number) =>
      t.db.execute(sql`update session_rollups_local set sessions = sessions + ${by}
        where (retailer_id, rule_id, day, summary_status, data_quality, negotiation_type) in (
          select retailer_id, rule_id, day, summary_status, data_quality, negotiation_type
          from session_rollups_local where retailer_id = ${shop.id} and rule_id = ${ROLLUP_ALL_RULES}
            and day between ${RANGE.startDate} and ${RANGE.endDate} limit 1)`);
    await bump(100);
    const bumped = await dashboard(t, shop.headers, { section: 'topline' });
    await bump(-100);
    expect(bumped.topline!.total_sessions).toBe(13 + 100);
  });
});
