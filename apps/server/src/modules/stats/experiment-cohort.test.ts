import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experimentSaveInput } from '@parley/contract/testing';
import type { TestApp } from '../../../test/test-app';
import { call, type Headers } from '../../../test/support/api';
import { cohortStats, createExperiment } from '../../../test/support/experiments';
import { testRetailer } from '../../../test/support/retailers';
import { startWithAdmin } from '../../../test/support/start';

let t: TestApp;
let admin: Headers;
beforeAll(async () => ({ t, admin } = await startWithAdmin()));
afterAll(() => t.close());

/** The figures themselves are tested with their computation (experiments/results.test.ts). */
describe('POST /stats action experiment_cohort', () => {
  it('answers administrators only, and 404 for an unknown cohort or a deleted experiment’s', async () => {
    const store = await testRetailer(t);
    const draft = await createExperiment(t, admin, experimentSaveInput([store.id]));
    const [cohort] = draft.cohorts;
    // A draft's cohort has counted nothing: zeros, and no time.
    expect(await cohortStats(t, admin, cohort!.cohort_id)).toEqual({
      cohort_id: cohort!.cohort_id,
      name: 'Tit-for-tat',
      browsers: { sessions: 0, sales: 0, revenue: 0, aov: null },
      chats: { sessions: 0, agreedDeals: 0, sales: 0, revenue: 0 },
      shoppers: 0,
      buyers: 0,
      conversion: null,
      significance: null,
      updated_at: null,
    });
    await cohortStats(t, store.headers, cohort!.cohort_id, 403);
    await cohortStats(t, admin, randomUUID(), 404);
    await call(t, admin, 'DELETE', `/experiments/${draft.rule_id}`);
    await cohortStats(t, admin, cohort!.cohort_id, 404);
  });
});
