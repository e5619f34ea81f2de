import { and, asc, eq, exists, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  cohorts,
  experimentCohorts,
  experimentRetailers,
  experiments,
  retailers,
  rules,
} from '../../db/schema';

const byName = (
  column: typeof retailers.name | typeof rules.name | typeof cohorts.name | typeof experiments.name,
) => [asc(sql`lower(${column})`), asc(column)];

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

export function listCohortOptions(db: Executor, retailerId: string) {
  return db
    .select({ id: cohorts.id, name: cohorts.name })
    .from(cohorts)
    .where(eq(cohorts.retailerId, retailerId))
    .orderBy(...byName(cohorts.name));
}

/**
 * The experiments that have started (running or ended, not deleted), with their cohorts in the
 * editor's order; with a retailer in scope, those the retailer is in.
 */
export async function listExperimentOptions(db: Executor, retailerId: string | null) {
  const rows = await db
    .select({
      experimentId: experiments.id,
      experimentName: experiments.name,
      cohortId: experimentCohorts.id,
      cohortName: experimentCohorts.name,
    })
    .from(experiments)
    .leftJoin(experimentCohorts, eq(experimentCohorts.experimentId, experiments.id))
    .where(
      and(
        eq(experiments.deleted, false),
        isNotNull(experiments.startsAt),
        retailerId
          ? exists(
              db
                .select({ one: sql`1` })
                .from(experimentRetailers)
                .where(
                  and(
                    eq(experimentRetailers.experimentId, experiments.id),
                    eq(experimentRetailers.retailerId, retailerId),
                  ),
                ),
            )
          : undefined,
      ),
    )
    .orderBy(...byName(experiments.name), experiments.id, experimentCohorts.position);
  const grouped = new Map<
    string,
    { rule_id: string; name: string; cohorts: { cohort_id: string; name: string }[] }
  >();
  for (const row of rows) {
    const experiment = grouped.get(row.experimentId) ?? {
      rule_id: row.experimentId,
      name: row.experimentName,
      cohorts: [],
    };
    if (row.cohortId !== null && row.cohortName !== null) {
      experiment.cohorts.push({ cohort_id: row.cohortId, name: row.cohortName });
    }
    grouped.set(row.experimentId, experiment);
  }
  return [...grouped.values()];
}

/** An experiment cohort with its stored results, unless its experiment is deleted. */
export async function findExperimentCohortResults(db: Executor, cohortId: string) {
  const [row] = await db
    .select({
      cohortId: experimentCohorts.id,
      name: experimentCohorts.name,
      results: experimentCohorts.results,
      computedAt: experiments.resultsComputedAt,
    })
    .from(experimentCohorts)
    .innerJoin(experiments, eq(experiments.id, experimentCohorts.experimentId))
    .where(and(eq(experimentCohorts.id, cohortId), eq(experiments.deleted, false)));
  return row ?? null;
}
