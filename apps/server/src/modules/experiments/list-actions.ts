import { MSG, type TDeletedResponse, type TExperiment } from '@parley/contract';
import type { Deps } from '../../deps';
import type { Transaction } from '../../db/client';
import { BusinessError, NotFoundError, orNotFound } from '../../errors';
import { presentExperimentById } from './present';
import {
  findBusyRetailerNames,
  listRetailerRows,
  lockActivations,
  lockExperimentRow,
  lockExperimentRows,
  softDeleteExperimentRows,
  updateExperimentRow,
  type ExperimentRecord,
} from './repository';
import { computeExperimentResults } from './results';

/** The list's changes to one experiment (part 2 §4 Experiments): switch on, off, delete. */

type ExperimentDeps = Pick<Deps, 'db' | 'clock'>;

/**
 * Switches on: its start is now and its stores' shoppers fall in its cohorts from then on. A store
 * runs one experiment at a time, so that a sale is never claimed by two. Already on: unchanged.
 */
async function switchOn(deps: ExperimentDeps, tx: Transaction, experiment: ExperimentRecord) {
  if (experiment.active) return;
  if (experiment.archived) throw new BusinessError(MSG.experimentEnded);
  if ((await listRetailerRows(tx, [experiment.id])).length === 0) {
    throw new BusinessError(MSG.experimentWithoutRetailers);
  }
  const busy = await findBusyRetailerNames(tx, experiment.id);
  if (busy.length > 0) throw new BusinessError(MSG.experimentRetailerBusy(busy.join(', ')));
  await updateExperimentRow(tx, experiment.id, { active: true, startsAt: deps.clock.now() });
}

/**
 * PUT /experiments/{id} with `{context, active}`. Switching off ends it for good (it moves to the
 * archive) and computes its final results once the end is committed; should that computation
 * not happen, the daily job makes it up (its results are older than its end). Switching off a
 * draft that never ran, or one already ended, changes nothing.
 */
export async function switchExperiment(
  deps: ExperimentDeps,
  experimentId: string,
  active: boolean,
): Promise<TExperiment> {
  const ended = await deps.db.transaction(async (tx) => {
    // Taken before the row, by every switch on alike, so that each sees the stores the others took.
    if (active) await lockActivations(tx);
    const experiment = orNotFound(await lockExperimentRow(tx, experimentId));
    if (active) {
      await switchOn(deps, tx, experiment);
      return false;
    }
    if (!experiment.active) return false;
    await updateExperimentRow(tx, experiment.id, {
      active: false,
      archived: true,
      endsAt: deps.clock.now(),
    });
    return true;
  });
  if (ended) await computeExperimentResults(deps, experimentId);
  return presentExperimentById(deps.db, experimentId);
}

/**
 * DELETE /experiments (and /experiments/{id}): a soft delete of all of them or none. An unknown
 * or already deleted id answers 404; a running one 422, as its stores' shoppers are in it.
 */
export async function deleteExperiments(
  deps: Pick<Deps, 'db'>,
  experimentIds: string[],
): Promise<TDeletedResponse> {
  const ids = [...new Set(experimentIds.map((id) => id.toLowerCase()))];
  return deps.db.transaction(async (tx) => {
    const found = await lockExperimentRows(tx, ids);
    if (found.length !== ids.length) throw new NotFoundError();
    if (found.some((experiment) => experiment.active)) {
      throw new BusinessError(MSG.experimentActiveNotDeleted);
    }
    await softDeleteExperimentRows(tx, ids);
    return { deleted: ids.length };
  });
}

export const deleteExperiment = (deps: Pick<Deps, 'db'>, experimentId: string) =>
  deleteExperiments(deps, [experimentId]);
