import type { Random } from '../random';

/** A list item by index, for lists whose length the caller has checked. */
export function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no item ${index} in a list of ${items.length}`);
  return item;
}

export const pick = <T>(random: Random, items: readonly T[]): T =>
  at(items, Math.floor(random() * items.length));

export const chance = (random: Random, p: number): boolean => random() < p;

/** One of `entries`, each as likely as its weight. */
export function pickWeighted<T>(random: Random, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let draw = random() * total;
  for (const [item, weight] of entries) {
    draw -= weight;
    if (draw < 0) return item;
  }
  return at(entries, entries.length - 1)[0];
}

/** Ways to write a number, each with its weight: '#' stands for the number as written. */
export type Patterns = readonly (readonly [string, number])[];

/** A pattern from `patterns` with '#' replaced by the number as written. */
export const fill = (random: Random, patterns: Patterns, n: string) =>
  pickWeighted(random, patterns).replace('#', n);
