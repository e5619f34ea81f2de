import type { Deps } from './deps';
import { defineBilling } from './modules/billing';
import { defineExperimentJobs } from './modules/experiments';
import { defineHousekeeping } from './modules/housekeeping';
import { defineOfferNotices } from './modules/offer-notices';
import { defineMessageIndexing } from './modules/search';
import { defineDemoFill } from './modules/seed';
import { defineRollupSealing } from './modules/stats';

/**
 * Every job the server runs outside requests, defined on the queue once the deps exist (the
 * e-mail job is defined with the mailer, in infra/mail.ts). Any process may run any of them; the
 * periodic ones run once a period across all processes.
 */
export function defineJobs(deps: Deps) {
  defineRollupSealing(deps);
  defineDemoFill(deps);
  defineHousekeeping(deps);
  defineOfferNotices(deps);
  defineBilling(deps);
  defineExperimentJobs(deps);
  defineMessageIndexing(deps);
}
