import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@parley/contract';
import { defaultHyperParameters } from '@parley/engine';
import type { TestApp } from '../../../test/test-app';
import { startWithAdmin } from '../../../test/support/start';
import { snapshotTables } from '../../../test/db-snapshot';
import { call, type Headers } from '../../../test/support/api';
import { retailerWithUser } from '../../../test/support/retailers';
import { algorithmRule, createRule, refusedFields, storeRule } from '../../../test/support/rules';

/** Part 2 §4–§5 posted to the API: rule types, contexts, algorithm settings, what saves clear. */

let t: TestApp;
let admin: Headers;
let shop: Awaited<ReturnType<typeof retailerWithUser>>;
beforeAll(async () => {
  ({ t, admin } = await startWithAdmin());
  shop = await retailerWithUser(t, 'enterprise');
});
afterAll(() => t.close());

const fieldErrors = (payload: object, as: Headers = shop.headers) =>
  refusedFields(t, as, 'POST', '/rules', payload);
const saved = (payload: object, as: Headers = shop.headers) => createRule(t, as, payload);

describe('rule types and contexts', () => {
  it('does not offer the Global type in the ruleset', async () => {
    expect(await fieldErrors(storeRule(shop.id, { match_type: 'global' }))).toEqual({
      match_type: MSG.globalNotInRuleset,
    });
    expect(await fieldErrors(storeRule(shop.id, { match_type: 'global' }), admin)).toEqual({
      match_type: MSG.globalNotInRuleset,
    });
  });

  it('refuses Recovered Parleys on cart rules', async () => {
    expect(
      await fieldErrors(
        storeRule(shop.id, {
          match_type: 'cart',
          cart_match_basis: 'minimum_value',
          minimum_value: 50,
          recovered_parleys_action: 'activate',
        }),
      ),
    ).toEqual({ recovered_parleys_action: MSG.recoveredNotForCart });
  });

  it('keeps algorithm rules and experiments to administrators', async () => {
    const before = await snapshotTables(t.db);
    const algorithm = await call(t, shop.headers, 'POST', '/rules', algorithmRule());
    expect(algorithm.statusCode).toBe(403);
    expect(algorithm.json()).toEqual({ errorMessage: MSG.forbidden });
    const experiment = await call(
      t,
      shop.headers,
      'POST',
      '/rules',
      algorithmRule({ experiment_percentage: 10 }),
    );
    expect(experiment.statusCode).toBe(403);
    expect(await snapshotTables(t.db)).toEqual(before);
    // Outside admin contexts nobody may add an experiment, administrators included.
    for (const as of [shop.headers, admin]) {
      expect(await fieldErrors(storeRule(shop.id, { experiment_percentage: 10 }), as)).toEqual({
        experiment_percentage: MSG.experimentAdminOnly,
      });
    }
  });

  it('requires the algorithm settings of algorithm rules, and refuses them elsewhere', async () => {
    expect(await fieldErrors({ context: 'admin:algorithm', name: 'x' }, admin)).toEqual({
      algorithm_version: MSG.required,
      hyper_parameters: MSG.required,
    });
    expect(
      await fieldErrors(
        storeRule(shop.id, {
          algorithm_version: 'a_baseline',
          hyper_parameters: defaultHyperParameters('a_baseline'),
        }),
      ),
    ).toEqual({ algorithm_version: MSG.algorithmOnly, hyper_parameters: MSG.algorithmOnly });
  });

  it('checks every hyper-parameter bound, bea and coherent', async () => {
    const base = defaultHyperParameters('b_tit_for_tat');
    const hyper = (overrides: object) =>
      algorithmRule({
        algorithm_version: 'b_tit_for_tat',
        hyper_parameters: { ...base, ...overrides },
      });
    for (const [name, low, high] of [
      ['break_even_increase', 0, 1],
      ['exp_increment_spontaneous_bids', 0, 1],
      ['exp_increment_initial_bid', 0, 1],
      ['walkaway_relaxation', 0, 1],
      ['decay_rate', 0, 1],
      ['decay_walkaway_multiplier', 0, 10],
      ['exp_max_bids', 1, 20],
      ['tolerance', 0, 1],
      ['initial_discount_low', 0, 1],
      ['kindness_high', 0, 1],
    ] as const) {
      const message = MSG.between(low, high);
      expect(await fieldErrors(hyper({ [name]: high + 0.5 }), admin), name).toMatchObject({
        [`hyper_parameters.${name}`]: message,
      });
      expect(await fieldErrors(hyper({ [name]: low - 0.5 }), admin), name).toMatchObject({
        [`hyper_parameters.${name}`]: message,
      });
    }
    const missing: Partial<typeof base> = { ...base };
    delete missing.tolerance;
    expect(
      await fieldErrors(algorithmRule({ hyper_parameters: missing as typeof base }), admin),
    ).toEqual({ 'hyper_parameters.tolerance': MSG.required });
    expect(await fieldErrors(hyper({ tolerance: 'high' }), admin)).toEqual({
      'hyper_parameters.tolerance': MSG.double,
    });
    expect(
      await fieldErrors(hyper({ break_even_increase: 0.3, break_even_randomness: 0.2 }), admin),
    ).toEqual({ 'hyper_parameters.break_even_randomness': MSG.bea });
    expect(
      await fieldErrors(hyper({ initial_discount_low: 0.6, initial_discount_high: 0.5 }), admin),
    ).toEqual({ 'hyper_parameters.initial_discount_high': MSG.coherent });
    const edge = await saved(
      hyper({ break_even_increase: 0.4, break_even_randomness: 0.2, exp_max_bids: 20 }),
      admin,
    );
    expect(edge.algorithm_settings?.hyper_parameters).toMatchObject({
      break_even_randomness: 0.2,
      exp_max_bids: 20,
    });
  });
});

