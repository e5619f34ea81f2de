import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { insertRunningExperiment, visitorsOf } from '../../../test/support/experiments';
import { recordExperimentVisitor } from './visitors';

const t = await createTestApp();
afterAll(() => t.close());

describe('recordExperimentVisitor', () => {
  it('keeps a shopper’s first visit to an experiment, with their cohort, and ignores repeats', async () => {
    const retailerId = (await t.createRetailer()).id;
    const experiment = await insertRunningExperiment(t.db, [retailerId], [{}]);
    const cohortId = experiment.cohorts[0]!.id;
    const first = new Date('2030-03-01T10:00:00Z');
    const visit = { experimentId: experiment.id, retailerId, shopperIdHash: 'a'.repeat(64) };
    await recordExperimentVisitor(t.db, { ...visit, cohortId, now: first });
    await recordExperimentVisitor(t.db, {
      ...visit,
      cohortId: null,
      now: new Date('2030-03-02T10:00:00Z'),
    });
    await recordExperimentVisitor(t.db, {
      ...visit,
      shopperIdHash: 'b'.repeat(64),
      cohortId: null,
      now: first,
    });
    const rows = await visitorsOf(t.db, experiment.id);
    expect(rows.map((row) => [row.shopperIdHash[0], row.cohortId, row.firstSeenAt])).toEqual(
      expect.arrayContaining([
        ['a', cohortId, first],
        ['b', null, first],
      ]),
    );
    expect(rows).toHaveLength(2);
  });
});
