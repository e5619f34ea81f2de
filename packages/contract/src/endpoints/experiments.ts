import { ZDeletedResponse } from '../catalogue';
import { endpoint } from '../endpoint';
import {
  ZExperiment,
  ZExperimentBatchDeleteRequest,
  ZExperimentListQuery,
  ZExperimentListResponse,
  ZExperimentParams,
  ZExperimentSaveRequest,
  ZExperimentUpdateRequest,
} from '../experiments';
import { ADMINISTRATORS_ONLY } from './descriptions';

const tags = ['experiments'];

/**
 * Experiments (part 2 §7): the spec's rule calls in the contexts `experiments` and
 * `experiments-archive`, at their own path so that an experiment keeps its own shape.
 */
export const experimentEndpoints = {
  findExperiments: endpoint({
    method: 'GET',
    path: '/experiments',
    tags,
    summary: 'List experiments',
    description: `${ADMINISTRATORS_ONLY} \`experiments\`: the ones not yet ended (drafts and running), newest first; \`experiments-archive\`: the ended ones, most recently ended first.`,
    query: ZExperimentListQuery,
    response: ZExperimentListResponse,
    refusals: [400, 403],
  }),
  createExperiment: endpoint({
    method: 'POST',
    path: '/experiments',
    tags,
    summary: 'Create an experiment',
    description: `${ADMINISTRATORS_ONLY} Saves a draft (switched off): its retailers, cohorts and their overrides. A theme or retailer that does not exist answers 422.`,
    body: ZExperimentSaveRequest,
    response: ZExperiment,
    refusals: [400, 403, 422],
  }),
  deleteExperiments: endpoint({
    method: 'DELETE',
    path: '/experiments',
    tags,
    summary: 'Delete several experiments',
    description: `${ADMINISTRATORS_ONLY} All or none; a running experiment is refused with 422. Sessions keep the experiment and cohort they ran in.`,
    body: ZExperimentBatchDeleteRequest,
    response: ZDeletedResponse,
    refusals: [400, 403, 404, 422],
  }),
  findExperiment: endpoint({
    method: 'GET',
    path: '/experiments/:experimentId',
    tags,
    summary: 'Read an experiment',
    description: ADMINISTRATORS_ONLY,
    params: ZExperimentParams,
    response: ZExperiment,
    refusals: [400, 403, 404],
  }),
  updateExperiment: endpoint({
    method: 'PUT',
    path: '/experiments/:experimentId',
    tags,
    summary: 'Save, switch on or switch off an experiment',
    description: `${ADMINISTRATORS_ONLY} A body with a name is the editor's whole save, allowed only while the experiment is neither running nor ended (422 otherwise). \`{context, active}\` switches it: on sets its start and puts its stores' shoppers in cohorts (422 when it has ended, has no retailer, or a retailer is already in another running experiment); off sets its end, computes its final results and moves it to the archive.`,
    params: ZExperimentParams,
    body: ZExperimentUpdateRequest,
    response: ZExperiment,
    refusals: [400, 403, 404, 422],
  }),
  deleteExperiment: endpoint({
    method: 'DELETE',
    path: '/experiments/:experimentId',
    tags,
    summary: 'Delete an experiment',
    description: `${ADMINISTRATORS_ONLY} A running experiment is refused with 422; switch it off first.`,
    params: ZExperimentParams,
    response: ZDeletedResponse,
    refusals: [400, 403, 404, 422],
  }),
};
