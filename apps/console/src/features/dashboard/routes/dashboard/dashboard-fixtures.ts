import {
  FUNNEL_PREFIXES,
  FUNNEL_STAGES,
  type TAbTestStats,
  type TDashboardStats,
  type TSankeyStats,
  type TToplineStats,
  type TWalksStats,
} from '@parley/contract';

/** Test support: contract-shaped stats answers with figures the tests check on screen. */

const change = (percentage: string, sign: -1 | 0 | 1) => ({ percentage, sign });

function topline(): TToplineStats {
  // 120 sessions, then each stage a share of them; the pdp_ and cart_ flows split the same way.
  const counts = [120, 80, 40, 30, 24, 18, 6];
  const funnel = Object.fromEntries(
    FUNNEL_PREFIXES.flatMap((prefix) =>
      FUNNEL_STAGES.flatMap((stage, index) => {
        const count = counts[index] ?? 0;
        return [
          [`${prefix}${stage}`, count],
          [`${prefix}${stage}_percentage`, Math.round((count / 120) * 10000) / 100],
        ];
      }),
    ),
  );
  return {
    ...(funnel as Omit<
      TToplineStats,
      'total_revenue' | 'avg_parley_value' | 'avg_agg_discount' | 'changes'
    >),
    total_revenue: [{ currency: 'GBP', amount: 1234.5 }],
    avg_parley_value: [{ currency: 'GBP', amount: 68.58 }],
    avg_agg_discount: 8.5,
    changes: {
      total_sessions: change('12.5%', 1),
      total_negotiated: change('0.0%', 0),
      total_agreed_deal: change('4.2%', -1),
      total_purchased: null,
      total_revenue: change('20.0%', 1),
      avg_parley_value: change('3.1%', -1),
      avg_agg_discount: change('1.0%', 1),
    },
  };
}

export function dashboardStats(overrides: Partial<TDashboardStats> = {}): TDashboardStats {
  return {
    limited_data: false,
    currency: 'GBP',
    currency_symbol: '£',
    period: {
      start_date: '2025-06-25',
      end_date: '2025-07-01',
      previous_start_date: '2025-06-18',
      previous_end_date: '2025-06-24',
      timezone: 'Europe/London',
    },
    topline: topline(),
    performance: {
      waiting_for_review: 3,
      avg_accepted_discount: 9.1,
      conversion_rate: 15,
      days: [
        {
          date: '2025-06-30',
          sessions: 60,
          agreed_deals: 15,
          purchases: 9,
          revenue: [{ currency: 'GBP', amount: 600 }],
        },
        {
          date: '2025-07-01',
          sessions: 60,
          agreed_deals: 15,
          purchases: 9,
          revenue: [{ currency: 'GBP', amount: 634.5 }],
        },
      ],
      changes: {
        waiting_for_review: change('50.0%', 1),
        avg_accepted_discount: null,
        conversion_rate: change('2.0%', -1),
      },
    },
    recoveredParley: {
      state: 'active',
      waiting_for_review: 3,
      accepted: 4,
      countered: 2,
      rejected: 1,
      recovered_purchased: 5,
      recovered_revenue: [{ currency: 'GBP', amount: 321.99 }],
      changes: { recovered_purchased: change('25.0%', 1), recovered_revenue: null },
    },
    addon: {
      state: 'active',
      offered: 40,
      purchases_with_addons: 6,
      aov_with_addons: [{ currency: 'GBP', amount: 88.25 }],
      addon_purchase_percentage: 33.33,
      changes: { purchases_with_addons: null, aov_with_addons: change('7.5%', 1) },
    },
    negotiationFlow: {
      all: [
        { step: 'sessions', count: 120, percentage: 100 },
        { step: 'negotiated', count: 80, percentage: 66.67 },
        { step: 'final_offer', count: 40, percentage: 33.33 },
        { step: 'agreed_deal', count: 30, percentage: 25 },
        { step: 'added_to_basket', count: 24, percentage: 20 },
        { step: 'purchased', count: 18, percentage: 15 },
      ],
      pdp: [
        { step: 'sessions', count: 90, percentage: 100 },
        { step: 'purchased', count: 9, percentage: 10 },
      ],
      cart: [
        { step: 'sessions', count: 30, percentage: 100 },
        { step: 'purchased', count: 9, percentage: 30 },
      ],
    },
    discountFlow: {
      bands: [
        { from: 0, to: 5, agreed_deals: 10, purchased: 7, agreed_percentage: 33.33 },
        { from: 5, to: 10, agreed_deals: 20, purchased: 11, agreed_percentage: 66.67 },
        { from: 30, to: null, agreed_deals: 0, purchased: 0, agreed_percentage: 0 },
      ],
      avg_accepted_discount: 9.1,
      avg_purchased_discount: 7.4,
    },
    feedback: {
      positive_ratings: 7,
      negative_ratings: 2,
      reactions: { heart: 7, sad: 1, angry: 1, thinking: 3 },
      comments: [
        {
          session_id: '30000000-0000-4000-8000-000000000042',
          created_at: '2025-07-01T08:00:00.000Z',
          user_message: 'Too expensive for me',
        },
      ],
    },
    engagement: {
      avg_session_duration: 185,
      avg_reopened_sessions: 1.25,
      avg_chattiness: 3.5,
      avg_engagement_score: 4.1,
      engagement_categories: { high: 40, neutral: 30, low: 20, pending: 5, unavailable: 5 },
      changes: {
        avg_session_duration: change('10.0%', 1),
        avg_reopened_sessions: null,
        avg_chattiness: null,
      },
    },
    ...overrides,
  };
}