describe('what the editor clears', () => {
  it('clears the fields of the time-limit modes not chosen', async () => {
    const dates = { starts_at: '2030-01-01T00:00:00Z', ends_at: '2030-01-02T00:00:00Z' };
    const recurring = {
      day: 'sat' as const,
      local_starts_at_time: '08:00',
      local_ends_at_time: '20:00',
    };
    const none = await saved(
      storeRule(shop.id, { time_limit_mode: 'no-limit', ...dates, ...recurring }),
    );
    expect(none).toMatchObject({
      starts_at: null,
      ends_at: null,
      day: null,
      local_starts_at_time: null,
      local_ends_at_time: null,
    });
    const range = await saved(
      storeRule(shop.id, { time_limit_mode: 'date-range', ...dates, ...recurring }),
    );
    expect(range).toMatchObject({
      starts_at: '2030-01-01T00:00:00.000Z',
      ends_at: '2030-01-02T00:00:00.000Z',
      day: null,
      local_starts_at_time: null,
    });
    const weekly = await saved(
      storeRule(shop.id, { time_limit_mode: 'recurring', ...dates, ...recurring }),
    );
    expect(weekly).toMatchObject({ starts_at: null, ends_at: null, ...recurring });
    // End of day is sent as no end time.
    const endOfDay = await saved(
      storeRule(shop.id, { day: 'sun', local_starts_at_time: '22:00', local_ends_at_time: null }),
    );
    expect(endOfDay).toMatchObject({ day: 'sun', local_ends_at_time: null });
  });

  it('clears the values of the cart basis not chosen, and the cart settings of other types', async () => {
    const cart = {
      match_type: 'cart' as const,
      minimum_value: 80,
      minimum_item_count: 3,
      minimum_item_value: 10,
    };
    const byValue = await saved(storeRule(shop.id, { ...cart, cart_match_basis: 'minimum_value' }));
    expect(byValue).toMatchObject({
      cart_match_basis: 'minimum_value',
      minimum_value: 80,
      minimum_item_count: null,
      minimum_item_value: null,
      ask_quantity_first: false,
      recovered_parleys_active: false,
    });
    const byCount = await saved(
      storeRule(shop.id, { ...cart, cart_match_basis: 'minimum_item_count' }),
    );
    expect(byCount).toMatchObject({
      minimum_value: null,
      minimum_item_count: 3,
      minimum_item_value: 10,
    });
    const store = await saved(storeRule(shop.id, { ...cart, match_type: 'retailer' }));
    expect(store).toMatchObject({ cart_match_basis: null, minimum_value: null });
  });

  it('clears the retailer of a global algorithm rule', async () => {
    const rule = await saved(algorithmRule({ match_type: 'global', retailer_id: shop.id }), admin);
    expect(rule).toMatchObject({ retailer_id: null, retailer: null });
  });
});
