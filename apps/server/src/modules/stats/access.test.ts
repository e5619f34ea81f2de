import { afterAll, describe, expect, it } from 'vitest';
import type { TSankeyStats, TWalksStats } from '@parley/contract';
import { startWithAdminAndShops } from '../../../test/support/start';
import { testRetailer } from '../../../test/support/retailers';
import { insertSession } from '../../../test/support/sessions';
import { dashboard, post, RANGE, seedFixture } from '../../../test/support/stats';

const { t, admin, shop, other } = await startWithAdminAndShops({
  timezoneCode: 'America/New_York',
});
afterAll(() => t.close());
await seedFixture(t, shop.id);

describe('POST /stats: tenancy and roles', () => {
  it('answers 404 when a retailer user names another retailer, in the path or the filter', async () => {
    await post(t, shop.headers, { action: 'stats', navRetailerId: other.id }, 404);
    await post(t, shop.headers, { action: 'stats', retailerId: other.id }, 404);
    await post(t, other.headers, { action: 'stats', navRetailerId: shop.id, ...RANGE }, 404);
    const own = await dashboard(t, other.headers, { section: 'topline' });
    expect(own.topline!.total_sessions).toBe(0);
  });

  it('gives an administrator any retailer, and across retailers data quality 3 by default', async () => {
    const scoped = await dashboard(t, admin, { navRetailerId: shop.id, section: 'topline' });
    expect(scoped.topline!.total_sessions).toBe(13);
    // Across retailers, in days nothing else uses: quality 1 is left out unless asked for.
    const days = { startDate: '2023-06-01', endDate: '2023-06-01' };
    const when = new Date('2023-06-01T12:00:00Z');
    await insertSession(t, shop.id, { createdAt: when, dataQuality: 1 });
    await insertSession(t, other.id, { createdAt: when, dataQuality: 4 });
    await insertSession(t, other.id, { createdAt: when });
    const across = await dashboard(t, admin, { ...days, section: 'topline' });
    expect(across.topline!.total_sessions).toBe(2);
    expect(across.currency_symbol).toBeNull();
    expect(across.topline!.changes).toEqual(expect.objectContaining({ total_sessions: null }));
    const all = await dashboard(t, admin, { ...days, dataQuality: 'all', section: 'topline' });
    expect(all.topline!.total_sessions).toBe(3);
  });

  it('refuses walks and sankey to retailer users (403) and refuses unknown actions (400)', async () => {
    await post(t, shop.headers, { action: 'walks' }, 403);
    await post(t, shop.headers, { action: 'sankey' }, 403);
    await post(
      t,
      admin,
      { action: 'walks', navRetailerId: '6f1c1f7e-0000-4000-8000-000000000000' },
      404,
    );
    await post(t, admin, { action: 'nonsense' }, 400);
    await post(t, admin, { action: 'stats', section: 'nonsense' }, 400);
  });
});

describe('POST /stats: the reduced dashboard of a limited-data retailer', () => {
  it('hides session counts and change figures, keeps shares and money', async () => {
    const limited = await testRetailer(t, {
      timezoneCode: 'America/New_York',
      availableFeatures: ['limited_data'],
    });
    await seedFixture(t, limited.id);
    const stats = await dashboard(t, limited.headers);
    expect(stats.limited_data).toBe(true);
    expect(stats.topline).toMatchObject({
      total_sessions: null,
      total_sessions_percentage: 100,
      total_purchased: null,
      total_purchased_percentage: 23.08,
      pdp_total_sessions: null,
      cart_total_purchased: null,
      total_revenue: [{ currency: 'GBP', amount: 480.45 }],
      changes: null,
    });
    expect(stats.performance!.changes).toBeNull();
    expect(stats.performance!.days.every((d) => d.sessions === null)).toBe(true);
    expect(stats.negotiationFlow!.all.every((step) => step.count === null)).toBe(true);
    expect(stats.addon!.offered).toBeNull();
    expect(stats.recoveredParley).toMatchObject({ waiting_for_review: 1, changes: null });
    // An administrator sees the same retailer in full.
    const full = await dashboard(t, admin, { navRetailerId: limited.id, section: 'topline' });
    expect(full.limited_data).toBe(false);
    expect(full.topline!.total_sessions).toBe(13);
  });
});

describe('POST /stats: the administrators analytics', () => {
  it('walks: walkaway hits, sessions and bids per zone, and the round by zone grid', async () => {
    const walks = await post<TWalksStats>(t, admin, {
      action: 'walks',
      navRetailerId: shop.id,
      ...RANGE,
    });
    // Zone walks: s2 [1, 2], s3 [2, 5, 6], s9 [3, 5]; s3 and s9 went below the walkaway.
    expect(walks).toMatchObject({
      walkaway_hits: 2,
      walkaway_hit_percentage: 66.67,
      sessions_with_bids: 3,
    });
    expect(walks.zones.filter((z) => z.bids > 0)).toEqual([
      { zone: 1, sessions: 1, bids: 1 },
      { zone: 2, sessions: 2, bids: 2 },
      { zone: 3, sessions: 1, bids: 1 },
      { zone: 5, sessions: 2, bids: 2 },
      { zone: 6, sessions: 1, bids: 1 },
    ]);
    expect(walks.zones).toHaveLength(8);
    expect(walks.grid).toEqual([
      { round: 1, zone: 1, bids: 1 },
      { round: 1, zone: 2, bids: 1 },
      { round: 1, zone: 3, bids: 1 },
      { round: 2, zone: 2, bids: 1 },
      { round: 2, zone: 5, bids: 2 },
      { round: 3, zone: 6, bids: 1 },
    ]);
  });

  it('sankey: every session follows one path through the flow', async () => {
    const sankey = await post<TSankeyStats>(t, admin, {
      action: 'sankey',
      navRetailerId: shop.id,
      ...RANGE,
    });
    const name = (i: number) => sankey.nodes[i]!.key;
    const links = Object.fromEntries(
      sankey.links.map((l) => [`${name(l.source)}>${name(l.target)}`, l.value]),
    );
    expect(links).toEqual({
      'sessions>negotiated': 12,
      'sessions>no_offer': 1,
      'negotiated>agreed_deal': 5,
      'negotiated>final_offer': 6,
      'negotiated>walked_away': 1,
      'final_offer>recoverable': 5,
      'final_offer>walked_away': 1,
      'recoverable>recovered_purchased': 1,
      'agreed_deal>abandoned_deal': 1,
      'agreed_deal>added_to_basket': 4,
      'added_to_basket>abandoned_basket': 2,
      'added_to_basket>purchased': 2,
    });
  });
});
