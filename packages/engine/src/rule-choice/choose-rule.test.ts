import { describe, expect, it } from 'vitest';
import { chooseRule } from './choose-rule';
import { localTimeOf } from './local-time';
import { NOON_WEDNESDAY, contextOf, ruleOf } from '../../test/support/rule-choice';
import type { ShopperContext } from './types';
import type { TRule } from '@parley/contract';

const applies = (rule: TRule, context: ShopperContext = contextOf()) =>
  chooseRule([rule], context).rule !== null;
const skipOf = (rule: TRule, context: ShopperContext = contextOf()) =>
  chooseRule([rule], context).skipped[0]?.reason ?? null;

const cart = (items: { price: number; quantity: number }[]): ShopperContext['subject'] => ({
  type: 'cart',
  items: items.map((item, i) => ({ productId: `p${i}`, ...item })),
});

describe('priority', () => {
  it('takes the applicable rule with the lowest priority number, whatever the list order', () => {
    const rules = [
      ruleOf({ rule_id: 'c', priority: 3 }),
      ruleOf({ rule_id: 'a', priority: 1, active: false }),
      ruleOf({ rule_id: 'b', priority: 2 }),
    ];
    const choice = chooseRule(rules, contextOf());
    expect(choice).toEqual({
      rule: rules[2],
      reason: 'priority',
      skipped: [{ ruleId: 'a', reason: 'inactive' }],
    });
  });

  it('answers no_rule with every reason when nothing applies', () => {
    const choice = chooseRule([ruleOf({ archived: true })], contextOf());
    expect(choice).toEqual({
      rule: null,
      reason: 'no_rule',
      skipped: [{ ruleId: 'rule-1', reason: 'archived' }],
    });
  });
});

describe('match types', () => {
  it('whole store: the retailer’s product pages, not carts nor other retailers', () => {
    expect(applies(ruleOf())).toBe(true);
    expect(skipOf(ruleOf(), contextOf({ subject: cart([{ price: 10, quantity: 1 }]) }))).toBe(
      'not_this_subject',
    );
    expect(skipOf(ruleOf(), contextOf({ retailerId: 'r2' }))).toBe('other_retailer');
  });

  it('global and algorithm rules: every negotiation (a retailer’s own, for a retailer rule)', () => {
    const global = ruleOf({ match_type: 'global', retailer_id: null, retailer: null });
    const onCart = contextOf({ subject: cart([{ price: 10, quantity: 1 }]) });
    expect(applies(global, onCart)).toBe(true);
    expect(applies(global, contextOf({ retailerId: 'r9' }))).toBe(true);
    expect(chooseRule([ruleOf()], onCart, { list: 'algorithm' }).rule).not.toBeNull();
  });

  it('individual products by the store’s product id', () => {
    const rule = ruleOf({
      match_type: 'product',
      products: [{ retailer_product_id: 'p1', name: 'Boot' }],
    });
    expect(applies(rule)).toBe(true);
    expect(
      skipOf(rule, contextOf({ subject: { type: 'product', productId: 'p2', categories: [] } })),
    ).toBe('not_this_subject');
  });

  it('categories by id or by name, ignoring case (the store sends names and tags)', () => {
    const rule = (id: string, name: string) =>
      ruleOf({
        match_type: 'product_category',
        product_categories: [{ product_category_id: id, name }],
      });
    expect(applies(rule('gid://1', 'shoes'))).toBe(true);
    expect(applies(rule('sale', 'Clearance'))).toBe(true);
    expect(applies(rule('gid://2', 'Hats'))).toBe(false);
  });

  it('carts by minimum value', () => {
    const rule = ruleOf({
      match_type: 'cart',
      cart_match_basis: 'minimum_value',
      minimum_value: 100,
    });
    expect(applies(rule, contextOf({ subject: cart([{ price: 40, quantity: 2 }]) }))).toBe(false);
    expect(skipOf(rule, contextOf({ subject: cart([{ price: 40, quantity: 2 }]) }))).toBe(
      'cart_below_minimum',
    );
    expect(applies(rule, contextOf({ subject: cart([{ price: 50, quantity: 2 }]) }))).toBe(true);
    expect(skipOf(rule)).toBe('not_this_subject');
  });

  it('carts by the number of items worth at least the item value', () => {
    const rule = ruleOf({
      match_type: 'cart',
      cart_match_basis: 'minimum_item_count',
      minimum_item_count: 3,
      minimum_item_value: 20,
    });
    const subject = cart([
      { price: 25, quantity: 2 },
      { price: 5, quantity: 4 },
    ]);
    expect(applies(rule, contextOf({ subject }))).toBe(false);
    const more = cart([
      { price: 25, quantity: 2 },
      { price: 20, quantity: 1 },
    ]);
    expect(applies(rule, contextOf({ subject: more }))).toBe(true);
  });
});

