import type { AppInstance } from '../../app-types';
import type { Deps } from '../../deps';
import { access } from '../../plugins/access';
import { TEST_HOOKS_PATH } from '../billing';
import { computeDueResults } from './results';

/**
 * The end-to-end suite's hook (registered only when PARLEY_TEST_HOOKS=1): POST
 * /test-hooks/experiments/compute-results computes now what the daily job would, so that a test
 * sees an experiment's results without waiting for the day's run. Answers how many experiments.
 */
export function experimentTestHooks(app: AppInstance, deps: Deps) {
  app.post(
    `${TEST_HOOKS_PATH}/experiments/compute-results`,
    { config: { access: access.public }, schema: { hide: true } },
    async () => ({ experiments: await computeDueResults(deps) }),
  );
}
