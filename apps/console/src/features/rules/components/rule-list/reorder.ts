import type { TRule } from '@parley/contract';

export interface RuleDrop {
  /** The list as the server will have it: the dropped rule at its new place, renumbered. */
  rules: TRule[];
  /** The priority sent for the dropped rule: the one of the rule it was dropped onto. */
  priority: number;
}

/**
 * Dropping one rule onto another (part 2 §4): it takes that rule's priority, and the rules in
 * between move one place towards where it came from, as the server moves them. Priorities may
 * have gaps (archived rules keep theirs), so the rules between are found by priority, not place.
 * Null when nothing moves.
 */
export function dropRule(
  rules: readonly TRule[],
  droppedId: string,
  ontoId: string,
): RuleDrop | null {
  const dropped = rules.find((rule) => rule.rule_id === droppedId);
  const onto = rules.find((rule) => rule.rule_id === ontoId);
  if (!dropped || !onto || dropped === onto) return null;
  const from = dropped.priority;
  const to = onto.priority;
  const up = to < from;
  const between = (priority: number) =>
    up ? priority >= to && priority < from : priority > from && priority <= to;
  const moved = rules.map((rule) => {
    if (rule === dropped) return { ...rule, priority: to };
    if (between(rule.priority)) return { ...rule, priority: rule.priority + (up ? 1 : -1) };
    return rule;
  });
  return { rules: moved.sort((a, b) => a.priority - b.priority), priority: to };
}
