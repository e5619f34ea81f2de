import type { Terms } from './terms';
import type { NegotiationSetup, NegotiationState } from './types';
import { ZONE_BELOW_WALKAWAY, isLowballZone } from './zones';

/** a_baseline and b_tit_for_tat: each lowball after the first keeps this share of the reach. */
const REPEATED_LOWBALL_FACTOR = 0.8;
/** c_exponential: depth below the walkaway (in rooms) beyond which the penalty stops growing. */
const DEEPEST_PENALISED = 5;

type Penalised = Pick<NegotiationState, 'reach' | 'finalReach' | 'lowballs'>;

/**
 * What a bid below the walkaway costs the shopper (README "Anti-gaming"):
 * - c_exponential: every such bid multiplies both reaches by exp(−m · min(d, 5) / 10), with
 *   m = decay_walkaway_multiplier and d the bid's depth below the walkaway in rooms;
 * - a_baseline, b_tit_for_tat: every lowball after the first multiplies them by 0.8;
 * - every version: a lowball forfeits the final release (the hard floor rises to the soft one).
 */
export const applyPenalties = (
  setup: NegotiationSetup,
  terms: Terms,
  state: NegotiationState,
  bid: number | null,
  zone: number | null,
): Penalised => {
  let { reach, finalReach, lowballs } = state;
  if (bid === null || zone === null) return { reach, finalReach, lowballs };
  const exponential = setup.algorithm.version === 'c_exponential';
  if (exponential && zone >= ZONE_BELOW_WALKAWAY) {
    const depth = terms.room > 0 ? (terms.walkaway - bid) / terms.room : DEEPEST_PENALISED;
    const factor = Math.exp(
      (-terms.hyper.decay_walkaway_multiplier * Math.min(depth, DEEPEST_PENALISED)) / 10,
    );
    reach *= factor;
    finalReach *= factor;
  }
  if (isLowballZone(zone)) {
    if (!exponential && lowballs > 0) {
      reach *= REPEATED_LOWBALL_FACTOR;
      finalReach *= REPEATED_LOWBALL_FACTOR;
    }
    lowballs += 1;
    finalReach = Math.min(finalReach, reach);
  }
  return { reach, finalReach, lowballs };
};
