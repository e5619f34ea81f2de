import { afterAll, describe, expect, it } from 'vitest';
import type { TStartSessionRequest } from '@parley/contract';
import { defaultHyperParameters } from '@parley/engine';
import { createTestApp } from '../../../test/test-app';
import { insertAddonItem } from '../../../test/support/catalogue';
import { insertRule } from '../../../test/support/rules';
import {
  insertRunningExperiment,
  shopperInCohort,
  visitorsOf,
} from '../../../test/support/experiments';
import { marginExperiment, storeInExperiment } from '../../../test/support/widget-experiments';
import { sessionRow } from '../../../test/support/sessions';
import {
  shopperId,
  startV1,
  storeWithRule,
  testStore,
  widget,
  type TestStore,
} from '../../../test/support/widget';
import { startSession } from '../../../test/support/widget-calls';
import { ruleAddonItems } from '../../db/schema';
import { NOTHING_TO_NEGOTIATE } from './start';

const t = await createTestApp();
afterAll(() => t.close());

/** Starts the negotiation (by default, v1 of the jacket), and answers its stored session. */
async function startAs(store: TestStore, shopper: string, request = startV1(shopper)) {
  const { session } = await startSession(t, store, request);
  return sessionRow(t, session.session_id);
}

async function refusedStart(store: TestStore, shopper: string) {
  const res = await widget(t, store.headers, 'POST', '/sessions', startV1(shopper));
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json<{ errorMessage: string }>().errorMessage).toBe(NOTHING_TO_NEGOTIATE);
}

