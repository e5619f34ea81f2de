import { keyedUnit } from '../random';
import type { NegotiationSetup, NegotiationState } from './types';
import type { Terms } from './terms';

/**
 * What one ordinary counter offer aims at, as a share of the room, before the common clamps
 * (soft floor, no retreat, minimum step, price points) in negotiation.ts. Shares beyond the soft
 * floor are fine here.
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
  /** Concession of the bot's first counter offer, once it has made one. */
  firstCounter: number | null;
  /** Concession of the shopper's last lowball, if any. */
  lastLowball: number | null;
}

/** Concessions of bids far below the walkaway are capped so that 0 × ∞ never happens. */
const DEEPEST = 10;
const capped = (concession: number) => Math.min(concession, DEEPEST);

/**
 * A push without an amount before any bid ("any discount?") gets this share of the opening
 * concession: a token move. Shoppers who would pay list often ask once and take the answer, so
 * a generous first reply to a question gives away what a bid would have had to earn.
 */
const PUSH_SHARE = 0.3;

/**
 * The deepest lowball's first counter concedes this share of what a bid at the walkaway gets:
 * anchored a little higher, but a price a hard bargainer who opened at half price could come up to.
 */
const LOWBALL_ANCHOR = 0.8;

/** Draws are keyed by the shopper's honest turns, so lowballs never reshuffle the bot's luck. */
const drawBetween = (input: ConcessionInput, key: string, low: number, high: number) =>
  low + keyedUnit(input.setup.seed, key, input.state.clockTurns) * (high - low);

/** κ between initial_discount_low and _high: how far the first counter goes toward the bid. */
const openingShare = (input: ConcessionInput): number => {
  const { initial_discount_low: low, initial_discount_high: high } = input.terms.hyper;
  return low + keyedUnit(input.setup.seed, 'opening', 0) * (high - low);
};

/** A bid beyond the lowball floor, as a share of the room. */
const isLowballShare = (input: ConcessionInput, share: number): boolean =>
  input.terms.room > 0 && share * input.terms.room > input.terms.list - input.terms.lowball;

/**
 * The first counter depends on the bid (β, its share of the room): κ·β for a bid within the
 * room, so a bid near list is met near list; κ for any bid at or below the walkaway, so no bid
 * buys a bigger first concession than one at the walkaway (a lower bid must not pay). A lowball
 * gets a little less, down to LOWBALL_ANCHOR·κ for the deepest: the bot anchors high, yet it is
 * a real counter to move toward. No bid (a push) gets a token move.
 */
const firstCounterConcession = (input: ConcessionInput): number => {
  const kappa = openingShare(input);
  const reach = input.state.reach;
  if (input.bid === null) return kappa * PUSH_SHARE;
  const depth = capped(Math.max(0, input.bid));
  if (!isLowballShare(input, depth)) return Math.min(reach, kappa * Math.min(depth, 1));
  const floor = (input.terms.list - input.terms.lowball) / input.terms.room;
  return Math.min(reach, kappa * Math.max(LOWBALL_ANCHOR, floor / depth));
};

/** The goodwill step when the shopper holds or pushes: a share of the room left to the floor. */
const kindness = (input: ConcessionInput): number => {
  const { kindness_low: low, kindness_high: high } = input.terms.hyper;
  const share = drawBetween(input, 'kindness', low, high);
  return input.standing + share * Math.max(0, input.state.reach - input.standing);
};

/** Did this bid raise the shopper's last honest one by half a minimum step or more? */
const raised = (input: ConcessionInput): boolean =>
  input.bid !== null &&
  input.lastBid !== null &&
  (input.lastBid - input.bid) * input.terms.room >= input.terms.minStep / 2;

/**
 * a_baseline: a share s ∈ break_even_increase ± break_even_randomness of the gap to the bid,
 * when the shopper raised it; the same bid again (or a push) gets only a kindness step, or the
 * bot would walk to a stubborn shopper's price on its own.
 */
const baseline = (input: ConcessionInput): number => {
  if (!raised(input)) return kindness(input);
  const { break_even_increase: mean, break_even_randomness: spread } = input.terms.hyper;
  const share = drawBetween(input, 'share', mean - spread, mean + spread);
  const target = capped(input.bid ?? input.state.reach);
  return input.standing + share * Math.max(0, target - input.standing);
};

/**
 * b_tit_for_tat (absolute): the bot moves as far as the shopper moved since their last bid.
 * A shopper who stands still (or stalls) gets a kindness step; one who backs off gets nothing.
 */
const titForTat = (input: ConcessionInput): number => {
  const moved =
    input.bid !== null && input.lastBid !== null ? capped(input.lastBid) - capped(input.bid) : 0;
  if (moved > 0) return input.standing + moved;
  if (moved < 0) return input.standing;
  return kindness(input);
};

/** The c_exponential clock t ∈ [0, 1] after `turns` clock turns. */
export const clockAt = (terms: Terms, turns: number): number => {
  const { exp_increment_initial_bid: first, exp_increment_spontaneous_bids: later } = terms.hyper;
  if (turns <= 0) return 0;
  if (turns >= Math.round(terms.hyper.exp_max_bids)) return 1;
  return Math.min(1, first + (turns - 1) * later);
};

/**
 * c_exponential (Faratin et al. 1998): α(t) = exp((1 − t)^β · ln κ) with κ = c₁ / reach, so the
 * concession reach · α(t) = c₁^p · reach^(1 − p), p = (1 − t)^β. It starts at the first counter
 * c₁, ends at the soft floor at t = 1, and a smaller reach (lowballing) lowers the whole curve.
 */
const exponential = (input: ConcessionInput): number => {
  const reach = input.state.reach;
  const first = Math.min(Math.max(input.firstCounter ?? 0, 1e-6), reach);
  const t = clockAt(input.terms, input.state.clockTurns);
  const p = Math.pow(1 - t, input.terms.hyper.decay_rate);
  return Math.pow(first, p) * Math.pow(reach, 1 - p);
};

export const targetConcession = (input: ConcessionInput): number => {
  const { bid } = input;
  if (input.state.counters === 0 || input.firstCounter === null) {
    return firstCounterConcession(input);
  }
  // A lowball is answered by its depth, and a raise of the last lowball is mirrored, but never
  // further than a bid at the walkaway would have got as the opening: lowballing first, or
  // raising lowballs, buys nothing a bid at the walkaway would not.
  if (bid !== null && isLowballShare(input, bid)) {
    const anchor = firstCounterConcession(input);
    const raise = input.lastLowball === null ? 0 : Math.max(0, input.lastLowball - bid);
    return Math.max(anchor, Math.min(openingShare(input), input.standing + raise));
  }
  // The first honest bid after lowballs is answered as an opening bid would have been; the
  // bot's anchor stands if it is higher.
  if (bid !== null && input.lastBid === null && input.bestBid === null) {
    return firstCounterConcession(input);
  }
  switch (input.setup.algorithm.version) {
    case 'a_baseline':
      return baseline(input);
    case 'b_tit_for_tat':
      return titForTat(input);
    case 'c_exponential':
      return exponential(input);
  }
};
