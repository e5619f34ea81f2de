import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type TRule } from '@parley/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Headers } from '../../../test/support/api';
import { retailerWithUser } from '../../../test/support/retailers';
import { createRule, refusedFields, storeRule } from '../../../test/support/rules';

/** Part 2 §4–§5 posted straight to the API (the console is never trusted): required fields. */

let t: TestApp;
let shop: Awaited<ReturnType<typeof retailerWithUser>>;
/** A rule that PUT saves are sent to. */
let existing: TRule;
beforeAll(async () => {
  t = await createTestApp();
  shop = await retailerWithUser(t, 'enterprise');
  existing = await createRule(t, shop.headers, storeRule(shop.id));
});
afterAll(() => t.close());

const fieldErrors = (
  payload: object,
  as: Headers = shop.headers,
  method: 'POST' | 'PUT' = 'POST',
) =>
  refusedFields(
    t,
    as,
    method,
    method === 'POST' ? '/rules' : `/rules/${existing.rule_id}`,
    payload,
  );

const saved = (payload: object, as: Headers = shop.headers) => createRule(t, as, payload);

describe('required fields by rule type and mode', () => {
  it('requires the name, type, retailer, threshold, free shipping and ask-quantity-first', async () => {
    expect(await fieldErrors({ context: 'ruleset', name: ' ' })).toMatchObject({
      name: MSG.required,
    });
    expect(await fieldErrors({ context: 'ruleset', name: 'x' })).toEqual({
      match_type: MSG.required,
      retailer_id: MSG.required,
      walkaway_percentage: MSG.required,
      has_free_shipping_included: MSG.required,
      ask_quantity_first_action: MSG.required,
    });
    expect(await fieldErrors({ name: 'x' })).toEqual({ context: MSG.required });
  });

  it('gives the same field errors to a save over an existing rule', async () => {
    expect(await fieldErrors({ context: 'ruleset', name: 'x' }, shop.headers, 'PUT')).toEqual({
      match_type: MSG.required,
      retailer_id: MSG.required,
      walkaway_percentage: MSG.required,
      has_free_shipping_included: MSG.required,
      ask_quantity_first_action: MSG.required,
    });
    expect(
      await fieldErrors(storeRule(shop.id, { walkaway_percentage: 120 }), shop.headers, 'PUT'),
    ).toEqual({ walkaway_percentage: 'This is not a valid Discount Threshold' });
  });

  it('checks the percentages: 0 to 100, numbers only', async () => {
    expect(await fieldErrors(storeRule(shop.id, { walkaway_percentage: 101 }))).toEqual({
      walkaway_percentage: 'This is not a valid Discount Threshold',
    });
    expect(
      await fieldErrors(storeRule(shop.id, { walkaway_percentage: '16' as unknown as number })),
    ).toEqual({ walkaway_percentage: MSG.double });
    expect((await saved(storeRule(shop.id, { walkaway_percentage: 0 }))).walkaway_percentage).toBe(
      0,
    );
  });

  it('requires the target discount in the legacy editor only', async () => {
    expect(await fieldErrors(storeRule(shop.id, { objective: 'none' }))).toEqual({
      target_discount_percentage: MSG.required,
    });
    const legacy = await saved(
      storeRule(shop.id, { objective: 'none', target_discount_percentage: 5.5 }),
    );
    expect(legacy).toMatchObject({ objective: 'none', target_discount_percentage: 5.5 });
  });

  it('requires products for product rules and categories for category rules', async () => {
    expect(await fieldErrors(storeRule(shop.id, { match_type: 'product', products: [] }))).toEqual({
      products: MSG.required,
    });
    expect(await fieldErrors(storeRule(shop.id, { match_type: 'product_category' }))).toEqual({
      product_categories: MSG.required,
    });
  });

  it('requires the match basis of cart rules and the values of the chosen basis, not ask-quantity-first', async () => {
    const cart = { match_type: 'cart' as const, ask_quantity_first_action: undefined };
    expect(await fieldErrors(storeRule(shop.id, cart))).toEqual({
      cart_match_basis: MSG.required,
    });
    expect(
      await fieldErrors(storeRule(shop.id, { ...cart, cart_match_basis: 'minimum_value' })),
    ).toEqual({ minimum_value: MSG.required });
    expect(
      await fieldErrors(storeRule(shop.id, { ...cart, cart_match_basis: 'minimum_item_count' })),
    ).toEqual({ minimum_item_count: MSG.required, minimum_item_value: MSG.required });
  });

  it('requires both dates of a date range, the end after the begin', async () => {
    expect(await fieldErrors(storeRule(shop.id, { starts_at: '2030-01-01T00:00:00Z' }))).toEqual({
      ends_at: MSG.required,
    });
    expect(
      await fieldErrors(
        storeRule(shop.id, { starts_at: '2030-01-02T00:00:00Z', ends_at: '2030-01-01T00:00:00Z' }),
      ),
    ).toEqual({ ends_at: MSG.endBeforeBegin });
    expect(
      await fieldErrors(storeRule(shop.id, { starts_at: '01/02/2030', ends_at: 'tomorrow' })),
    ).toEqual({ starts_at: MSG.isoDate, ends_at: MSG.isoDate });
  });

  it('requires the day and begin time of a recurring limit, in whole hours', async () => {
    expect(await fieldErrors(storeRule(shop.id, { time_limit_mode: 'recurring' }))).toEqual({
      day: MSG.required,
      local_starts_at_time: MSG.required,
    });
    expect(
      await fieldErrors(
        storeRule(shop.id, {
          day: 'mon',
          local_starts_at_time: '09:30',
          local_ends_at_time: '24:00',
        }),
      ),
    ).toEqual({ local_starts_at_time: MSG.hourlyTime, local_ends_at_time: MSG.hourlyTime });
    expect(
      await fieldErrors(
        storeRule(shop.id, {
          day: 'mon',
          local_starts_at_time: '10:00',
          local_ends_at_time: '09:00',
        }),
      ),
    ).toEqual({ local_ends_at_time: MSG.endBeforeBegin });
    expect(
      await fieldErrors(
        storeRule(shop.id, {
          day: 'mon',
          local_starts_at_time: '10:00',
          starts_at: '2030-01-01T00:00:00Z',
          ends_at: '2030-01-02T00:00:00Z',
        }),
      ),
    ).toEqual({ day: MSG.timeLimitMixed });
  });
});

