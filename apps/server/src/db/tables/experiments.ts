import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  TAlgorithmVersion,
  TCohortFeatureSetting,
  TCohortHyperParameters,
  TExperimentCohortStats,
  TNegotiationObjective,
  TParleyOverrideSetting,
} from '@parley/contract';
import { linkKeys, ownerId, timestamps, timestamptz, uuidKey, weakRef } from './columns';
import { retailerId } from './owner';
import { themes } from './themes';

/**
 * An administrator's A/B test of strategies (part 2 §3 Experiment): a draft until switched on
 * (starts_at), running until switched off (ends_at, then archived). Deleted ones stay, as the
 * sessions that ran in them still name them.
 */
export const experiments = pgTable(
  'experiments',
  {
    id: uuidKey('experiment_id'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The negotiations it applies to, by their rule's objective; null: any. */
    objective: text('objective').$type<Exclude<TNegotiationObjective, 'none'>>(),
    active: boolean('active').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
    startsAt: timestamptz('starts_at'),
    endsAt: timestamptz('ends_at'),
    /** When the cohorts' results were last computed (the daily job, or the switch off). */
    resultsComputedAt: timestamptz('results_computed_at'),
    ...timestamps(),
  },
  (t) => [index('experiments_listed').on(t.archived, t.deleted, t.createdAt.desc())],
);

/** The stores an experiment runs on. A store is in at most one running experiment. */
export const experimentRetailers = pgTable(
  'experiment_retailers',
  {
    experimentId: ownerId('experiment_id', () => experiments.id),
    retailerId: retailerId(),
  },
  (t) => linkKeys('experiment_retailers_retailer', t.experimentId, t.retailerId),
);

/** A cohort and its overrides (part 2 §3 Cohort), in the editor's order. */
export const experimentCohorts = pgTable(
  'experiment_cohorts',
  {
    id: uuidKey('cohort_id'),
    experimentId: ownerId('experiment_id', () => experiments.id),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    cohortPercentage: numeric('cohort_percentage', {
      precision: 5,
      scale: 2,
      mode: 'number',
    }).notNull(),
    parleyOverrideSetting: text('parley_override_setting')
      .$type<TParleyOverrideSetting>()
      .notNull()
      .default('no_change'),
    overrideThemeId: weakRef('override_theme_id', () => themes.id),
    algorithmVersion: text('algorithm_version').$type<TAlgorithmVersion>(),
    targetDiscountPercentage: numeric('target_discount_percentage', {
      precision: 6,
      scale: 3,
      mode: 'number',
    }),
    hyperParameters: jsonb('hyper_parameters')
      .$type<TCohortHyperParameters>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    features: jsonb('features').$type<TCohortFeatureSetting[]>().notNull().default([]),
    /** The results as last computed (null before the first computation). */
    results: jsonb('results').$type<Omit<TExperimentCohortStats, 'updated_at'>>(),
  },
  (t) => [index('experiment_cohorts_experiment').on(t.experimentId, t.position)],
);

/**
 * The shoppers a running experiment saw, once each, with their cohort (null: the control): the
 * browsers of each cohort's results are these less the ones who chatted, as the uplift test
 * counts its visitors.
 */
export const experimentVisitors = pgTable(
  'experiment_visitors',
  {
    experimentId: ownerId('experiment_id', () => experiments.id),
    retailerId: retailerId(),
    /** The store's hash of the shopper's id, as on sessions and sales. */
    shopperIdHash: text('shopper_id_hash').notNull(),
    cohortId: uuid('cohort_id'),
    firstSeenAt: timestamptz('first_seen_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.experimentId, t.shopperIdHash] }),
    index('experiment_visitors_cohort').on(t.cohortId),
  ],
);
