/**
 * The uplift A/B test (part 1 §2 Dashboard, §3 Uplift test, §5 significance, §9) and the
 * administrators' analytics (Walkaway Hits, the zone grid, the sankey chart) of POST /stats.
 */
import { z } from 'zod';

/** Part 1 §5, §9: p below this is significant; below this many trials the exact test is used. */
export const SIGNIFICANCE_LEVEL = 0.05;
export const BINOMIAL_TRIALS_CUTOFF = 100;
export const SIGNIFICANCE_TESTS = ['two-proportion z', 'exact binomial'] as const;
export type TSignificanceTest = (typeof SIGNIFICANCE_TESTS)[number];

/** Refused when the uplift test is asked for without a retailer in context. */
export const ABTEST_NEEDS_RETAILER = 'Select a retailer to see its uplift test.';

/**
 * A cohort of the uplift test since it started: the shoppers the store's widget saw in it
 * (sessions), those who bought (buyers), their orders (sales) and what they spent.
 */
export const ZUpliftCohortFigures = z.object({
  sessions: z.number().int().nonnegative(),
  buyers: z.number().int().nonnegative(),
  sales: z.number().int().nonnegative(),
  revenue: z.number(),
  /** Buyers per session, percent. */
  conversion: z.number().nullable(),
  /** Average order value. */
  aov: z.number().nullable(),
});
export type TUpliftCohortFigures = z.infer<typeof ZUpliftCohortFigures>;

/**
 * Test against control: conversion in percentage points, aov in money, revenue the predicted
 * extra revenue of the test cohort (its sessions at the difference in revenue per session), and
 * revenue_relative that difference as a percentage of control's revenue per session.
 */
export const ZUplift = z.object({
  conversion: z.number().nullable(),
  aov: z.number().nullable(),
  revenue: z.number().nullable(),
  revenue_relative: z.number().nullable(),
});
export type TUplift = z.infer<typeof ZUplift>;

/** Is test's conversion (buyers of sessions) different from control's (two-sided)? */
export const ZSignificance = z.object({
  test: z.enum(SIGNIFICANCE_TESTS),
  p_value: z.number(),
  significant: z.boolean(),
  /** The statistic of the normal test; null for the exact test. */
  z: z.number().nullable(),
  trials: z.number().int(),
});
export type TSignificance = z.infer<typeof ZSignificance>;

/** POST /stats action 'abtest': the retailer's running (or last) uplift test. */
export const ZAbTestStats = z.object({
  status: z.enum(['running', 'not_running']),
  /** When the test started (ISO); null when there never was one. */
  startDate: z.string().nullable(),
  control_cohort_percentage: z.number().nullable(),
  control: ZUpliftCohortFigures,
  test: ZUpliftCohortFigures,
  uplift: ZUplift,
  /** Null until both cohorts have at least one session. */
  significance: ZSignificance.nullable(),
});
export type TAbTestStats = z.infer<typeof ZAbTestStats>;

/** A zone of the engine (0 at list … 4 at the walkaway, 5 below it, 6–7 lowballs). */
export const ZONES = [0, 1, 2, 3, 4, 5, 6, 7] as const;
/** A shopper's bid in this zone or beyond went past the walkaway: a walkaway hit. */
export const WALKAWAY_HIT_ZONE = 5;

export const ZZoneCount = z.object({
  zone: z.number().int(),
  /** Sessions with at least one bid in the zone. */
  sessions: z.number().int().nonnegative(),
  /** Bids in the zone, across all rounds. */
  bids: z.number().int().nonnegative(),
});
export const ZZoneGridCell = z.object({
  round: z.number().int().positive(),
  zone: z.number().int(),
  bids: z.number().int().nonnegative(),
});

/** POST /stats action 'walks' (administrators): Walkaway Hits and the round-by-zone grid. */
export const ZWalksStats = z.object({
  walkaway_hits: z.number().int().nonnegative(),
  walkaway_hit_percentage: z.number(),
  /** Sessions with at least one bid. */
  sessions_with_bids: z.number().int().nonnegative(),
  zones: z.array(ZZoneCount),
  grid: z.array(ZZoneGridCell),
});
export type TWalksStats = z.infer<typeof ZWalksStats>;

export const SANKEY_NODES = [
  'sessions',
  'negotiated',
  'no_offer',
  'final_offer',
  'agreed_deal',
  'walked_away',
  'recoverable',
  'abandoned_deal',
  'added_to_basket',
  'abandoned_basket',
  'purchased',
  'recovered_purchased',
] as const;
export type TSankeyNode = (typeof SANKEY_NODES)[number];

/** POST /stats action 'sankey' (administrators): the negotiation flow, links by node index. */
export const ZSankeyStats = z.object({
  nodes: z.array(z.object({ key: z.enum(SANKEY_NODES), name: z.string() })),
  links: z.array(
    z.object({
      source: z.number().int(),
      target: z.number().int(),
      value: z.number().int().positive(),
    }),
  ),
});
export type TSankeyStats = z.infer<typeof ZSankeyStats>;