describe('time limits', () => {
  it('a date range: from its start, until (not at) its end', () => {
    const rule = ruleOf({ starts_at: '2025-01-15T12:00:00Z', ends_at: '2025-01-16T00:00:00Z' });
    expect(applies(rule)).toBe(true);
    expect(skipOf(rule, contextOf({ now: NOON_WEDNESDAY - 1 }))).toBe('not_started');
    expect(skipOf(rule, contextOf({ now: Date.UTC(2025, 0, 16) }))).toBe('ended');
    expect(applies(rule, contextOf({ now: new Date('2025-01-15T23:59:59Z') }))).toBe(true);
  });

  it('keeps a rule with a date that does not parse off', () => {
    expect(skipOf(ruleOf({ starts_at: 'soon' }))).toBe('not_started');
  });

  it('a recurring window in the retailer’s timezone, End of day included', () => {
    const rule = ruleOf({ day: 'wed', local_starts_at_time: '09:00', local_ends_at_time: '13:00' });
    expect(applies(rule)).toBe(true);
    // 12:00 UTC is 07:00 in New York and 21:00 in Tokyo.
    expect(skipOf(rule, contextOf({ timezone: 'America/New_York' }))).toBe(
      'outside_recurring_window',
    );
    expect(skipOf(rule, contextOf({ timezone: 'Asia/Tokyo' }))).toBe('outside_recurring_window');
    const evening = ruleOf({ day: 'wed', local_starts_at_time: '20:00', local_ends_at_time: null });
    expect(applies(evening, contextOf({ timezone: 'Asia/Tokyo' }))).toBe(true);
    expect(applies(evening)).toBe(false);
  });

  it('working days and weekends', () => {
    const working = ruleOf({ day: 'working', local_starts_at_time: '00:00' });
    const weekend = ruleOf({ day: 'weekend', local_starts_at_time: '00:00' });
    const saturday = contextOf({ now: Date.UTC(2025, 0, 18, 12) });
    expect([applies(working), applies(weekend)]).toEqual([true, false]);
    expect([applies(working, saturday), applies(weekend, saturday)]).toEqual([false, true]);
    // Friday 23:30 UTC is already Saturday in Sydney.
    const fridayNight = contextOf({
      now: Date.UTC(2025, 0, 17, 23, 30),
      timezone: 'Australia/Sydney',
    });
    expect(applies(weekend, fridayNight)).toBe(true);
  });

  it('reads local time with Intl, an unknown zone as UTC', () => {
    expect(localTimeOf(NOON_WEDNESDAY, 'Europe/London')).toEqual({ weekday: 'wed', hour: 12 });
    expect(localTimeOf(Date.UTC(2025, 6, 15, 12), 'Europe/London')).toEqual({
      weekday: 'tue',
      hour: 13,
    });
    expect(localTimeOf(NOON_WEDNESDAY, 'Not/AZone')).toEqual({ weekday: 'wed', hour: 12 });
    expect(localTimeOf(Date.UTC(2025, 0, 15, 0), 'UTC').hour).toBe(0);
  });
});

