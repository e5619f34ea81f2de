import type { Deps } from '../../deps';
import { DAY_MS } from '../../lib/days';
import { computeDueResults } from './results';

/** The results of running experiments, computed once a day across processes (part 2 §10). */
export const COMPUTE_RESULTS_JOB = 'experiments.compute-results';

export function defineExperimentJobs(deps: Pick<Deps, 'db' | 'clock' | 'jobs' | 'log'>) {
  deps.jobs.define(COMPUTE_RESULTS_JOB, {
    async handler(_payload, job) {
      const computed = await computeDueResults(deps, job.signal);
      deps.log.info({ experiments: computed }, 'experiments: results computed');
    },
    maxAttempts: 3,
    backoffSeconds: 60,
    maxBackoffSeconds: 600,
  });
  deps.jobs.every(COMPUTE_RESULTS_JOB, DAY_MS);
}
