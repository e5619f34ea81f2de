/**
 * Statistics (part 1 §3 Filter options, §7 Statistics): POST /stats with an action. Issue 5 needs
 * only action 'options' (the session filter panel's choices); issue 6 adds the dashboard actions.
 */
import { z } from 'zod';
import { MSG } from './messages';
import { ZId } from './common';

export const STATS_ACTIONS = ['options'] as const;
export type TStatsAction = (typeof STATS_ACTIONS)[number];

/** POST /stats. Unknown actions pass the schema and are refused by the server with a 400. */
export const ZStatsRequest = z.looseObject({
  action: z.string({ message: MSG.required }).min(1, { message: MSG.required }),
  retailerId: ZId.optional(),
});
export type TStatsRequest = z.infer<typeof ZStatsRequest>;

export const ZStatsOptionsRequest = z.object({
  action: z.literal('options'),
  retailerId: ZId.optional(),
});
export type TStatsOptionsRequest = z.infer<typeof ZStatsOptionsRequest>;

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
