import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type TExperiment } from '@parley/contract';
import { experimentSaveInput } from '@parley/contract/testing';
import type { TestApp } from '../../../test/test-app';
import { snapshotTables } from '../../../test/db-snapshot';
import { call, expectRefused, getJson, type Headers } from '../../../test/support/api';
import {
  createExperiment,
  experimentRequests,
  listExperiments,
} from '../../../test/support/experiments';
import { testRetailer, type TestRetailer } from '../../../test/support/retailers';
import { startWithAdminAndShops } from '../../../test/support/start';
import { insertTheme } from '../../../test/support/themes';

let t: TestApp;
let admin: Headers;
let shop: TestRetailer;
let other: TestRetailer;
beforeAll(async () => {
  ({ t, admin, shop, other } = await startWithAdminAndShops(
    { name: 'Bramble & Co' },
    { name: 'Acorn Outfitters' },
  ));
});
afterAll(() => t.close());

const put = (id: string, body: object) => call(t, admin, 'PUT', `/experiments/${id}`, body);

describe('the experiment editor’s calls', () => {
  it('creates a draft with its stores (each once), cohorts and overrides, and reads it back', async () => {
    const theme = await insertTheme(t.db, { assigned: false });
    // Every override of a cohort, read back as sent.
    const overridden = {
      name: 'Tit-for-tat',
      cohort_percentage: 35.5,
      parley_override_setting: 'disable',
      override_theme_id: theme,
      algorithm_version: 'b_tit_for_tat',
      target_discount_percentage: 12.5,
      hyper_parameters: { exp_max_bids: 6, walkaway_relaxation: 0.2 },
    } as const;
    const freeShipping = {
      id: 'free_shipping',
      feature_override_setting: 'enable',
      hyper_parameters: {},
    } as const;
    const signs = {
      id: 'signposting',
      name: 'Signs',
      feature_override_setting: 'disable',
      hyper_parameters: { delay: 5 },
    } as const;
    const save = experimentSaveInput([shop.id, other.id, shop.id.toUpperCase()], {
      objective: 'increase_conversion',
      cohorts: [
        { ...overridden, cohort_features: [freeShipping, signs] },
        { name: 'Plain', cohort_percentage: 40 },
      ],
    });
    const created = await createExperiment(t, admin, save);
    expect(created).toEqual({
      rule_id: expect.any(String) as string,
      name: 'Tit-for-tat against exponential',
      description: 'Which strategy sells more?',
      objective: 'increase_conversion',
      active: false,
      archived: false,
      starts_at: null,
      ends_at: null,
      // By name.
      retailers: [
        { retailer_id: other.id, name: 'Acorn Outfitters' },
        { retailer_id: shop.id, name: 'Bramble & Co' },
      ],
      cohorts: [
        {
          cohort_id: expect.any(String) as string,
          ...overridden,
          // Saved without a name: its label.
          cohort_features: [{ ...freeShipping, name: 'Free Shipping' }, signs],
        },
        {
          cohort_id: expect.any(String) as string,
          name: 'Plain',
          cohort_percentage: 40,
          parley_override_setting: 'no_change',
          override_theme_id: null,
          algorithm_version: null,
          target_discount_percentage: null,
          hyper_parameters: {},
          cohort_features: [],
        },
      ],
      control_percentage: 24.5,
      results_updated_at: null,
    });
    expect(await getJson(t, admin, `/experiments/${created.rule_id}`)).toEqual(created);
  });

  it('lists drafts newest first, apart from the archive', async () => {
    const first = await createExperiment(t, admin, experimentSaveInput([], { name: 'First' }));
    const second = await createExperiment(t, admin, experimentSaveInput([], { name: 'Second' }));
    const listed = (await listExperiments(t, admin, 'experiments')).map((e) => e.rule_id);
    expect(listed.indexOf(second.rule_id)).toBeLessThan(listed.indexOf(first.rule_id));
    const archive = await listExperiments(t, admin, 'experiments-archive');
    expect(archive.map((e) => e.rule_id)).not.toContain(first.rule_id);
  });

  it('replaces a draft’s cohorts in order, keeping the ids of those it sends back', async () => {
    const created = await createExperiment(t, admin, experimentSaveInput([shop.id]));
    const [titForTat, exponential] = created.cohorts;
    const res = await put(
      created.rule_id,
      experimentSaveInput([other.id], {
        name: 'Renamed',
        cohorts: [
          { cohort_id: exponential!.cohort_id, name: 'Exponential, first', cohort_percentage: 30 },
          { name: 'New Cohort', cohort_percentage: 30 },
          // A copy of the first with its id: a new cohort.
          { cohort_id: exponential!.cohort_id, name: 'Copy', cohort_percentage: 10 },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<TExperiment>();
    expect(saved).toMatchObject({
      name: 'Renamed',
      retailers: [{ retailer_id: other.id }],
      control_percentage: 30,
    });
    expect(saved.cohorts.map((c) => [c.name, c.cohort_percentage])).toEqual([
      ['Exponential, first', 30],
      ['New Cohort', 30],
      ['Copy', 10],
    ]);
    const ids = saved.cohorts.map((c) => c.cohort_id);
    expect(ids[0]).toBe(exponential!.cohort_id);
    expect(new Set(ids).size).toBe(3);
    expect(ids).not.toContain(titForTat!.cohort_id);
  });

  it('answers 404 for another experiment’s cohort id, an unknown experiment or a deleted one', async () => {
    const mine = await createExperiment(t, admin, experimentSaveInput([shop.id]));
    const theirs = await createExperiment(t, admin, experimentSaveInput([shop.id]));
    const stolen = experimentSaveInput([shop.id], {
      cohorts: [
        { cohort_id: theirs.cohorts[0]!.cohort_id, name: 'Mine now', cohort_percentage: 10 },
      ],
    });
    const before = await snapshotTables(t.db);
    const refused = [
      ['PUT', `/experiments/${mine.rule_id}`, stolen],
      ['POST', '/experiments', stolen],
      ['GET', `/experiments/${randomUUID()}`],
      ['PUT', `/experiments/${randomUUID()}`, experimentSaveInput([shop.id])],
      ['PUT', `/experiments/${randomUUID()}`, { context: 'experiments', active: true }],
    ] as const;
    await expectRefused(t, admin, refused, 404, MSG.notFound);
    expect(await snapshotTables(t.db)).toEqual(before);

    await call(t, admin, 'DELETE', `/experiments/${mine.rule_id}`);
    await expectRefused(
      t,
      admin,
      experimentRequests(mine.rule_id, experimentSaveInput([])).slice(3),
      404,
      MSG.notFound,
    );
  });

  it('refuses a store or an override theme that does not exist, and saves nothing', async () => {
    const created = await createExperiment(t, admin, experimentSaveInput([shop.id]));
    const ghostTheme = experimentSaveInput([shop.id], {
      cohorts: [{ name: 'Themed', cohort_percentage: 50, override_theme_id: randomUUID() }],
    });
    const before = await snapshotTables(t.db);
    const requests = (save: object) =>
      [
        ['POST', '/experiments', save],
        ['PUT', `/experiments/${created.rule_id}`, save],
      ] as const;
    await expectRefused(
      t,
      admin,
      requests(experimentSaveInput([shop.id, randomUUID()])),
      422,
      MSG.experimentRetailerUnknown,
    );
    await expectRefused(t, admin, requests(ghostTheme), 422, MSG.experimentThemeUnknown);
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('refuses with 400 what the schema refuses: cohorts over 100 % in total', async () => {
    const res = await call(
      t,
      admin,
      'POST',
      '/experiments',
      experimentSaveInput([shop.id], {
        cohorts: [
          { name: 'A', cohort_percentage: 60 },
          { name: 'B', cohort_percentage: 50 },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorMessage: MSG.cohortTotalOver100 });
  });

  it('answers 403 to a retailer user on every route, and 401 to nobody', async () => {
    const experiment = await createExperiment(t, admin, experimentSaveInput([shop.id]));
    const requests = experimentRequests(experiment.rule_id, experimentSaveInput([shop.id]));
    const stranger = await testRetailer(t);
    const before = await snapshotTables(t.db);
    for (const user of [shop, stranger]) {
      await expectRefused(t, user.headers, requests, 403, MSG.forbidden);
    }
    for (const [method, url, payload] of requests) {
      expect((await call(t, {}, method, url, payload)).statusCode).toBe(401);
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});
