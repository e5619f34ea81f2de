import type { Deps } from '../../deps';
import { sweepExpired } from './service';

/** The job that sweeps expired rows and tidies the job queue: hourly, once across processes. */
export const HOUSEKEEPING_JOB = 'housekeeping';

export function defineHousekeeping(deps: Pick<Deps, 'db' | 'clock' | 'jobs' | 'log'>) {
  deps.jobs.define(HOUSEKEEPING_JOB, {
    async handler() {
      const deleted = await sweepExpired(deps);
      // The queue's own figures, in the log every hour: what is waiting, running, given up.
      const jobs = await deps.jobs.tidy();
      deps.log.info({ deleted, jobs }, 'housekeeping: expired rows swept, jobs counted');
    },
    maxAttempts: 3,
    backoffSeconds: 60,
    maxBackoffSeconds: 300,
  });
  deps.jobs.every(HOUSEKEEPING_JOB, 3_600_000);
}
