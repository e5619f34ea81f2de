import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@parley/contract';
import { experimentSaveInput } from '@parley/contract/testing';
import type { TestApp } from '../../../test/test-app';
import { snapshotTables } from '../../../test/db-snapshot';
import { call, expectRefused, getJson, type Headers } from '../../../test/support/api';
import {
  createExperiment,
  listExperiments,
  switchExperiment,
  switched,
} from '../../../test/support/experiments';
import { testRetailer } from '../../../test/support/retailers';
import { startWithAdmin } from '../../../test/support/start';

let t: TestApp;
let admin: Headers;
beforeAll(async () => ({ t, admin } = await startWithAdmin()));
afterAll(() => t.close());

/** Time passes; the administrator's token is signed again, as the console would refresh it. */
async function later(seconds: number) {
  t.clock.advance(seconds);
  admin = await t.bearer(await t.createUser({ isAdmin: true }));
}

/** A draft on new stores of its own. */
async function draft(storeCount = 1) {
  const stores = [];
  for (let i = 0; i < storeCount; i++) stores.push(await testRetailer(t));
  return createExperiment(t, admin, experimentSaveInput(stores.map((store) => store.id)));
}

const ids = (list: { rule_id: string }[]) => list.map((e) => e.rule_id);

describe('switching an experiment on and off', () => {
  it('starts it now, ends it now into the archive, and locks it from then on', async () => {
    const experiment = await draft();
    const id = experiment.rule_id;
    const on = await switched(t, admin, id, true);
    expect(on).toMatchObject({ active: true, archived: false, ends_at: null });
    expect(on.starts_at).toBe(t.clock.now().toISOString());
    // Already on: the same start.
    await later(60);
    expect(await switched(t, admin, id, true)).toEqual(on);
    const save = experimentSaveInput([experiment.retailers[0]!.retailer_id]);
    await expectRefused(t, admin, [['PUT', `/experiments/${id}`, save]], 422, MSG.experimentLocked);

    await later(3600);
    const off = await switched(t, admin, id, false);
    expect(off).toMatchObject({ active: false, archived: true, starts_at: on.starts_at });
    expect(off.ends_at).toBe(t.clock.now().toISOString());
    // Its final results, computed as it ended.
    expect(off.results_updated_at).toBe(off.ends_at);
    expect(ids(await listExperiments(t, admin, 'experiments'))).not.toContain(id);
    expect(ids(await listExperiments(t, admin, 'experiments-archive'))).toContain(id);

    await expectRefused(t, admin, [['PUT', `/experiments/${id}`, save]], 422, MSG.experimentLocked);
    const again = [
      ['PUT', `/experiments/${id}`, { context: 'experiments', active: true }],
    ] as const;
    await expectRefused(t, admin, again, 422, MSG.experimentEnded);
    // Off again: unchanged.
    await later(60);
    expect(await switched(t, admin, id, false)).toEqual(off);
  });

  it('lists the archive most recently ended first', async () => {
    const [early, late] = [await draft(), await draft()];
    for (const { rule_id } of [late, early]) await switched(t, admin, rule_id, true);
    for (const { rule_id } of [early, late]) {
      await later(60);
      await switched(t, admin, rule_id, false);
    }
    const archive = ids(await listExperiments(t, admin, 'experiments-archive'));
    expect(archive.indexOf(late.rule_id)).toBeLessThan(archive.indexOf(early.rule_id));
  });

  it('leaves a draft that never ran a draft when switched off', async () => {
    const experiment = await draft();
    expect(await switched(t, admin, experiment.rule_id, false)).toEqual(experiment);
  });

  it('refuses to start without a store, or on a store another running experiment has', async () => {
    const empty = await createExperiment(t, admin, experimentSaveInput([]));
    const on = (id: string) =>
      [['PUT', `/experiments/${id}`, { context: 'experiments', active: true }]] as const;
    await expectRefused(t, admin, on(empty.rule_id), 422, MSG.experimentWithoutRetailers);

    const zebra = await testRetailer(t, { name: 'Zebra Shoes' });
    const apple = await testRetailer(t, { name: 'apple hats' });
    const free = await testRetailer(t);
    const running = await createExperiment(t, admin, experimentSaveInput([zebra.id, apple.id]));
    await switched(t, admin, running.rule_id, true);
    const overlapping = await createExperiment(
      t,
      admin,
      experimentSaveInput([free.id, zebra.id, apple.id]),
    );
    const before = await snapshotTables(t.db);
    await expectRefused(
      t,
      admin,
      on(overlapping.rule_id),
      422,
      MSG.experimentRetailerBusy('apple hats, Zebra Shoes'),
    );
    expect(await snapshotTables(t.db)).toEqual(before);
    // Free again once that one has ended.
    await switched(t, admin, running.rule_id, false);
    expect((await switched(t, admin, overlapping.rule_id, true)).active).toBe(true);
  });

  it('starts one of two experiments sharing a store switched on at once', async () => {
    for (let round = 0; round < 5; round++) {
      const shared = await testRetailer(t);
      const [a, b] = [
        await createExperiment(t, admin, experimentSaveInput([shared.id])),
        await createExperiment(
          t,
          admin,
          experimentSaveInput([(await testRetailer(t)).id, shared.id]),
        ),
      ];
      const answers = await Promise.all(
        [a, b].map((experiment) => switchExperiment(t, admin, experiment.rule_id, true)),
      );
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 422]);
      const refused = answers.find((res) => res.statusCode === 422)!;
      expect(refused.json()).toEqual({ errorMessage: MSG.experimentRetailerBusy(shared.name) });
      const running = await Promise.all(
        [a, b].map(
          async (e) =>
            (await getJson<{ active: boolean }>(t, admin, `/experiments/${e.rule_id}`)).active,
        ),
      );
      expect(running.filter(Boolean)).toHaveLength(1);
    }
  });
});

