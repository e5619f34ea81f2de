import { ZRetailerParams } from '@parley/contract';
import type { AppInstance } from '../../app-types';
import type { Deps } from '../../deps';
import { access } from '../../plugins/access';
import { closeCycleNow } from './closer';

/** Where the test hooks are: outside the API, and out of its reference. */
export const TEST_HOOKS_PATH = '/test-hooks';

/**
 * Hooks for the end-to-end suite, registered only when PARLEY_TEST_HOOKS=1 (never in
 * production; apps/server/README.md): POST /test-hooks/retailers/{id}/close-cycle ends the
 * retailer's current billing cycle now and closes it at once, so that a test sees its charges
 * without waiting 30 days. Answers the charges' scheme as it is after.
 */
export function billingTestHooks(app: AppInstance, deps: Deps) {
  app.post(
    `${TEST_HOOKS_PATH}/retailers/:retailerId/close-cycle`,
    { config: { access: access.public }, schema: { hide: true, params: ZRetailerParams } },
    async (request) => {
      const scheme = await closeCycleNow(deps, request.params.retailerId);
      return {
        billing_scheme_id: scheme.id,
        billing_cycle_started_at: scheme.billingCycleStartedAt.toISOString(),
        current_billing_cycle_ends_at: scheme.currentBillingCycleEndsAt.toISOString(),
        last_billing_cycle_ended_at: scheme.lastBillingCycleEndedAt?.toISOString() ?? null,
      };
    },
  );
}
