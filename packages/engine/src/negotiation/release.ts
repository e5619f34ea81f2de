import { concessionOf, toValue, type Terms } from './terms';
import type { NegotiationState } from './types';

/**
 * The final offer. It aims at the shopper: at their best bid when they have one (the hard floor
 * when that bid, or every bid, is below it), at the soft floor when they never named a price.
 * How far the bot goes toward that aim depends on how far the shopper moved (`moved`, in rooms),
 * not on the clock: a shopper who came a long way gets it all, one who repeated one bid until
 * the deadline keeps most of the gap to close. So waiting out the clock is not the best play;
 * and the bot's own path (a lowball's high anchor) does not change the share.
 */

/** The share of the gap to the aim a shopper who never moved is given. */
const GAP_CLOSED_WITHOUT_MOVING = 0.1;
/** A shopper who moved this share of the room (or more) gets the whole way. */
const FULL_RELEASE_MOVE = 0.5;

const releaseShare = (terms: Terms, state: NegotiationState): number => {
  if (terms.room <= 0) return 1;
  const moved = (state.moved * 100) / terms.room;
  return Math.min(1, GAP_CLOSED_WITHOUT_MOVING + moved / FULL_RELEASE_MOVE);
};

/** The final offer's concession: the ordinary one, or the release when that goes further. */
export const finalConcession = (
  terms: Terms,
  state: NegotiationState,
  standing: number,
  ordinary: number,
): number => {
  const hard = Math.max(standing, state.finalReach);
  const best = state.bestBid === null ? null : concessionOf(terms, toValue(terms, state.bestBid));
  // Lowballs alone aim at the hard floor (their bids lie beyond it); pushes alone at the soft one.
  const aim =
    best !== null
      ? Math.min(hard, best)
      : state.lowballs > 0
        ? hard
        : Math.max(standing, state.reach);
  const release = standing + releaseShare(terms, state) * Math.max(0, aim - standing);
  return Math.max(ordinary, Math.min(hard, release));
};
