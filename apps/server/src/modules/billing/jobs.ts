import type { Deps } from '../../deps';
import { USAGE_RECORD_JOB } from './close';
import { closeDueCycles } from './closer';
import { findEvent } from './events-repository';
import { isBillable } from './present';
import { billCharge } from './usage-service';

/** The job that closes ended billing cycles: every minute (and at every start), once across processes. */
export const CLOSE_CYCLES_JOB = 'billing.close-cycles';

type BillingJobDeps = Pick<Deps, 'db' | 'clock' | 'jobs' | 'config' | 'log'>;

export function defineBilling(deps: BillingJobDeps) {
  deps.jobs.define(CLOSE_CYCLES_JOB, {
    async handler() {
      const closed = await closeDueCycles(deps);
      if (closed > 0) deps.log.info({ schemes: closed }, 'billing: ended cycles closed');
    },
    maxAttempts: 3,
    backoffSeconds: 10,
    maxBackoffSeconds: 60,
  });
  deps.jobs.every(CLOSE_CYCLES_JOB, 60_000);
  // A Shopify usage fee, posted as a usage record once its cycle has closed. Retried until
  // Shopify takes it: the charge's id is the record's idempotency key, so a retry never charges
  // twice; a charge billed meanwhile (Bill Now) is left alone.
  deps.jobs.define(USAGE_RECORD_JOB, {
    async handler(payload) {
      const { retailerId, eventId } = payload as { retailerId: string; eventId: string };
      const found = await findEvent(deps.db, retailerId, eventId);
      if (!found || !isBillable(found.event)) return;
      await billCharge(deps, found);
    },
    maxAttempts: 10,
    backoffSeconds: 60,
    maxBackoffSeconds: 3600,
  });
}
