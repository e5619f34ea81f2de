import {
  COHORT_FEATURE_LABELS,
  controlPercentageOf,
  type TExperiment,
  type TExperimentCohort,
} from '@parley/contract';
import type { Executor } from '../../db/client';
import { orNotFound } from '../../errors';
import {
  findExperimentRow,
  listCohortRows,
  listRetailerRows,
  type CohortRecord,
  type ExperimentRecord,
} from './repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentCohort(cohort: CohortRecord): TExperimentCohort {
  return {
    cohort_id: cohort.id,
    name: cohort.name,
    cohort_percentage: cohort.cohortPercentage,
    parley_override_setting: cohort.parleyOverrideSetting,
    override_theme_id: cohort.overrideThemeId,
    algorithm_version: cohort.algorithmVersion,
    target_discount_percentage: cohort.targetDiscountPercentage,
    hyper_parameters: Object.fromEntries(
      Object.entries(cohort.hyperParameters).filter(
        (entry): entry is [string, number] => entry[1] !== undefined,
      ),
    ),
    cohort_features: cohort.features.map((feature) => ({
      id: feature.id,
      // A feature saved without its name reads under its label.
      name: feature.name ?? COHORT_FEATURE_LABELS[feature.id],
      feature_override_setting: feature.feature_override_setting,
      hyper_parameters: feature.hyper_parameters,
    })),
  };
}

/** Every experiment with its stores and cohorts, loaded once for the whole list. */
export async function presentExperiments(
  db: Executor,
  rows: ExperimentRecord[],
): Promise<TExperiment[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const retailerRows = await listRetailerRows(db, ids);
  const cohortRows = await listCohortRows(db, ids);
  return rows.map((row) => {
    const cohorts = cohortRows.filter((cohort) => cohort.experimentId === row.id);
    return {
      rule_id: row.id,
      name: row.name,
      description: row.description,
      objective: row.objective,
      active: row.active,
      archived: row.archived,
      starts_at: iso(row.startsAt),
      ends_at: iso(row.endsAt),
      retailers: retailerRows
        .filter((retailer) => retailer.experimentId === row.id)
        .map((retailer) => ({ retailer_id: retailer.retailerId, name: retailer.name })),
      cohorts: cohorts.map(presentCohort),
      control_percentage: controlPercentageOf(
        cohorts.map((cohort) => ({ cohort_percentage: cohort.cohortPercentage })),
      ),
      results_updated_at: iso(row.resultsComputedAt),
    };
  });
}

/** The experiment as it now stands (after a write); 404 once deleted. */
export async function presentExperimentById(
  db: Executor,
  experimentId: string,
): Promise<TExperiment> {
  const row = orNotFound(await findExperimentRow(db, experimentId));
  const [experiment] = await presentExperiments(db, [row]);
  return experiment!;
}
