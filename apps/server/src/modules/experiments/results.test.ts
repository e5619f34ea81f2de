import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TExperiment, type TExperimentCohortStats } from '@parley/contract';
import { experimentSaveInput } from '@parley/contract/testing';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { experimentCohorts, experimentVisitors, experiments, sales } from '../../db/schema';
import type { Headers } from '../../../test/support/api';
import { cohortStats, createExperiment, switched } from '../../../test/support/experiments';
import { adminHeaders, testRetailer, type TestRetailer } from '../../../test/support/retailers';
import { insertSession } from '../../../test/support/sessions';
import { expectTwentyAgainstThirtyPercent } from '../../../test/support/significance';
import { TEST_HOOKS_PATH } from '../billing';
import { recordExperimentVisitor } from './visitors';

let t: TestApp;
let admin: Headers;
beforeAll(async () => {
  t = await createTestApp({ PARLEY_TEST_HOOKS: '1' });
  admin = await adminHeaders(t);
});
afterAll(() => t.close());

/** Time passes; the administrator's token is signed again, as the console would refresh it. */
async function later(seconds: number) {
  t.clock.advance(seconds);
  admin = await adminHeaders(t);
}

/** The test hook: every running (or stale ended) experiment's results, computed now. */
async function computeNow() {
  const res = await t.app.inject({
    method: 'POST',
    url: `${TEST_HOOKS_PATH}/experiments/compute-results`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ experiments: number }>().experiments;
}

let orders = 0;
/** An order the store reported, of the shopper, naming the negotiations it followed. */
async function sale(
  retailer: TestRetailer,
  shopperIdHash: string,
  total: number,
  orderedAt: Date,
  parleyIds: string[] = [],
) {
  await t.db.insert(sales).values({
    retailerId: retailer.id,
    orderNumber: `#${++orders}`,
    total,
    currency: 'GBP',
    shopperIdHash,
    parleyIds,
    orderedAt,
  });
}

/** A running experiment on the stores, its start, and a time `minutes` after it. */
async function running(stores: TestRetailer[], cohorts?: TExperiment['cohorts']) {
  const experiment = await createExperiment(
    t,
    admin,
    experimentSaveInput(
      stores.map((store) => store.id),
      cohorts ? { cohorts } : {},
    ),
  );
  const on = await switched(t, admin, experiment.rule_id, true);
  const start = new Date(on.starts_at!).getTime();
  const at = (minutes: number) => new Date(start + minutes * 60_000);
  return { experiment: on, at };
}

const allStats = (experiment: TExperiment) =>
  Promise.all(experiment.cohorts.map((cohort) => cohortStats(t, admin, cohort.cohort_id)));

describe('an experiment’s results', () => {
  it('count each cohort’s shoppers, browsers, negotiations and sales in its window', async () => {
    const [one, two, outside] = [
      await testRetailer(t),
      await testRetailer(t),
      await testRetailer(t),
    ];
    const { experiment, at } = await running([one, two]);
    const id = experiment.rule_id;
    const [a, b] = experiment.cohorts.map((c) => c.cohort_id) as [string, string];
    const visitor = async (store: TestRetailer, cohortId: string | null) => {
      const hash = randomUUID();
      await recordExperimentVisitor(t.db, {
        experimentId: id,
        retailerId: store.id,
        shopperIdHash: hash,
        cohortId,
        now: at(1),
      });
      return hash;
    };
    const chat = async (
      store: TestRetailer,
      hash: string,
      cohortId: string | null,
      minutes: number,
      status: 'purchased' | 'deal_agreed' | 'added_to_basket' | 'negotiating' | 'ended',
    ) =>
      (
        await insertSession(t, store.id, {
          shopperIdHash: hash,
          experimentId: id,
          experimentCohortId: cohortId,
          createdAt: at(minutes),
          negotiationStatus: status,
        })
      ).id;

    // Cohort a. a1 browsed and bought once; its negotiation before the experiment is not in it.
    const a1 = await visitor(one, a);
    await insertSession(t, one.id, { shopperIdHash: a1, createdAt: at(-60) });
    await sale(one, a1, 100, at(10));
    // a2 browsed, and bought only before the start and after the end.
    const a2 = await visitor(one, a);
    await sale(one, a2, 500, at(-1));
    await sale(one, a2, 70, at(61));
    // a3 negotiated to a purchase, and bought after it.
    const a3 = await visitor(two, a);
    const a3Chat = await chat(two, a3, a, 5, 'purchased');
    await sale(two, a3, 80.1, at(20), [a3Chat]);
    // a4 negotiated twice in the window (one deal) and once after the end; one order named both.
    const a4 = await visitor(one, a);
    const a4Deal = await chat(one, a4, a, 6, 'deal_agreed');
    const a4Talk = await chat(one, a4, a, 7, 'negotiating');
    await chat(one, a4, a, 62, 'purchased');
    await sale(one, a4, 40, at(30), [a4Deal, a4Talk]);
    // a5 browsed and bought twice; a6's purchase was at another store, whose shopper it is not.
    const a5 = await visitor(two, a);
    await sale(two, a5, 20.05, at(11));
    await sale(two, a5, 30, at(12));
    const a6 = await visitor(one, a);
    await sale(outside, a6, 999, at(13));

    // Cohort b. b2 negotiated without a deal and bought something else; b4 bought its deal.
    await visitor(one, b);
    const b2 = await visitor(one, b);
    await chat(one, b2, b, 8, 'ended');
    await sale(one, b2, 60, at(40));
    await visitor(two, b);
    const b4 = await visitor(one, b);
    const b4Chat = await chat(one, b4, b, 9, 'added_to_basket');
    await sale(one, b4, 99.99, at(41), [b4Chat]);

    // The control: in no cohort's figures.
    const c1 = await visitor(one, null);
    await sale(one, c1, 10, at(14), [await chat(one, c1, null, 3, 'purchased')]);

    // Before the first computation: nothing counted yet.
    expect(await cohortStats(t, admin, a)).toMatchObject({
      shoppers: 0,
      conversion: null,
      updated_at: null,
    });

    await later(3600);
    expect(await computeNow()).toBe(1);
    const computedAt = t.clock.now().toISOString();
    const whileRunning = await allStats(experiment);
    // Worked out from the rows above. Significance: 4 of 6 against 2 of 4, ten shoppers, so the
    // exact binomial test: P(X <= 2 or X = 4 | n = 4, p = 2/3) = (1 + 8 + 24 + 16) / 81.
    const significance = {
      test: 'exact binomial' as const,
      p_value: expect.closeTo(49 / 81, 9) as number,
      significant: false,
      z: null,
      trials: 10,
    };
    const expected: TExperimentCohortStats[] = [
      {
        cohort_id: a,
        name: 'Tit-for-tat',
        browsers: { sessions: 4, sales: 3, revenue: 150.05, aov: 50.02 },
        chats: { sessions: 3, agreedDeals: 2, sales: 2, revenue: 120.1 },
        shoppers: 6,
        buyers: 4,
        conversion: 66.67,
        significance,
        updated_at: computedAt,
      },
      {
        cohort_id: b,
        name: 'Exponential',
        browsers: { sessions: 2, sales: 0, revenue: 0, aov: null },
        chats: { sessions: 2, agreedDeals: 1, sales: 1, revenue: 99.99 },
        shoppers: 4,
        buyers: 2,
        conversion: 50,
        significance,
        updated_at: computedAt,
      },
    ];
    expect(whileRunning).toEqual(expected);

    // Switched off a minute later: the same rows, its final results computed at once.
    await later(60);
    const off = await switched(t, admin, id, false);
    expect(off.results_updated_at).toBe(off.ends_at);
    expect(await allStats(experiment)).toEqual(
      expected.map((cohort) => ({ ...cohort, updated_at: off.ends_at })),
    );
  });

  it('test two cohorts’ conversions with the two-proportion z-test from 100 shoppers', async () => {
    const store = await testRetailer(t);
    const { experiment, at } = await running([store]);
    // 10 of 50 bought against 30 of 100: pooled 40/150, z = 1.30558, p = 0.19169.
    for (const [cohort, seen, bought] of [
      [experiment.cohorts[0]!, 50, 10],
      [experiment.cohorts[1]!, 100, 30],
    ] as const) {
      const hashes = Array.from({ length: seen }, () => randomUUID());
      await t.db.insert(experimentVisitors).values(
        hashes.map((shopperIdHash) => ({
          experimentId: experiment.rule_id,
          retailerId: store.id,
          shopperIdHash,
          cohortId: cohort.cohort_id,
          firstSeenAt: at(1),
        })),
      );
      for (const hash of hashes.slice(0, bought)) await sale(store, hash, 50, at(2));
    }
    await later(600);
    await computeNow();
    const [first, second] = await allStats(experiment);
    expect([first!.conversion, second!.conversion]).toEqual([20, 30]);
    for (const stats of [first!, second!]) expectTwentyAgainstThirtyPercent(stats.significance);
    await switched(t, admin, experiment.rule_id, false);
  });

  it('has no significance unless there are exactly two cohorts', async () => {
    const store = await testRetailer(t);
    const three = [10, 20, 30].map((share) => ({
      ...experimentSaveInput([]).cohorts[0]!,
      name: `${share} %`,
      cohort_percentage: share,
    })) as TExperiment['cohorts'];
    const { experiment, at } = await running([store], three);
    await recordExperimentVisitor(t.db, {
      experimentId: experiment.rule_id,
      retailerId: store.id,
      shopperIdHash: randomUUID(),
      cohortId: experiment.cohorts[0]!.cohort_id,
      now: at(1),
    });
    await later(60);
    await switched(t, admin, experiment.rule_id, false);
    const stats = await allStats(experiment);
    expect(stats.map((s) => [s.shoppers, s.conversion, s.significance])).toEqual([
      [1, 0, null],
      [0, null, null],
      [0, null, null],
    ]);
  });

  it('are computed again for an ended experiment whose final results were cut short', async () => {
    const store = await testRetailer(t);
    const { experiment } = await running([store]);
    await later(60);
    await switched(t, admin, experiment.rule_id, false);
    // As a process that died between the end and the computation leaves it.
    await t.db
      .update(experiments)
      .set({ resultsComputedAt: null })
      .where(eq(experiments.id, experiment.rule_id));
    await t.db
      .update(experimentCohorts)
      .set({ results: null })
      .where(eq(experimentCohorts.experimentId, experiment.rule_id));
    expect((await cohortStats(t, admin, experiment.cohorts[0]!.cohort_id)).updated_at).toBeNull();
    await later(60);
    expect(await computeNow()).toBe(1);
    expect((await cohortStats(t, admin, experiment.cohorts[0]!.cohort_id)).updated_at).toBe(
      t.clock.now().toISOString(),
    );
    // Nothing is due any more.
    expect(await computeNow()).toBe(0);
  });
});
