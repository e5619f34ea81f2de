import { nextUnit, prngFrom } from '@parley/engine';
import type { Random } from '@parley/simulator';

/** A replayable stream of draws in [0, 1) over the engine's own generator: equal seeds, equal runs. */
export function seededRandom(seed: number): Random {
  let state = prngFrom(seed);
  return () => {
    const draw = nextUnit(state);
    state = draw.state;
    return draw.value;
  };
}

export const between = (random: Random, low: number, high: number) => low + (high - low) * random();

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}
