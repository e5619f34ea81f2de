import type { Terms } from './terms';
import type { NegotiationSetup, NegotiationState } from './types';
import { ZONE_DEEP_LOWBALL, isLowballZone } from './zones';

/** a_baseline and b_tit_for_tat: each repeated lowball keeps this share of the reach. */
const REPEATED_LOWBALL_FACTOR = 0.8;
/** c_exponential: depth below the walkaway (in rooms) beyond which the penalty stops growing. */
const DEEPEST_PENALISED = 5;

type Penalised = Pick<NegotiationState, 'reach' | 'finalReach' | 'lowballs'>;

/**
 * A lowball that does not raise the shopper's previous lowball by at least one price point: the
 * same bid again, or a lower one. (A first lowball, even after honest bids, is not repeated.)
 */
export const isRepeatedLowball = (terms: Terms, state: NegotiationState, bid: number): boolean =>
  state.lowballs > 0 &&
  (state.lastLowball === null ||
    bid - terms.sign * Math.round(state.lastLowball * 100) < terms.step);

/**
 * What a lowball costs the shopper (README "Anti-gaming"). A first lowball, or one that moves up,
 * costs nothing but the turn: hard bargainers open low and are drawn in with real counters. A
 * repeated lowball costs:
 * - c_exponential: both reaches times exp(−m · min(d, 5) / 10), m = decay_walkaway_multiplier
 *   and d the bid's depth below the walkaway in rooms;
 * - a_baseline, b_tit_for_tat: both reaches times 0.8;
 * - every version: the final release (the hard floor rises to the soft one).
 */
export const applyPenalties = (
  setup: NegotiationSetup,
  terms: Terms,
  state: NegotiationState,
  bid: number | null,
  zone: number | null,
): Penalised => {
  const { lowballs } = state;
  let { reach, finalReach } = state;
  if (bid === null || zone === null || !isLowballZone(zone)) return { reach, finalReach, lowballs };
  if (zone >= ZONE_DEEP_LOWBALL && isRepeatedLowball(terms, state, bid)) {
    if (setup.algorithm.version === 'c_exponential') {
      const depth = terms.room > 0 ? (terms.walkaway - bid) / terms.room : DEEPEST_PENALISED;
      const factor = Math.exp(
        (-terms.hyper.decay_walkaway_multiplier * Math.min(depth, DEEPEST_PENALISED)) / 10,
      );
      reach *= factor;
      finalReach *= factor;
    } else {
      reach *= REPEATED_LOWBALL_FACTOR;
      finalReach *= REPEATED_LOWBALL_FACTOR;
    }
    finalReach = Math.min(finalReach, reach);
  }
  return { reach, finalReach, lowballs: lowballs + 1 };
};