describe('a v1 start in a store of a running experiment', () => {
  it('negotiates each cohort with its algorithm, and names the experiment and cohort', async () => {
    const { store, experiment } = await storeInExperiment(t, [
      {
        cohortPercentage: 40,
        algorithmVersion: 'b_tit_for_tat',
        hyperParameters: { tolerance: 0.3 },
      },
      { cohortPercentage: 40 },
    ]);
    const [titForTat, plain] = experiment.cohorts;
    const tuned = { ...defaultHyperParameters('b_tit_for_tat'), tolerance: 0.3 };

    const other = await startAs(store, shopperInCohort(experiment, titForTat!.id));
    expect(other).toMatchObject({
      algorithmVersion: 'b_tit_for_tat',
      hyperParameters: tuned,
      experimentId: experiment.id,
      experimentCohortId: titForTat!.id,
    });
    expect(other.conversationSetup).toMatchObject({
      algorithm: { version: 'b_tit_for_tat', hyperParameters: tuned },
      maxBids: 5,
    });

    // The other cohort and the control negotiate as the store does without an experiment.
    const baseline = {
      version: 'a_baseline',
      hyperParameters: defaultHyperParameters('a_baseline'),
    };
    for (const cohortId of [plain!.id, null]) {
      const row = await startAs(store, shopperInCohort(experiment, cohortId));
      expect(row).toMatchObject({ experimentId: experiment.id, experimentCohortId: cohortId });
      expect(row.conversationSetup.algorithm).toEqual(baseline);
    }
  });

  it('lays a cohort’s hyper-parameters over the store’s algorithm rule, unless they clash with it', async () => {
    const store = await storeWithRule(t);
    const chosen = { ...defaultHyperParameters('c_exponential'), exp_max_bids: 9 };
    await insertRule(t.db, store.id, {
      kind: 'algorithm',
      active: true,
      algorithmVersion: 'c_exponential',
      hyperParameters: chosen,
    });
    const experiment = await insertRunningExperiment(
      t.db,
      [store.id],
      [
        { hyperParameters: { exp_max_bids: 3 } },
        // Within bounds, but above the rule's initial_discount_high: the pair is upside down.
        { hyperParameters: { initial_discount_low: 0.9 } },
      ],
    );
    const [overlaid, clashing] = experiment.cohorts;

    const row = await startAs(store, shopperInCohort(experiment, overlaid!.id));
    expect(row).toMatchObject({
      algorithmVersion: 'c_exponential',
      hyperParameters: { ...chosen, exp_max_bids: 3 },
    });
    expect(row.conversationSetup.maxBids).toBe(3);

    const kept = await startAs(store, shopperInCohort(experiment, clashing!.id));
    expect(kept).toMatchObject({ algorithmVersion: 'c_exponential', hyperParameters: chosen });
    expect(kept.conversationSetup.maxBids).toBe(9);
  });

  it('replaces the rule’s target discount and switches its features for the cohort', async () => {
    const store = await testStore(t);
    const ruleId = await insertRule(t.db, store.id, {
      active: true,
      targetDiscountPercentage: 10,
      askQuantityFirst: true,
      hasFreeShippingIncluded: false,
      recoveredParleysActive: false,
    });
    const gift = await insertAddonItem(t.db, store.id);
    await t.db.insert(ruleAddonItems).values({ ruleId, addonItemId: gift.id, priority: 1 });
    const switches = {
      ask_quantity_first: 'disable',
      free_shipping: 'enable',
      recovered_parleys: 'enable',
      gift_with_purchase: 'disable',
    } as const;
    const experiment = await insertRunningExperiment(
      t.db,
      [store.id],
      [
        {
          targetDiscountPercentage: 5,
          features: Object.entries(switches).map(([id, setting]) => ({
            id: id as keyof typeof switches,
            feature_override_setting: setting,
            hyper_parameters: {},
          })),
        },
        {
          features: [
            { id: 'free_shipping', feature_override_setting: 'no_change', hyper_parameters: {} },
          ],
        },
      ],
    );
    const [switched, unchanged] = experiment.cohorts;

    const row = await startAs(store, shopperInCohort(experiment, switched!.id));
    expect(row.targetDiscountPercentage).toBe(5);
    expect(row.conversationSetup).toMatchObject({
      targetDiscountPercentage: 5,
      askQuantityFirst: false,
      freeShippingIncluded: true,
      recoveredParleysActive: true,
      addons: [],
    });

    const plain = await startAs(store, shopperInCohort(experiment, unchanged!.id));
    expect(plain.targetDiscountPercentage).toBe(10);
    expect(plain.conversationSetup).toMatchObject({
      targetDiscountPercentage: 10,
      askQuantityFirst: true,
      freeShippingIncluded: false,
      recoveredParleysActive: false,
      addons: [expect.objectContaining({ addonItemId: gift.id })],
    });
  });

  it('refuses a cohort without negotiation, counting its shopper, while the other negotiates', async () => {
    const { store, experiment } = await storeInExperiment(t, [
      { parleyOverrideSetting: 'disable' },
      {},
    ]);
    const [off, on] = experiment.cohorts;
    const refused = shopperInCohort(experiment, off!.id);
    await refusedStart(store, refused);
    const row = await startAs(store, shopperInCohort(experiment, on!.id));
    expect(row.experimentCohortId).toBe(on!.id);
    const visitors = await visitorsOf(t.db, experiment.id);
    expect(visitors.map((visitor) => visitor.cohortId).sort()).toEqual([off!.id, on!.id].sort());
  });

  it('leaves negotiations of other objectives as the control’s, still in the shopper’s cohort', async () => {
    const stores = await marginExperiment(t, { algorithmVersion: 'b_tit_for_tat' });
    const row = await startAs(stores.balanced, shopperId());
    expect(row).toMatchObject({
      algorithmVersion: 'a_baseline',
      experimentId: stores.experiment.id,
      experimentCohortId: stores.cohortId,
    });
    await refusedStart(stores.margin, shopperId());
    await stores.expectVisitorsOfBoth();
  });

  it('leaves v2 starts to the caller’s terms, outside the experiment', async () => {
    const { store, experiment } = await storeInExperiment(t, [
      {
        cohortPercentage: 100,
        parleyOverrideSetting: 'disable',
        algorithmVersion: 'b_tit_for_tat',
      },
    ]);
    const shopper = shopperId();
    const v2: TStartSessionRequest = {
      apiVersion: 'v2',
      negotiationType: 'product',
      productId: 'DEMO-JACKET',
      productName: 'Waxed Cotton Jacket',
      productPrice: 189,
      currency: 'GBP',
      negotiationDirection: 'down',
      featureSettings: [],
      context: startV1(shopper).context,
    };
    const row = await startAs(store, shopper, v2);
    expect(row).toMatchObject({
      apiVersion: 'v2',
      algorithmVersion: 'a_baseline',
      experimentId: null,
      experimentCohortId: null,
    });
    expect(await visitorsOf(t.db, experiment.id)).toEqual([]);
  });

  it('names no experiment in a store outside one', async () => {
    const store = await storeWithRule(t);
    const row = await startAs(store, shopperId());
    expect(row).toMatchObject({ experimentId: null, experimentCohortId: null });
  });
});
