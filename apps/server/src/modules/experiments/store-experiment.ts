import { and, asc, eq } from 'drizzle-orm';
import type {
  TAlgorithmVersion,
  TCohortFeature,
  TCohortFeatureSetting,
  TCohortHyperParameters,
  TParleyOverrideSetting,
} from '@parley/contract';
import type { Executor } from '../../db/client';
import { experimentCohorts, experimentRetailers, experiments } from '../../db/schema';
import { findThemesByIds, type StoreTheme } from '../themes';
import type { AssignableCohort } from './assignment';

/** A cohort as the widget applies it: its share and its overrides of the matched rule. */
export interface StoreCohort extends AssignableCohort {
  parleyOverride: TParleyOverrideSetting;
  /** The look its shoppers see; null when it has none, or its theme is gone (the store's own). */
  theme: StoreTheme | null;
  algorithmVersion: TAlgorithmVersion | null;
  hyperParameters: TCohortHyperParameters;
  targetDiscountPercentage: number | null;
  /** A feature switched on (true) or off (false); one left as the rule has it is absent. */
  features: Partial<Record<TCohortFeature, boolean>>;
}

/** The running experiment a store is in, its cohorts in the editor's order. */
export interface StoreExperiment {
  id: string;
  /** The rule objective its overrides apply to; null: any. */
  objective: (typeof experiments.$inferSelect)['objective'];
  cohorts: StoreCohort[];
}

/**
 * The features a cohort switches. A feature's own hyper-parameters are kept with the experiment
 * only: no feature of the widget reads any today.
 */
function switchedFeatures(settings: TCohortFeatureSetting[]): StoreCohort['features'] {
  const features: StoreCohort['features'] = {};
  for (const { id, feature_override_setting: setting } of settings) {
    if (setting !== 'no_change') features[id] = setting === 'enable';
  }
  return features;
}

/**
 * The running (active, not deleted) experiment the retailer is in, with its cohorts and their
 * themes; null when it is in none. Read with the widget's store, which is kept for a few
 * seconds, so a shopper's page or start reads nothing of it.
 */
export async function findStoreExperiment(
  db: Executor,
  retailerId: string,
): Promise<StoreExperiment | null> {
  const rows = await db
    .select({
      id: experiments.id,
      objective: experiments.objective,
      cohort: {
        id: experimentCohorts.id,
        percentage: experimentCohorts.cohortPercentage,
        parleyOverride: experimentCohorts.parleyOverrideSetting,
        themeId: experimentCohorts.overrideThemeId,
        algorithmVersion: experimentCohorts.algorithmVersion,
        hyperParameters: experimentCohorts.hyperParameters,
        targetDiscountPercentage: experimentCohorts.targetDiscountPercentage,
        features: experimentCohorts.features,
      },
    })
    .from(experimentRetailers)
    .innerJoin(
      experiments,
      and(
        eq(experiments.id, experimentRetailers.experimentId),
        eq(experiments.active, true),
        eq(experiments.deleted, false),
      ),
    )
    // An experiment without cohorts still counts its shoppers, all in the control.
    .leftJoin(experimentCohorts, eq(experimentCohorts.experimentId, experiments.id))
    .where(eq(experimentRetailers.retailerId, retailerId))
    .orderBy(asc(experimentCohorts.position));
  const first = rows[0];
  if (!first) return null;
  // Activation keeps a store in one running experiment; were it ever in two, the first alone.
  const cohorts = rows.flatMap((row) => (row.cohort && row.id === first.id ? [row.cohort] : []));
  const themeIds = cohorts.flatMap((cohort) => (cohort.themeId ? [cohort.themeId] : []));
  const themes = await findThemesByIds(db, [...new Set(themeIds)]);
  return {
    id: first.id,
    objective: first.objective,
    cohorts: cohorts.map(({ themeId, features, ...cohort }) => ({
      ...cohort,
      theme: themes.find((theme) => theme.themeId === themeId) ?? null,
      features: switchedFeatures(features),
    })),
  };
}
