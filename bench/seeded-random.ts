import type { Random } from '@parley/simulator';

/** Replayable draws in [0, 1) on the engine's own generator: equal seeds, equal runs. */
export { unitStream as seededRandom } from '@parley/engine';

export const between = (random: Random, low: number, high: number) => low + (high - low) * random();

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}