describe('behavioural settings', () => {
  it('requires delay seconds with the delay setting: a number, at least 5, in steps of 5', async () => {
    const delay = { display_setting: 'delay' as const };
    expect(await fieldErrors(storeRule(shop.id, delay))).toEqual({ delay_seconds: MSG.required });
    expect(await fieldErrors(storeRule(shop.id, { ...delay, delay_seconds: 0 }))).toEqual({
      delay_seconds: MSG.minimum(5),
    });
    expect(await fieldErrors(storeRule(shop.id, { ...delay, delay_seconds: 12 }))).toEqual({
      delay_seconds: MSG.stepOf(5),
    });
    expect(
      await fieldErrors(
        storeRule(shop.id, { ...delay, delay_seconds: 'ten' as unknown as number }),
      ),
    ).toEqual({ delay_seconds: MSG.numeric });
    expect((await saved(storeRule(shop.id, { ...delay, delay_seconds: 15 }))).delay_seconds).toBe(
      15,
    );
    // Any other setting clears the delay.
    const always = await saved(
      storeRule(shop.id, { display_setting: 'exit_intent', delay_seconds: 15 }),
    );
    expect(always).toMatchObject({ display_setting: 'exit_intent', delay_seconds: null });
  });

  it('requires at least one visit and stores one visit as no minimum', async () => {
    expect(await fieldErrors(storeRule(shop.id, { minimum_visit_number: 0 }))).toEqual({
      minimum_visit_number: MSG.minimum(1),
    });
    expect(await fieldErrors(storeRule(shop.id, { minimum_visit_number: 2.5 }))).toEqual({
      minimum_visit_number: MSG.integer,
    });
    expect(
      (await saved(storeRule(shop.id, { minimum_visit_number: 1 }))).minimum_visit_number,
    ).toBe(null);
    expect(
      (await saved(storeRule(shop.id, { minimum_visit_number: 4 }))).minimum_visit_number,
    ).toBe(4);
  });
});
