import {
  populationOf,
  type ConcessionStyle,
  type Random,
  type ShopperLanguage,
  type ShopperProfile,
} from '@parley/simulator';
import { seededRandom } from '../seeded-random';

/**
 * The benchmark's populations: mixes of the simulator's shopper styles over a range of list
 * prices, from everyday shops to luxury. A retailer's traffic is a mix, never one style, and the
 * result must hold on every mix, not on one tuned for.
 */
export interface Mix {
  name: string;
  /** List prices drawn log-uniformly between these. */
  prices: readonly [number, number];
  weights: Partial<Record<ConcessionStyle, number>>;
  /** Changes every shopper of the mix (impatient or patient traffic). */
  adjust?: (profile: ShopperProfile, random: Random) => Partial<ShopperProfile>;
}

const between = (random: Random, low: number, high: number) => low + (high - low) * random();

export const MIXES: readonly Mix[] = [
  {
    name: 'Mixed retail',
    prices: [5, 300],
    weights: {
      pays_list: 18,
      conceder: 14,
      boulware: 12,
      split_the_difference: 18,
      tit_for_tat: 10,
      first_counter_taker: 5,
      one_counter_leaver: 5,
      lowball_repeater: 6,
      chat_restarter: 6,
      stubborn_bidder: 6,
    },
  },
  {
    name: 'Luxury',
    prices: [400, 5000],
    weights: {
      pays_list: 10,
      conceder: 14,
      boulware: 24,
      split_the_difference: 18,
      tit_for_tat: 14,
      one_counter_leaver: 4,
      lowball_repeater: 6,
      chat_restarter: 5,
      stubborn_bidder: 5,
    },
  },
  {
    name: 'Bargain hunters',
    prices: [5, 120],
    weights: {
      pays_list: 6,
      conceder: 12,
      boulware: 26,
      split_the_difference: 18,
      tit_for_tat: 10,
      lowball_repeater: 14,
      chat_restarter: 7,
      stubborn_bidder: 7,
    },
  },
  {
    name: 'Regulars',
    prices: [20, 600],
    weights: {
      pays_list: 35,
      conceder: 18,
      split_the_difference: 20,
      tit_for_tat: 8,
      first_counter_taker: 12,
      one_counter_leaver: 7,
    },
  },
  {
    name: 'Impatient',
    prices: [5, 500],
    weights: {
      pays_list: 15,
      conceder: 20,
      boulware: 15,
      split_the_difference: 20,
      tit_for_tat: 15,
      one_counter_leaver: 10,
      stubborn_bidder: 5,
    },
    adjust: (profile, random) => ({
      walkAwayChance: between(random, 0.12, 0.3),
      patience: Math.min(profile.patience, 4),
    }),
  },
  {
    name: 'Patient hagglers',
    prices: [50, 2000],
    weights: {
      pays_list: 10,
      conceder: 18,
      boulware: 22,
      split_the_difference: 22,
      tit_for_tat: 18,
      lowball_repeater: 5,
      stubborn_bidder: 5,
    },
    adjust: (profile, random) => ({
      walkAwayChance: between(random, 0, 0.04),
      patience: profile.patience + 2,
    }),
  },
  {
    name: 'Gamers',
    prices: [20, 1000],
    weights: { lowball_repeater: 30, chat_restarter: 30, stubborn_bidder: 30, conceder: 10 },
  },
];

export interface Shopper {
  profile: ShopperProfile;
  listPrice: number;
  /** Seeds the shopper's own draws; the same shopper meets every arm with it. */
  seed: number;
}

/** A shop's price: charm endings (.99) on half of them, whole amounts on the rest. */
function listPriceOf(random: Random, [low, high]: readonly [number, number]): number {
  const raw = Math.exp(between(random, Math.log(low), Math.log(high)));
  const unit = raw >= 1000 ? 10 : raw >= 100 ? 5 : 1;
  const whole = Math.max(unit, Math.round(raw / unit) * unit);
  return random() < 0.5 ? Math.round((whole - 0.01) * 100) / 100 : whole;
}

function pickStyle(random: Random, weights: Mix['weights']): ConcessionStyle {
  const entries = Object.entries(weights) as [ConcessionStyle, number][];
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let left = random() * total;
  for (const [style, weight] of entries) {
    left -= weight;
    if (left < 0) return style;
  }
  return entries[entries.length - 1]?.[0] ?? 'conceder';
}

/** `count` shoppers of a mix, in one language; the same mix and count give the same shoppers. */
export function shoppersOf(mix: Mix, count: number, language: ShopperLanguage): Shopper[] {
  return Array.from({ length: count }, (_, index) => {
    const random = seededRandom(index * 7919 + 1);
    const style = pickStyle(random, mix.weights);
    const sampled = populationOf(style).sample(random);
    const profile = { ...sampled, ...mix.adjust?.(sampled, random), language };
    return { profile, listPrice: listPriceOf(random, mix.prices), seed: index + 1 };
  });
}
