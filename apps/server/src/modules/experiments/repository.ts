import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { themes } from '../../db/schema';
import { findRow } from '../../db/rows';
import { experimentCohorts, experimentRetailers, experiments, retailers } from '../../db/schema';

export type ExperimentRecord = typeof experiments.$inferSelect;
export type ExperimentValues = Pick<
  typeof experiments.$inferInsert,
  'name' | 'description' | 'objective'
>;
export type CohortRecord = typeof experimentCohorts.$inferSelect;
/** A cohort as a save writes it: `id` only for one kept from before. */
export type CohortValues = Omit<
  typeof experimentCohorts.$inferInsert,
  'experimentId' | 'position' | 'results'
>;

const live = eq(experiments.deleted, false);

export async function findExperimentRow(db: Executor, experimentId: string) {
  return findRow(db, experiments, and(eq(experiments.id, experimentId), live));
}

/**
 * The experiments of `ids` that are not deleted, locked until the transaction ends (in id order,
 * so that two writers over the same ones cannot deadlock): every write to an experiment holds
 * its row, so each sees the others' results.
 */
export function lockExperimentRows(tx: Executor, experimentIds: string[]) {
  return tx
    .select()
    .from(experiments)
    .where(and(inArray(experiments.id, experimentIds), live))
    .orderBy(asc(experiments.id))
    .for('update');
}

export async function lockExperimentRow(tx: Executor, experimentId: string) {
  const [row] = await lockExperimentRows(tx, [experimentId]);
  return row ?? null;
}

/**
 * Serialises switching on until the transaction ends: two experiments sharing a store, switched
 * on at once, would otherwise each see the other still off and both start.
 */
export async function lockActivations(tx: Executor) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('parley.experiments:activation'))`);
}

/** Drafts and running ones newest first; the archive most recently ended first. */
export function listExperimentRows(db: Executor, archived: boolean) {
  return db
    .select()
    .from(experiments)
    .where(and(eq(experiments.archived, archived), live))
    .orderBy(
      ...(archived
        ? [sql`${experiments.endsAt} desc nulls last`, asc(experiments.id)]
        : [sql`${experiments.createdAt} desc`, asc(experiments.id)]),
    );
}

export async function insertExperimentRow(tx: Executor, values: ExperimentValues) {
  const [row] = await tx.insert(experiments).values(values).returning({ id: experiments.id });
  if (!row) throw new Error('experiment was not inserted');
  return row.id;
}

export async function updateExperimentRow(
  tx: Executor,
  experimentId: string,
  values: Partial<Omit<typeof experiments.$inferInsert, 'id'>>,
) {
  await tx
    .update(experiments)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(experiments.id, experimentId));
}

export async function softDeleteExperimentRows(tx: Executor, experimentIds: string[]) {
  await tx
    .update(experiments)
    .set({ deleted: true, updatedAt: sql`now()` })
    .where(inArray(experiments.id, experimentIds));
}

/** The experiments' stores with their names, by name. */
export function listRetailerRows(db: Executor, experimentIds: string[]) {
  return db
    .select({
      experimentId: experimentRetailers.experimentId,
      retailerId: retailers.id,
      name: retailers.name,
    })
    .from(experimentRetailers)
    .innerJoin(retailers, eq(retailers.id, experimentRetailers.retailerId))
    .where(inArray(experimentRetailers.experimentId, experimentIds))
    .orderBy(asc(sql`lower(${retailers.name})`), asc(retailers.id));
}

/** The experiments' cohorts in the editor's order. */
export function listCohortRows(db: Executor, experimentIds: string[]) {
  return db
    .select()
    .from(experimentCohorts)
    .where(inArray(experimentCohorts.experimentId, experimentIds))
    .orderBy(asc(experimentCohorts.position));
}

/**
 * How many of `ids` are rows of the table, share-locked until the transaction ends so that a
 * concurrent delete waits for the experiment that is about to name them.
 */
export async function countExistingRows(
  tx: Executor,
  table: typeof retailers | typeof themes,
  ids: string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, ids))
    .for('key share');
  return rows.length;
}

export async function replaceExperimentRetailers(
  tx: Executor,
  experimentId: string,
  retailerIds: string[],
) {
  await tx.delete(experimentRetailers).where(eq(experimentRetailers.experimentId, experimentId));
  if (retailerIds.length === 0) return;
  await tx
    .insert(experimentRetailers)
    .values(retailerIds.map((retailerId) => ({ experimentId, retailerId })));
}

/**
 * The cohorts become `cohorts`, in their order: the ones with an id keep it (the caller has
 * checked they are this experiment's), the others are new, and those not sent go.
 */
export async function replaceExperimentCohorts(
  tx: Executor,
  experimentId: string,
  cohorts: CohortValues[],
) {
  const kept = cohorts.flatMap((cohort) => (cohort.id ? [cohort.id] : []));
  await tx
    .delete(experimentCohorts)
    .where(
      and(
        eq(experimentCohorts.experimentId, experimentId),
        kept.length > 0 ? notInArray(experimentCohorts.id, kept) : undefined,
      ),
    );
  for (const [position, { id, ...values }] of cohorts.entries()) {
    if (id) {
      await tx
        .update(experimentCohorts)
        .set({ ...values, position })
        .where(and(eq(experimentCohorts.id, id), eq(experimentCohorts.experimentId, experimentId)));
    } else {
      await tx.insert(experimentCohorts).values({ ...values, experimentId, position });
    }
  }
}

/** The names of the experiment's stores that another running experiment has, by name. */
export async function findBusyRetailerNames(tx: Executor, experimentId: string) {
  const other = sql`exists (select 1 from ${experimentRetailers} theirs
    join ${experiments} running on running.experiment_id = theirs.experiment_id
    where theirs.retailer_id = ${experimentRetailers.retailerId}
      and running.active and not running.deleted
      and running.experiment_id <> ${experimentId})`;
  const rows = await tx
    .select({ name: retailers.name })
    .from(experimentRetailers)
    .innerJoin(retailers, eq(retailers.id, experimentRetailers.retailerId))
    .where(and(eq(experimentRetailers.experimentId, experimentId), other))
    .orderBy(asc(sql`lower(${retailers.name})`), asc(retailers.name));
  return rows.map((row) => row.name);
}

/**
 * The experiments whose results are due: every running one (once a day), and every ended one
 * whose final results were not computed after it ended (its switch off was cut short).
 */
export async function listExperimentsDueResults(db: Executor) {
  const rows = await db
    .select({ id: experiments.id })
    .from(experiments)
    .where(
      and(
        live,
        sql`(${experiments.active} or (${experiments.archived}
          and ${experiments.startsAt} is not null
          and (${experiments.resultsComputedAt} is null
            or ${experiments.resultsComputedAt} < ${experiments.endsAt})))`,
      ),
    )
    .orderBy(asc(experiments.id));
  return rows.map((row) => row.id);
}

/** A cohort's results as computed (null: not yet). */
export async function storeCohortResults(
  tx: Executor,
  cohortId: string,
  results: NonNullable<CohortRecord['results']>,
) {
  await tx.update(experimentCohorts).set({ results }).where(eq(experimentCohorts.id, cohortId));
}

/** When the results were computed: not an edit, so `updated_at` stays. */
export async function markResultsComputed(tx: Executor, experimentId: string, at: Date) {
  await tx
    .update(experiments)
    .set({ resultsComputedAt: at })
    .where(eq(experiments.id, experimentId));
}
