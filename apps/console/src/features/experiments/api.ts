import {
  ZExperimentCohortStats,
  type TExperiment,
  type TExperimentCohortStats,
  type TExperimentContext,
  type TExperimentSave,
} from '@parley/contract';
import { experimentEndpoints } from '@parley/contract/endpoints/experiments';
import { statsEndpoints } from '@parley/contract/endpoints/stats';
import type { QueryClient } from '@tanstack/react-query';
import { forgetDeleted, useApiMutation } from '../../lib/api-mutation';
import { useApiQuery } from '../../lib/api-query';

const experiments = experimentEndpoints;

export const experimentKeys = {
  all: ['experiments'] as const,
  list: (context: TExperimentContext) => [...experimentKeys.all, 'list', context] as const,
  item: (experimentId: string) => [...experimentKeys.all, 'item', experimentId] as const,
  /** Every cohort's results of one experiment, read in one sequence. */
  results: (experimentId: string) => [...experimentKeys.all, 'results', experimentId] as const,
};

/** GET /experiments with the list's context: drafts and running ones, or the ended ones. */
export function useExperiments(context: TExperimentContext) {
  return useApiQuery(
    experimentKeys.list(context),
    async (api) =>
      (await api.call(experiments.findExperiments, { query: { context } })).experiments,
  );
}

/** GET /experiments/{id}; nothing for a new experiment. */
export function useExperiment(experimentId: string | null) {
  return useApiQuery(
    experimentKeys.item(experimentId ?? ''),
    (api) => api.call(experiments.findExperiment, { params: { experimentId: experimentId ?? '' } }),
    { enabled: experimentId !== null },
  );
}

/**
 * POST /stats {action: 'experiment_cohort', cohortId} for each cohort of a running or ended
 * experiment, in the experiment's order. The calls go one after the other, never at once (part 2
 * §7 'once per cohort in sequence'): an experiment of ten cohorts asks for one answer at a time.
 */
export function useCohortResults(experiment: TExperiment) {
  return useApiQuery(experimentKeys.results(experiment.rule_id), async (api) => {
    const results: TExperimentCohortStats[] = [];
    for (const cohort of experiment.cohorts) {
      const answer = await api.call(statsEndpoints.runStats, {
        body: { action: 'experiment_cohort', cohortId: cohort.cohort_id },
      });
      // POST /stats answers the shape of the action asked for: its own schema picks it out.
      results.push(ZExperimentCohortStats.parse(answer));
    }
    return results;
  });
}

/** A changed experiment is its own cached copy, and the lists it shows in are read again. */
function afterChange(
  queryClient: QueryClient,
  experiment: TExperiment,
  lists: TExperimentContext[],
) {
  queryClient.setQueryData(experimentKeys.item(experiment.rule_id), experiment);
  return Promise.all(
    lists.map((context) =>
      queryClient.invalidateQueries({ queryKey: experimentKeys.list(context) }),
    ),
  );
}

/** The editor's save: POST /experiments (experimentId null) or PUT /experiments/{id}; a draft. */
export function useSaveExperiment() {
  return useApiMutation(
    (api, { experimentId, body }: { experimentId: string | null; body: TExperimentSave }) =>
      experimentId === null
        ? api.call(experiments.createExperiment, { body })
        : api.call(experiments.updateExperiment, { params: { experimentId }, body }),
    (queryClient, experiment) => afterChange(queryClient, experiment, ['experiments']),
  );
}

/**
 * The list's Active? switch: PUT /experiments/{id} with the context and active. Switching on
 * starts it where it is listed; switching off ends it, which moves it to the archive with its
 * final results.
 */
export function useSwitchExperiment() {
  return useApiMutation(
    (api, { experimentId, active }: { experimentId: string; active: boolean }) =>
      api.call(experiments.updateExperiment, {
        params: { experimentId },
        body: { context: 'experiments', active },
      }),
    async (queryClient, experiment, { active }) => {
      if (active) return afterChange(queryClient, experiment, ['experiments']);
      await queryClient.invalidateQueries({
        queryKey: experimentKeys.results(experiment.rule_id),
      });
      return afterChange(queryClient, experiment, ['experiments', 'experiments-archive']);
    },
  );
}

/** DELETE /experiments/{id} for one, DELETE /experiments with ids for several. */
export function useDeleteExperiments(context: TExperimentContext) {
  return useApiMutation(
    (api, ids: string[]) =>
      ids.length === 1
        ? api.call(experiments.deleteExperiment, { params: { experimentId: ids[0]! } })
        : api.call(experiments.deleteExperiments, { body: { ids } }),
    (queryClient, _answer, ids) =>
      forgetDeleted(
        queryClient,
        ids.flatMap((id) => [experimentKeys.item(id), experimentKeys.results(id)]),
        experimentKeys.list(context),
      ),
  );
}
