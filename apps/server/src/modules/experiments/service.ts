import {
  MSG,
  type TExperiment,
  type TExperimentListResponse,
  type TExperimentContext,
  type TExperimentPatchRequest,
  type TExperimentSave,
} from '@parley/contract';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import { retailers, themes } from '../../db/schema';
import { BusinessError, NotFoundError, orNotFound } from '../../errors';
import { switchExperiment } from './list-actions';
import { presentExperimentById, presentExperiments } from './present';
import {
  countExistingRows,
  insertExperimentRow,
  listCohortRows,
  listExperimentRows,
  lockExperimentRow,
  replaceExperimentCohorts,
  replaceExperimentRetailers,
  updateExperimentRow,
  type CohortValues,
} from './repository';

type ExperimentDeps = Pick<Deps, 'db' | 'clock'>;

/** GET /experiments: the drafts and running ones, or the archive (part 2 §4 Experiments). */
export async function findExperiments(
  deps: Pick<Deps, 'db'>,
  context: TExperimentContext,
): Promise<TExperimentListResponse> {
  const rows = await listExperimentRows(deps.db, context === 'experiments-archive');
  return { experiments: await presentExperiments(deps.db, rows) };
}

/** GET /experiments/{id}: the editor's, or the read-only view's once running or ended. */
export const findExperiment = (deps: Pick<Deps, 'db'>, experimentId: string) =>
  presentExperimentById(deps.db, experimentId.toLowerCase());

const unique = (ids: string[]) => [...new Set(ids.map((id) => id.toLowerCase()))];

/**
 * The stores (each once) and override themes must exist; they are share-locked until the save
 * commits, so that neither can go in between.
 */
async function checkReferences(tx: Executor, save: TExperimentSave) {
  const retailerIds = unique(save.retailers.map((retailer) => retailer.retailer_id));
  if ((await countExistingRows(tx, retailers, retailerIds)) !== retailerIds.length) {
    throw new BusinessError(MSG.experimentRetailerUnknown);
  }
  const themeIds = unique(
    save.cohorts.flatMap((cohort) => (cohort.override_theme_id ? [cohort.override_theme_id] : [])),
  );
  if ((await countExistingRows(tx, themes, themeIds)) !== themeIds.length) {
    throw new BusinessError(MSG.experimentThemeUnknown);
  }
  return retailerIds;
}

/**
 * The cohorts as stored, in the editor's order. A cohort keeps its id when it names one of this
 * experiment's (`owned`); another experiment's, or a made-up one, answers 404. A cohort copied
 * with its id (a new cohort copies the first) is a new cohort after the first to name it.
 */
function cohortValues(save: TExperimentSave, owned: ReadonlySet<string>): CohortValues[] {
  const taken = new Set<string>();
  return save.cohorts.map((cohort) => {
    const named = cohort.cohort_id?.toLowerCase();
    if (named !== undefined && !owned.has(named)) throw new NotFoundError();
    const id = named !== undefined && !taken.has(named) ? named : undefined;
    if (id) taken.add(id);
    return {
      ...(id ? { id } : {}),
      name: cohort.name,
      cohortPercentage: cohort.cohort_percentage,
      parleyOverrideSetting: cohort.parley_override_setting,
      overrideThemeId: cohort.override_theme_id?.toLowerCase() ?? null,
      algorithmVersion: cohort.algorithm_version,
      targetDiscountPercentage: cohort.target_discount_percentage,
      hyperParameters: cohort.hyper_parameters,
      features: cohort.cohort_features,
    };
  });
}

const generalValues = (save: TExperimentSave) => ({
  name: save.name,
  description: save.description,
  objective: save.objective,
});

/** POST /experiments: a draft, switched on later from the list. */
export async function createExperiment(
  deps: ExperimentDeps,
  save: TExperimentSave,
): Promise<TExperiment> {
  const experimentId = await deps.db.transaction(async (tx) => {
    const retailerIds = await checkReferences(tx, save);
    const cohorts = cohortValues(save, new Set());
    const id = await insertExperimentRow(tx, generalValues(save));
    await replaceExperimentRetailers(tx, id, retailerIds);
    await replaceExperimentCohorts(tx, id, cohorts);
    return id;
  });
  return presentExperimentById(deps.db, experimentId);
}

/**
 * PUT /experiments/{id} from the editor: the whole draft. Once switched on it is locked, so that
 * its results describe one set of overrides from start to end.
 */
async function saveExperiment(
  deps: ExperimentDeps,
  experimentId: string,
  save: TExperimentSave,
): Promise<TExperiment> {
  await deps.db.transaction(async (tx) => {
    const current = orNotFound(await lockExperimentRow(tx, experimentId));
    if (current.active || current.archived) throw new BusinessError(MSG.experimentLocked);
    const retailerIds = await checkReferences(tx, save);
    const owned = new Set((await listCohortRows(tx, [experimentId])).map((cohort) => cohort.id));
    const cohorts = cohortValues(save, owned);
    await updateExperimentRow(tx, experimentId, generalValues(save));
    await replaceExperimentRetailers(tx, experimentId, retailerIds);
    await replaceExperimentCohorts(tx, experimentId, cohorts);
  });
  return presentExperimentById(deps.db, experimentId);
}

/** PUT /experiments/{id}: the editor's save (a body with a name), or the list's switch. */
export function updateExperiment(
  deps: ExperimentDeps,
  experimentId: string,
  update: TExperimentSave | TExperimentPatchRequest,
): Promise<TExperiment> {
  const id = experimentId.toLowerCase();
  if ('name' in update) return saveExperiment(deps, id, update);
  return switchExperiment(deps, id, update.active);
}
