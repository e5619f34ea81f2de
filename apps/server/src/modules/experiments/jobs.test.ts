import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { experimentSaveInput } from '@parley/contract/testing';
import { createTestApp } from '../../../test/test-app';
import { createExperiment, switched } from '../../../test/support/experiments';
import { adminHeaders, testRetailer } from '../../../test/support/retailers';
import { experiments, jobs } from '../../db/schema';
import { COMPUTE_RESULTS_JOB } from './jobs';

/** What the server processes logged, parsed; both processes write here. */
const logged: { msg?: string; experiments?: number }[] = [];
const logger = () =>
  pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(JSON.parse(chunk.toString()) as { msg?: string });
        done();
      },
    }),
  );

const until = async (done: () => Promise<boolean>, ms = 30_000) => {
  const end = Date.now() + ms;
  while (!(await done()) && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  expect(await done()).toBe(true);
};

describe('the daily results job', () => {
  it('computes the running experiments’ results once a day, however many processes run', async () => {
    const t = await createTestApp({}, { logger: logger() });
    const second = await createTestApp({}, { databaseOf: t, logger: logger() });
    try {
      const admin = await adminHeaders(t);
      const experimentOn = async () => {
        const store = await testRetailer(t);
        const experiment = await createExperiment(t, admin, experimentSaveInput([store.id]));
        return switched(t, admin, experiment.rule_id, true);
      };
      const running = await experimentOn();
      // An ended one with its final results, and a draft: neither is due.
      const ended = await switched(t, admin, (await experimentOn()).rule_id, false);
      const draft = await createExperiment(t, admin, experimentSaveInput([]));

      const computedAt = async (id: string) =>
        (
          await t.db
            .select({ at: experiments.resultsComputedAt })
            .from(experiments)
            .where(eq(experiments.id, id))
        )[0]!.at;
      // Two server processes, each asking for the day's run as a started server does.
      t.deps.jobs.start();
      second.deps.jobs.start();
      await until(async () => (await computedAt(running.rule_id)) !== null);
      await new Promise((resolve) => setTimeout(resolve, 300));

      const runs = logged.filter((line) => line.msg === 'experiments: results computed');
      expect(runs).toEqual([expect.objectContaining({ experiments: 1 })]);
      const made = await t.db.select().from(jobs).where(eq(jobs.name, COMPUTE_RESULTS_JOB));
      const today = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000);
      expect(made.map((job) => [job.payload, job.attempts, job.completedAt !== null])).toEqual([
        [{ period: today.toISOString() }, 1, true],
      ]);
      expect((await computedAt(ended.rule_id))?.toISOString()).toBe(ended.results_updated_at);
      expect(await computedAt(draft.rule_id)).toBeNull();
    } finally {
      await second.close();
      await t.close();
    }
  });
});
