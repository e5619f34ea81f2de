import { keyedUnit } from '../random';
import type { NegotiationSetup, NegotiationState } from './types';
import type { Terms } from './terms';

/**
 * What one ordinary counter offer aims at, as a share of the room, before the common clamps
 * (soft floor, no retreat, rounding) in negotiation.ts. Shares beyond the soft floor are fine here.
 */
export interface ConcessionInput {
  setup: NegotiationSetup;
  terms: Terms;
  /** The state before this turn, with `clockTurns` already advanced for it. */
  state: NegotiationState;
  /** Concession of the standing offer. */
  standing: number;
  /** Concession of this turn's bid; null when the shopper stalls. */
  bid: number | null;
  /** Concession of the last and best earlier bids that were not lowballs. */
  lastBid: number | null;
  bestBid: number | null;
}

/** Concessions of bids far below the walkaway are capped so that 0 × ∞ never happens. */
const DEEPEST = 10;
const capped = (concession: number) => Math.min(concession, DEEPEST);

const drawBetween = (input: ConcessionInput, key: string, low: number, high: number) =>
  low + keyedUnit(input.setup.seed, key, input.state.counters) * (high - low);

/** The opening counter: c₀ between initial_discount_low and _high (split the difference). */
const openingConcession = (input: ConcessionInput): number => {
  const { initial_discount_low: low, initial_discount_high: high } = input.terms.hyper;
  return low + keyedUnit(input.setup.seed, 'opening', 0) * (high - low);
};

/** a_baseline: a share s ∈ break_even_increase ± break_even_randomness of the gap to the bid. */
const baseline = (input: ConcessionInput): number => {
  const { break_even_increase: mean, break_even_randomness: spread } = input.terms.hyper;
  const share = drawBetween(input, 'share', mean - spread, mean + spread);
  const target = capped(input.bid ?? input.bestBid ?? input.state.reach);
  return input.standing + share * Math.max(0, target - input.standing);
};

/**
 * b_tit_for_tat (absolute): the bot moves as far as the shopper moved since their last bid.
 * A shopper who stands still (or stalls) gets a kindness step of the room left above the soft
 * floor; one who backs off gets nothing.
 */
const titForTat = (input: ConcessionInput): number => {
  const moved =
    input.bid !== null && input.lastBid !== null ? capped(input.lastBid) - capped(input.bid) : 0;
  if (moved > 0) return input.standing + moved;
  if (moved < 0) return input.standing;
  const { kindness_low: low, kindness_high: high } = input.terms.hyper;
  const kindness = drawBetween(input, 'kindness', low, high);
  return input.standing + kindness * Math.max(0, input.state.reach - input.standing);
};

/** The c_exponential clock t ∈ [0, 1] after `turns` clock turns. */
export const clockAt = (terms: Terms, turns: number): number => {
  const { exp_increment_initial_bid: first, exp_increment_spontaneous_bids: later } = terms.hyper;
  if (turns <= 0) return 0;
  if (turns >= Math.round(terms.hyper.exp_max_bids)) return 1;
  return Math.min(1, first + (turns - 1) * later);
};

/**
 * c_exponential (Faratin et al. 1998): α(t) = exp((1 − t)^β · ln κ) with κ = c₀ / reach, so the
 * concession reach · α(t) = c₀^p · reach^(1 − p), p = (1 − t)^β. It starts at the opening share
 * c₀, ends at the soft floor at t = 1, and a smaller reach (lowballing) lowers the whole curve.
 */
const exponential = (input: ConcessionInput): number => {
  const reach = input.state.reach;
  const opening = Math.min(openingConcession(input), reach);
  const t = clockAt(input.terms, input.state.clockTurns);
  const p = Math.pow(1 - t, input.terms.hyper.decay_rate);
  return Math.pow(opening, p) * Math.pow(reach, 1 - p);
};

export const targetConcession = (input: ConcessionInput): number => {
  const version = input.setup.algorithm.version;
  if (version === 'c_exponential') return exponential(input);
  if (input.state.counters === 0) return openingConcession(input);
  return version === 'a_baseline' ? baseline(input) : titForTat(input);
};
