import type { TAlgorithmVersion, THyperParameters } from '@parley/contract';

/**
 * Values every version starts from. Concessions are fractions of the room between the list price
 * and the walkaway price; what each parameter does is in ../README.md.
 */
const COMMON = {
  // a_baseline: concede 50% ± 10% of the gap to the shopper's bid each round (40%–60%, never
  // 0): split the difference, as most bargaining threads end (Backus et al. 2020).
  break_even_increase: 0.5,
  break_even_randomness: 0.1,
  // c_exponential: the first bid puts the clock at 0.2 and each later bid adds 0.2, so the fifth
  // bid (exp_max_bids) reaches the deadline exactly.
  exp_increment_initial_bid: 0.2,
  exp_increment_spontaneous_bids: 0.2,
  exp_max_bids: 5,
  decay_rate: 0.5,
  decay_walkaway_multiplier: 2,
  // Part 2 §9: the soft floor keeps the last 20% of the room for the final offer.
  walkaway_relaxation: 0.8,
  tolerance: 0.15,
  // Part 2 §9: the opening counter gives away 37.5%–62.5% of the room ("meet halfway").
  initial_discount_low: 0.375,
  initial_discount_high: 0.625,
  // b_tit_for_tat: a goodwill step of 5%–15% of the remaining room when the shopper does not move.
  kindness_low: 0.05,
  kindness_high: 0.15,
} as const satisfies THyperParameters;

const DEFAULTS: Record<TAlgorithmVersion, Readonly<THyperParameters>> = {
  a_baseline: COMMON,
  // Mirroring the shopper already closes the gap, so acceptance needs less slack (part 2 §9).
  b_tit_for_tat: { ...COMMON, tolerance: 0.1 },
  c_exponential: COMMON,
};

/** The hyper-parameters a new algorithm rule of this version starts with (a fresh copy). */
export const defaultHyperParameters = (version: TAlgorithmVersion): THyperParameters => ({
  ...DEFAULTS[version],
});