describe('audience', () => {
  it('cohorts: only shoppers in one of the rule’s cohorts', () => {
    const rule = ruleOf({ cohort_ids: ['vip', 'staff'] });
    expect(skipOf(rule)).toBe('cohort');
    expect(applies(rule, contextOf({ cohortIds: ['staff'] }))).toBe(true);
  });

  it('experiment percentage: a stable share of shoppers by hash of shopper and rule', () => {
    const rule = ruleOf({ experiment_percentage: 25 });
    const shoppers = Array.from({ length: 4000 }, (_, i) => `shopper-${i}`);
    const inside = shoppers.filter((shopperId) => applies(rule, contextOf({ shopperId })));
    expect(Math.abs(inside.length / shoppers.length - 0.25)).toBeLessThan(0.03);
    expect(inside.every((shopperId) => applies(rule, contextOf({ shopperId })))).toBe(true);
    expect(applies(ruleOf({ experiment_percentage: 0 }))).toBe(false);
    expect(applies(ruleOf({ experiment_percentage: 100 }))).toBe(true);
    const other = ruleOf({ rule_id: 'rule-2', experiment_percentage: 25 });
    const alsoInOther = inside.filter((shopperId) => applies(other, contextOf({ shopperId })));
    expect(alsoInOther.length).toBeLessThan(inside.length * 0.5);
  });
});

describe('behavioural display settings', () => {
  it('delay: after the dwell seconds', () => {
    const rule = ruleOf({ display_setting: 'delay', delay_seconds: 30 });
    expect(skipOf(rule, contextOf({ dwellSeconds: 29 }))).toBe('dwell');
    expect(applies(rule, contextOf({ dwellSeconds: 30 }))).toBe(true);
  });

  it('exit intent: only when the shopper is leaving', () => {
    const rule = ruleOf({ display_setting: 'exit_intent' });
    expect(skipOf(rule)).toBe('exit_intent');
    expect(applies(rule, contextOf({ exitIntent: true }))).toBe(true);
  });

  it('minimum visit number', () => {
    const rule = ruleOf({ minimum_visit_number: 3 });
    expect(skipOf(rule, contextOf({ visitNumber: 2 }))).toBe('visits');
    expect(applies(rule, contextOf({ visitNumber: 3 }))).toBe(true);
  });

  it('falls through to the next rule until the trigger fires', () => {
    const delayed = ruleOf({
      rule_id: 'delayed',
      priority: 1,
      display_setting: 'delay',
      delay_seconds: 10,
    });
    const always = ruleOf({ rule_id: 'always', priority: 2 });
    expect(chooseRule([delayed, always], contextOf()).rule?.rule_id).toBe('always');
    expect(chooseRule([delayed, always], contextOf({ dwellSeconds: 12 })).rule?.rule_id).toBe(
      'delayed',
    );
  });
});

describe('magic links', () => {
  const ordinary = ruleOf({ rule_id: 'ordinary', priority: 1 });
  const linked = ruleOf({
    rule_id: 'linked',
    priority: 5,
    display_setting: 'exit_intent',
    minimum_visit_number: 4,
  });
  const options = { linkOnlyRuleIds: ['linked'] };

  it('a link-only rule applies only with its link, and then wins over priority and triggers', () => {
    expect(chooseRule([ordinary, linked], contextOf(), options).rule?.rule_id).toBe('ordinary');
    expect(chooseRule([linked], contextOf(), options).skipped).toEqual([
      { ruleId: 'linked', reason: 'link_only' },
    ]);
    const withLink = chooseRule(
      [ordinary, linked],
      contextOf({ magicLinkRuleId: 'linked' }),
      options,
    );
    expect(withLink).toMatchObject({ rule: { rule_id: 'linked' }, reason: 'magic_link' });
  });

  it('activates its rule even when the rule is switched off for everyone else', () => {
    const off = { ...linked, active: false };
    expect(chooseRule([ordinary, off], contextOf(), options).rule?.rule_id).toBe('ordinary');
    const choice = chooseRule([ordinary, off], contextOf({ magicLinkRuleId: 'linked' }), options);
    expect(choice).toMatchObject({ rule: { rule_id: 'linked' }, reason: 'magic_link' });
  });

  it('does not bring back a rule that is archived, out of date or for another product', () => {
    for (const change of [
      { archived: true },
      { ends_at: '2024-01-01T00:00:00Z' },
      { match_type: 'product' as const, products: [{ retailer_product_id: 'p9', name: 'x' }] },
    ]) {
      const rules = [ordinary, { ...linked, ...change }];
      const choice = chooseRule(rules, contextOf({ magicLinkRuleId: 'linked' }), options);
      expect(choice.rule?.rule_id).toBe('ordinary');
    }
  });
});