describe('deleting experiments', () => {
  it('deletes a draft or an ended one, not a running one; a deleted one is gone', async () => {
    const [kept, ended, running] = [await draft(), await draft(), await draft()];
    await switched(t, admin, ended.rule_id, true);
    await switched(t, admin, ended.rule_id, false);
    await switched(t, admin, running.rule_id, true);

    const del = (id: string) => call(t, admin, 'DELETE', `/experiments/${id}`);
    await expectRefused(
      t,
      admin,
      [['DELETE', `/experiments/${running.rule_id}`]],
      422,
      MSG.experimentActiveNotDeleted,
    );
    for (const { rule_id } of [kept, ended]) {
      const res = await del(rule_id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ deleted: 1 });
    }
    await expectRefused(
      t,
      admin,
      [
        ['DELETE', `/experiments/${kept.rule_id}`],
        ['GET', `/experiments/${ended.rule_id}`],
      ],
      404,
      MSG.notFound,
    );
    const listed = [
      ...ids(await listExperiments(t, admin, 'experiments')),
      ...ids(await listExperiments(t, admin, 'experiments-archive')),
    ];
    expect(listed).not.toContain(kept.rule_id);
    expect(listed).not.toContain(ended.rule_id);
    expect(listed).toContain(running.rule_id);
  });

  it('deletes a batch all or none', async () => {
    const [first, second, running] = [await draft(), await draft(), await draft()];
    await switched(t, admin, running.rule_id, true);
    const before = await snapshotTables(t.db);
    const batch = (...list: string[]) => ['DELETE', '/experiments', { ids: list }] as const;
    await expectRefused(
      t,
      admin,
      [batch(first.rule_id, running.rule_id)],
      422,
      MSG.experimentActiveNotDeleted,
    );
    await expectRefused(t, admin, [batch(first.rule_id, randomUUID())], 404, MSG.notFound);
    expect(await snapshotTables(t.db)).toEqual(before);

    const res = await call(
      t,
      admin,
      ...batch(first.rule_id, second.rule_id, first.rule_id.toUpperCase()),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 2 });
    await expectRefused(t, admin, [batch(second.rule_id)], 404, MSG.notFound);
  });
});
