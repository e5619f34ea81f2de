import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DISPLAY_SETTINGS, RECURRING_DAYS, RULE_MATCH_TYPES, type TRule } from '@parley/contract';
import { chooseRule } from './choose-rule';
import { NOON_WEDNESDAY, contextOf, ruleOf } from '../../test/support/rule-choice';
import type { ShopperContext } from './types';

const ids = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');
/** Each condition is off most of the time, so that a fair share of rules apply. */
const mostly = <T, U>(usual: T, other: fc.Arbitrary<U>) =>
  fc.oneof({ arbitrary: fc.constant(usual), weight: 3 }, { arbitrary: other, weight: 1 });
const hours = mostly(
  null,
  fc.integer({ min: 0, max: 23 }).map((h) => `${String(h).padStart(2, '0')}:00`),
);
const dates = mostly(
  null,
  fc
    .integer({ min: -3, max: 3 })
    .map((days) => new Date(NOON_WEDNESDAY + days * 86_400_000).toISOString()),
);

const rules: fc.Arbitrary<TRule> = fc
  .record({
    rule_id: fc.uuid(),
    retailer_id: mostly('r1', fc.constantFrom('r2', null)),
    match_type: fc.constantFrom(...RULE_MATCH_TYPES),
    priority: fc.integer({ min: 1, max: 30 }),
    active: mostly(true, fc.constant(false)),
    archived: mostly(false, fc.constant(true)),
    cohort_ids: mostly([], fc.array(ids, { minLength: 1, maxLength: 2 })),
    starts_at: dates,
    ends_at: dates,
    day: mostly(null, fc.constantFrom(...RECURRING_DAYS)),
    local_starts_at_time: hours,
    local_ends_at_time: hours,
    experiment_percentage: mostly(null, fc.integer({ min: 0, max: 100 })),
    cart_match_basis: fc.constantFrom(
      'minimum_value' as const,
      'minimum_item_count' as const,
      null,
    ),
    minimum_value: fc.option(fc.integer({ min: 0, max: 300 }), { nil: null }),
    minimum_item_count: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
    minimum_item_value: fc.option(fc.integer({ min: 0, max: 50 }), { nil: null }),
    display_setting: mostly('always' as const, fc.constantFrom(...DISPLAY_SETTINGS)),
    delay_seconds: fc.option(fc.constantFrom(5, 10, 30), { nil: null }),
    minimum_visit_number: mostly(null, fc.integer({ min: 2, max: 4 })),
    products: fc.array(
      ids.map((id) => ({ retailer_product_id: id, name: id })),
      { maxLength: 3 },
    ),
    product_categories: fc.array(
      ids.map((id) => ({ product_category_id: id, name: id })),
      {
        maxLength: 3,
      },
    ),
  })
  .map((fields) => ruleOf(fields));

const contexts: fc.Arbitrary<ShopperContext> = fc
  .record({
    retailerId: mostly('r1', fc.constant('r2')),
    shopperId: fc.string({ minLength: 8, maxLength: 12 }),
    product: fc.boolean(),
    productId: ids,
    categories: fc.array(ids, { maxLength: 2 }),
    items: fc.array(
      fc.record({
        productId: ids,
        price: fc.integer({ min: 1, max: 100 }),
        quantity: fc.integer({ min: 1, max: 3 }),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    hoursFromNoon: fc.integer({ min: -80, max: 80 }),
    timezone: fc.constantFrom('UTC', 'Europe/Paris', 'America/Los_Angeles', 'Asia/Kolkata'),
    visitNumber: fc.integer({ min: 1, max: 5 }),
    dwellSeconds: fc.integer({ min: 0, max: 40 }),
    exitIntent: fc.boolean(),
    cohortIds: fc.array(ids, { maxLength: 2 }),
  })
  .map(({ product, productId, categories, items, hoursFromNoon, ...rest }) =>
    contextOf({
      ...rest,
      now: NOON_WEDNESDAY + hoursFromNoon * 3_600_000,
      subject: product ? { type: 'product', productId, categories } : { type: 'cart', items },
    }),
  );

const applies = (rule: TRule, context: ShopperContext) => chooseRule([rule], context).rule !== null;

describe('rule choice properties', () => {
  it('never chooses an archived rule, nor an inactive one its link does not name', () => {
    fc.assert(
      fc.property(fc.array(rules, { maxLength: 8 }), contexts, (list, context) => {
        const { rule } = chooseRule(list, context);
        if (rule) expect(rule.archived).toBe(false);
        if (rule && rule.rule_id !== context.magicLinkRuleId) expect(rule.active).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('chooses the best-ranked rule among those that apply on their own, in any list order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(rules, { maxLength: 8, selector: (r) => r.priority }),
        contexts,
        (list, context) => {
          const choice = chooseRule(list, context);
          const applying = list.filter((rule) => applies(rule, context));
          const best = applying.sort((a, b) => a.priority - b.priority)[0] ?? null;
          expect(choice.rule).toBe(best);
          expect(chooseRule([...list].reverse(), context).rule).toBe(best);
          expect(choice.skipped.map((s) => s.ruleId)).toEqual(
            list
              .filter((rule) => best === null || rule.priority < best.priority)
              .sort((a, b) => a.priority - b.priority)
              .map((rule) => rule.rule_id),
          );
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('lets the shopper’s magic link win whenever its rule applies with the link', () => {
    fc.assert(
      fc.property(
        fc.array(rules, { minLength: 1, maxLength: 8 }),
        contexts,
        fc.nat(),
        (list, context, pick) => {
          const target = list[pick % list.length]!;
          const linked = { ...context, magicLinkRuleId: target.rule_id };
          const options = { linkOnlyRuleIds: [target.rule_id] };
          const choice = chooseRule(list, linked, options);
          if (applies(target, linked))
            expect(choice).toMatchObject({ rule: target, reason: 'magic_link' });
          expect(chooseRule(list, context, options).rule).not.toBe(target);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
