import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import type { TRule } from '@parley/contract';

export const SCREEN_READER_INSTRUCTIONS = {
  draggable:
    "To reorder, press Space or Enter to pick up the rule, move it over another rule with the Up and Down arrow keys, then press Space or Enter to drop it there and give it that rule's priority, or Escape to cancel.",
};

/**
 * What a screen reader hears while a rule is dragged, by rule name and priority. Make it once
 * per list (it remembers whether the rule being dragged has left its place).
 */
export function ruleAnnouncements(rules: readonly TRule[]): Announcements {
  const named = (id: UniqueIdentifier) => rules.find((rule) => rule.rule_id === id);
  const name = (id: UniqueIdentifier) => named(id)?.name ?? '';
  const priority = (id: UniqueIdentifier) => named(id)?.priority ?? '';
  // A picked-up rule is first over its own place; saying so would cut off "Picked up".
  let leftItsPlace = false;
  return {
    onDragStart: ({ active }) => {
      leftItsPlace = false;
      return `Picked up ${name(active.id)}, priority ${priority(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over) return `${name(active.id)} is no longer over a rule.`;
      if (over.id === active.id) {
        return leftItsPlace
          ? `${name(active.id)} is back in its own place, priority ${priority(active.id)}.`
          : undefined;
      }
      leftItsPlace = true;
      return `${name(active.id)} is over ${name(over.id)}, priority ${priority(over.id)}.`;
    },
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id
        ? `${name(active.id)} was dropped onto ${name(over.id)} and takes priority ${priority(over.id)}.`
        : `${name(active.id)} was dropped in its own place.`,
    onDragCancel: ({ active }) =>
      `Reordering cancelled. ${name(active.id)} keeps priority ${priority(active.id)}.`,
  };
}
