/**
 * Statistics (part 1 §3 Filter options, Stat change, Dashboard stat fields; §7 Statistics):
 * POST /stats with an action. 'options' gives the session filter panel's choices; 'stats' the
 * dashboard's sections; 'abtest' the uplift test (an administrator in a retailer's context);
 * 'walks' and 'sankey' the administrators' analytics; 'experiment_cohort' one experiment cohort's
 * results (experiments.ts). The answers are in stats-*.ts.
 */
import { z } from 'zod';
import { ZStatsExperimentCohortRequest } from './experiments';
import { MSG } from './messages';
import { ZId } from './common';
import { PRODUCT_TERM } from './product';
import { ZSessionFilters } from './sessions';

export const STATS_ACTIONS = [
  'options',
  'stats',
  'abtest',
  'walks',
  'sankey',
  'experiment_cohort',
] as const;
export type TStatsAction = (typeof STATS_ACTIONS)[number];

/** The dashboard's sections (part 1 §7); 'all' answers every one in a single call. */
export const STATS_SECTIONS = [
  'topline',
  'performance',
  `recovered${PRODUCT_TERM}`,
  'addon',
  'negotiationFlow',
  'discountFlow',
  'feedback',
  'engagement',
] as const;
export type TStatsSection = (typeof STATS_SECTIONS)[number];
/** The section key of Recovered {product}s ('recoveredParley'). */
export const RECOVERED_SECTION = `recovered${PRODUCT_TERM}` as const;

export const ZStatsOptionsRequest = z.object({
  action: z.literal('options'),
  retailerId: ZId.optional(),
});
export type TStatsOptionsRequest = z.infer<typeof ZStatsOptionsRequest>;

/**
 * The dashboard's filters: the shared session filter set plus navRetailerId, the retailer in the
 * path (/retailers/{retailerId}/dashboard). A retailer user may only name their own retailer.
 * Without a time range or dates the dashboard's default (7d) applies; 'all' has no limit and so
 * no change figures. An administrator across retailers gets dataQuality '3' unless sent.
 */
export const ZStatsFilters = ZSessionFilters.extend({ navRetailerId: ZId.optional() });
export type TStatsFilters = z.infer<typeof ZStatsFilters>;

export const ZStatsSectionsRequest = ZStatsFilters.extend({
  action: z.literal('stats'),
  section: z.enum([...STATS_SECTIONS, 'all']).default('all'),
});
export type TStatsSectionsRequest = z.input<typeof ZStatsSectionsRequest>;

/** The uplift A/B test of the retailer in context (navRetailerId or retailerId). */
export const ZStatsAbTestRequest = ZStatsFilters.extend({ action: z.literal('abtest') });
export type TStatsAbTestRequest = z.input<typeof ZStatsAbTestRequest>;

export const ZStatsWalksRequest = ZStatsFilters.extend({ action: z.literal('walks') });
export type TStatsWalksRequest = z.input<typeof ZStatsWalksRequest>;

export const ZStatsSankeyRequest = ZStatsFilters.extend({ action: z.literal('sankey') });
export type TStatsSankeyRequest = z.input<typeof ZStatsSankeyRequest>;

/** POST /stats: one of the actions; an unknown action is a 400 at the schema. */
export const ZStatsRequest = z.discriminatedUnion(
  'action',
  [
    ZStatsOptionsRequest,
    ZStatsSectionsRequest,
    ZStatsAbTestRequest,
    ZStatsWalksRequest,
    ZStatsSankeyRequest,
    ZStatsExperimentCohortRequest,
  ],
  { message: MSG.required },
);
export type TStatsRequest = z.infer<typeof ZStatsRequest>;

const ZRuleOption = z.object({ rule_id: z.string(), name: z.string() });
const ZCohortOption = z.object({ cohort_id: z.string(), name: z.string() });

/**
 * The session filter panel's choices. Retailer users get their own retailer only; experiment
 * filters show only when experimentalRules is non-empty.
 */
export const ZFilterOptions = z.object({
  retailers: z.array(z.object({ retailerId: z.string(), name: z.string() })),
  dataQuality: z.array(z.string()),
  chattinessCategory: z.array(z.object({ category: z.string(), name: z.string() })),
  experimentalRules: z.array(ZRuleOption),
  cohortExperimentRules: z.array(z.object({ name: z.string(), cohorts: z.array(ZCohortOption) })),
  rules: z.array(ZRuleOption),
  cohorts: z.array(ZCohortOption),
});
export type TFilterOptions = z.infer<typeof ZFilterOptions>;
