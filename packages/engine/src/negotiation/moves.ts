import { toValue, type Terms } from './terms';
import type { NegotiationState } from './types';

/** How the bot reads the shopper's moves and paces its own, turn by turn (README "Turn rules"). */

/**
 * Turns that count toward the bid limit. Lowballs do not, up to as many as the limit itself: a
 * shopper who opens with lowballs must not reach the final offer sooner, and with fewer of their
 * own raises behind them, than one who bid honestly from the start.
 */
export const turnsUsed = (
  terms: Terms,
  state: Pick<NegotiationState, 'round' | 'lowballs'>,
): number => state.round - Math.min(state.lowballs, terms.deadline);

/**
 * How far this bid raised the shopper's last one of its kind (lowball or not), as a price. A
 * raise from a deep lowball is not movement: bidding a tenth of the price first would make any
 * later bid look like a concession.
 */
export const raiseOf = (
  terms: Terms,
  state: NegotiationState,
  bid: number | null,
  lowball: boolean,
): number => {
  const last = lowball ? state.lastLowball : state.lastBid;
  if (bid === null || last === null) return 0;
  const from = toValue(terms, last);
  if (from < terms.deepLowball) return 0;
  return Math.max(0, bid - from) / 100;
};

/**
 * A bid that advances the c_exponential clock (and the draws): the first honest bid and every
 * raise. A push, the same bid again or a lowball does not: waiting is not a reason to concede.
 */
export const advancesClock = (
  terms: Terms,
  state: NegotiationState,
  bid: number | null,
  lowball: boolean,
): boolean =>
  bid !== null && !lowball && (state.lastBid === null || bid > toValue(terms, state.lastBid));

/** A state stored before a field existed reads as if the field had its starting value. */
export const withDefaults = (state: NegotiationState): NegotiationState => ({
  ...state,
  moved: state.moved ?? 0,
  lastLowball: state.lastLowball ?? null,
  giftOffered: state.giftOffered ?? false,
});

/**
 * A move is a hold or at least the minimum step: a shopper reads a move of pennies as haggling,
 * not as a concession. A smaller move is held back rather than rounded up, so that no path to a
 * bid ends lower than the bid would have got directly; the last move may reach the soft floor.
 */
export const steppedShare = (
  terms: Terms,
  standing: number,
  wanted: number,
  reach: number,
): number => {
  const move = (wanted - standing) * terms.room;
  if (move <= 0 || move >= terms.minStep || wanted >= reach) return wanted;
  return standing;
};
