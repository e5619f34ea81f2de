import { DEFAULT_RULE_OBJECTIVE } from '@parley/contract';
import type { Executor } from '../../db/client';
import { cohorts, ruleCohorts, rules } from '../../db/schema';
import { DEMO_COHORT_RULE } from './demo-catalogue';

/**
 * The demo store's cohort and the rule for it, at the ruleset's top (priority 1; the other demo
 * rules come after it): a cohort rule below a whole-store rule would never be chosen.
 */
export async function insertDemoCohortRule(tx: Executor, retailerId: string) {
  const [cohort] = await tx
    .insert(cohorts)
    .values({ retailerId, name: DEMO_COHORT_RULE.cohort })
    .returning({ id: cohorts.id });
  const [rule] = await tx
    .insert(rules)
    .values({
      kind: 'ruleset',
      retailerId,
      name: DEMO_COHORT_RULE.cohort,
      matchType: 'retailer',
      priority: 1,
      active: true,
      objective: DEFAULT_RULE_OBJECTIVE,
      walkawayPercentage: DEMO_COHORT_RULE.walkawayPercentage,
    })
    .returning({ id: rules.id });
  if (!cohort || !rule) throw new Error('the demo cohort rule was not created');
  await tx.insert(ruleCohorts).values({ ruleId: rule.id, cohortId: cohort.id });
}
