import { and, asc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cohorts, retailers, ruleCohorts, rules } from '../../db/schema';

const byName = (column: typeof retailers.name | typeof rules.name | typeof cohorts.name) => [
  asc(sql`lower(${column})`),
  asc(column),
];

export function listRetailerOptions(db: Executor, retailerId: string | null) {
  return db
    .select({ id: retailers.id, name: retailers.name })
    .from(retailers)
    .where(retailerId ? eq(retailers.id, retailerId) : undefined)
    .orderBy(...byName(retailers.name));
}

const live = isNull(rules.deletedAt);

/** The retailer's ruleset rules, or the algorithm rules when no retailer is in scope. */
export function listRuleOptions(db: Executor, retailerId: string | null, admin: boolean) {
  const ruleset = retailerId
    ? and(eq(rules.kind, 'ruleset'), eq(rules.retailerId, retailerId))
    : undefined;
  const algorithm = admin
    ? and(
        eq(rules.kind, 'algorithm'),
        retailerId ? or(isNull(rules.retailerId), eq(rules.retailerId, retailerId)) : undefined,
      )
    : undefined;
  const which = [ruleset, algorithm].filter(Boolean);
  if (which.length === 0) return Promise.resolve([]);
  return db
    .select({ id: rules.id, name: rules.name })
    .from(rules)
    .where(and(live, or(...which)))
    .orderBy(...byName(rules.name));
}

/** Rules that send only part of the shoppers their way (an A/B experiment). */
export function listExperimentOptions(db: Executor, retailerId: string | null) {
  return db
    .select({ id: rules.id, name: rules.name })
    .from(rules)
    .where(
      and(
        live,
        isNotNull(rules.experimentPercentage),
        retailerId ? or(isNull(rules.retailerId), eq(rules.retailerId, retailerId)) : undefined,
      ),
    )
    .orderBy(...byName(rules.name));
}

export function listCohortOptions(db: Executor, retailerId: string) {
  return db
    .select({ id: cohorts.id, name: cohorts.name })
    .from(cohorts)
    .where(eq(cohorts.retailerId, retailerId))
    .orderBy(...byName(cohorts.name));
}

/** The retailer's rules limited to user cohorts, each with its cohorts. */
export async function listCohortRules(db: Executor, retailerId: string) {
  const rows = await db
    .select({
      ruleId: rules.id,
      ruleName: rules.name,
      cohortId: cohorts.id,
      cohortName: cohorts.name,
    })
    .from(ruleCohorts)
    .innerJoin(rules, eq(rules.id, ruleCohorts.ruleId))
    .innerJoin(cohorts, eq(cohorts.id, ruleCohorts.cohortId))
    .where(and(live, eq(rules.retailerId, retailerId)))
    .orderBy(...byName(rules.name), rules.id, ...byName(cohorts.name));
  const grouped = new Map<
    string,
    { name: string; cohorts: { cohort_id: string; name: string }[] }
  >();
  for (const row of rows) {
    const rule = grouped.get(row.ruleId) ?? { name: row.ruleName, cohorts: [] };
    rule.cohorts.push({ cohort_id: row.cohortId, name: row.cohortName });
    grouped.set(row.ruleId, rule);
  }
  return [...grouped.values()];
}
