import { endpoints } from '@parley/contract';
import type { ModuleRoutes } from '../../app-types';
import { access } from '../../plugins/access';
import { serve } from '../../plugins/endpoints';
import { deleteExperiment, deleteExperiments } from './list-actions';
import { createExperiment, findExperiment, findExperiments, updateExperiment } from './service';

/** Experiments (part 2 §7): the administrators' alone, so retailer users get 403 everywhere. */
export const experimentRoutes: ModuleRoutes = (app, deps) => {
  const experiments = endpoints.experiments;
  const policy = access.admin;

  serve(app, experiments.findExperiments, policy, (request) =>
    findExperiments(deps, request.query.context),
  );
  serve(app, experiments.createExperiment, policy, (request) =>
    createExperiment(deps, request.body),
  );
  serve(app, experiments.deleteExperiments, policy, (request) =>
    deleteExperiments(deps, request.body.ids),
  );
  serve(app, experiments.findExperiment, policy, (request) =>
    findExperiment(deps, request.params.experimentId),
  );
  serve(app, experiments.updateExperiment, policy, (request) =>
    updateExperiment(deps, request.params.experimentId, request.body),
  );
  serve(app, experiments.deleteExperiment, policy, (request) =>
    deleteExperiment(deps, request.params.experimentId),
  );
};
