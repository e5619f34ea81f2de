import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { ruleFixture } from '../../routes/rule-list/fake-rules';
import { activeRulesText } from './ActiveRulesSummary';
import { ruleAnnouncements } from './announcements';
import { dropRule } from './reorder';

const rule = (name: string, priority: number) => ruleFixture({ name, priority });
const order = (rules: { name: string; priority: number }[]) =>
  rules.map(({ name, priority }) => `${priority} ${name}`);

describe('dropRule', () => {
  // Priority 3 belongs to an archived rule, which the ruleset does not list.
  const rules = [rule('A', 1), rule('B', 2), rule('C', 4), rule('D', 5)];
  const id = (index: number) => rules[index]?.rule_id ?? '';

  it('moves a rule down onto another: it takes its priority, those between move up', () => {
    const drop = dropRule(rules, id(0), id(2));
    expect(drop?.priority).toBe(4);
    expect(order(drop?.rules ?? [])).toEqual(['1 B', '3 C', '4 A', '5 D']);
  });

  it('moves a rule up onto another: those between move down', () => {
    const drop = dropRule(rules, id(3), id(1));
    expect(drop?.priority).toBe(2);
    expect(order(drop?.rules ?? [])).toEqual(['1 A', '2 D', '3 B', '5 C']);
  });

  it('leaves the list as it was', () => {
    dropRule(rules, id(0), id(3));
    expect(order(rules)).toEqual(['1 A', '2 B', '4 C', '5 D']);
  });

  it('is null for a drop onto itself or an unknown rule', () => {
    expect(dropRule(rules, id(1), id(1))).toBeNull();
    expect(dropRule(rules, id(1), 'gone')).toBeNull();
  });
});

describe('activeRulesText', () => {
  it("lists up to three names, then 'N more...'", () => {
    expect(activeRulesText(['A'])).toBe('A');
    expect(activeRulesText(['A', 'B', 'C'])).toBe('A, B, C');
    expect(activeRulesText(['A', 'B', 'C', 'D'])).toBe('A, B, C and 1 more...');
    expect(activeRulesText(['A', 'B', 'C', 'D', 'E'])).toBe('A, B, C and 2 more...');
  });
});

describe('ruleAnnouncements', () => {
  const rules = [rule('Summer sale', 1), rule('Cart deal', 2)];
  // The announcements read only the ids of what is dragged and what it is over.
  const active = (index: number) => ({ id: rules[index]?.rule_id ?? '' }) as Active;
  const over = (index: number) => ({ id: rules[index]?.rule_id ?? '' }) as Over;

  it('keeps "Picked up" until the rule leaves its own place, then says when it comes back', () => {
    const say = ruleAnnouncements(rules);
    expect(say.onDragStart({ active: active(0) })).toBe('Picked up Summer sale, priority 1.');
    expect(say.onDragOver({ active: active(0), over: over(0) })).toBeUndefined();
    expect(say.onDragOver({ active: active(0), over: over(1) })).toBe(
      'Summer sale is over Cart deal, priority 2.',
    );
    expect(say.onDragOver({ active: active(0), over: over(0) })).toBe(
      'Summer sale is back in its own place, priority 1.',
    );
    expect(say.onDragEnd({ active: active(0), over: over(0) })).toBe(
      'Summer sale was dropped in its own place.',
    );
  });
});