/** `items` with each of `counts` null, as a limited-data retailer receives them. */
function blankCounts<T extends object>(items: T[], counts: (keyof T)[]): T[] {
  const blanks = Object.fromEntries(counts.map((count) => [count, null]));
  return items.map((item) => ({ ...item, ...blanks }));
}

/** The reduced dashboard of a limited-data retailer: no session counts, no changes. */
export function limitedDashboardStats(): TDashboardStats {
  const full = dashboardStats();
  const top = full.topline!;
  const withoutCounts = Object.fromEntries(
    Object.entries(top).map(([key, value]) =>
      FUNNEL_PREFIXES.some((prefix) => FUNNEL_STAGES.some((stage) => key === `${prefix}${stage}`))
        ? [key, null]
        : [key, value],
    ),
  ) as TToplineStats;
  return {
    ...full,
    limited_data: true,
    topline: { ...withoutCounts, changes: null },
    performance: {
      ...full.performance!,
      days: blankCounts(full.performance!.days, ['sessions', 'agreed_deals', 'purchases']),
      changes: null,
    },
    recoveredParley: { ...full.recoveredParley!, changes: null },
    addon: { ...full.addon!, offered: null, changes: null },
    negotiationFlow: {
      all: blankCounts(full.negotiationFlow!.all, ['count']),
      pdp: [],
      cart: [],
    },
    discountFlow: {
      ...full.discountFlow!,
      bands: blankCounts(full.discountFlow!.bands, ['agreed_deals', 'purchased']),
    },
    engagement: { ...full.engagement!, changes: null },
  };
}

export function abTestStats(overrides: Partial<TAbTestStats> = {}): TAbTestStats {
  return {
    status: 'running',
    startDate: '2025-06-01T09:00:00.000Z',
    control_cohort_percentage: 20,
    control: { sessions: 200, buyers: 9, sales: 10, revenue: 700, conversion: 5, aov: 70 },
    test: { sessions: 800, buyers: 60, sales: 64, revenue: 4800, conversion: 8, aov: 75 },
    uplift: { conversion: 3, aov: 5, revenue: 2000, revenue_relative: 71.43 },
    significance: {
      test: 'two-proportion z',
      p_value: 0.0213,
      significant: true,
      z: 2.3,
      trials: 1000,
    },
    ...overrides,
  };
}

export function walksStats(): TWalksStats {
  return {
    walkaway_hits: 11,
    walkaway_hit_percentage: 27.5,
    sessions_with_bids: 40,
    zones: [
      { zone: 0, sessions: 5, bids: 6 },
      { zone: 5, sessions: 11, bids: 14 },
    ],
    grid: [
      { round: 1, zone: 0, bids: 6 },
      { round: 1, zone: 5, bids: 9 },
      { round: 2, zone: 5, bids: 5 },
    ],
  };
}

export function sankeyStats(): TSankeyStats {
  return {
    nodes: [
      { key: 'sessions', name: 'Sessions' },
      { key: 'negotiated', name: 'Negotiated' },
      { key: 'no_offer', name: 'No Offer' },
      { key: 'purchased', name: 'Purchased' },
    ],
    links: [
      { source: 0, target: 1, value: 80 },
      { source: 0, target: 2, value: 40 },
      { source: 1, target: 3, value: 18 },
    ],
  };
}
