import { targetConcession } from './concession';
import { giftReplacesStep } from './gift';
import { advancesClock, raiseOf, steppedShare, turnsUsed, withDefaults } from './moves';
import { applyPenalties, isRepeatedLowball } from './penalties';
import { finalConcession } from './release';
import {
  concessionOf,
  offerValue,
  termsOf,
  toPrice,
  toValue,
  totalOf,
  valueAt,
  type Terms,
} from './terms';
import type {
  NegotiationDecision,
  NegotiationDecisionKind,
  NegotiationSetup,
  NegotiationState,
  NegotiationTurn,
} from './types';
import { isLowballZone, zoneOfValue } from './zones';

/**
 * The negotiation itself: one pure function per event, all state in `NegotiationState`.
 * README "Negotiation" states the rules these implement and the invariants the tests check (no
 * offer below the walkaway or above list, no retreat, AC_next acceptance, a final offer by the
 * bid limit, no gain from lowballing, stalling or restarting).
 */

const decisionOf = (
  terms: Terms,
  state: NegotiationState,
  kind: NegotiationDecisionKind,
  value: number,
  zone: number | null,
): NegotiationDecision => ({
  kind,
  price: toPrice(terms, value),
  total: totalOf(terms, value),
  zone,
  round: state.round,
  turnsLeft: state.phase === 'open' ? Math.max(0, terms.deadline - turnsUsed(terms, state)) : 0,
  gift: state.giftOffered,
});

const result = (
  terms: Terms,
  state: NegotiationState,
  kind: NegotiationDecisionKind,
  value: number,
  zone: number | null,
): NegotiationTurn => ({ state, decision: decisionOf(terms, state, kind, value, zone) });

const better = (a: number | null, b: number | null): number | null =>
  a === null ? b : b === null ? a : Math.max(a, b);

/** The bot's opening position; a returning shopper starts where their last chat ended. */
export const startNegotiation = (setup: NegotiationSetup): NegotiationState => {
  const terms = termsOf(setup);
  const restartShare =
    terms.restart === null ? Number.POSITIVE_INFINITY : concessionOf(terms, terms.restart);
  const offer = toPrice(terms, terms.restart ?? terms.list);
  return {
    phase: 'open',
    round: 0,
    counters: 0,
    clockTurns: 0,
    offer,
    offers: [offer],
    moved: 0,
    bestBid: null,
    lastBid: null,
    lastLowball: null,
    giftOffered: false,
    zoneWalk: [],
    lowballs: 0,
    reach: Math.min(terms.hyper.walkaway_relaxation, restartShare),
    finalReach: Math.min(1, restartShare),
    dealPrice: null,
  };
};

/**
 * Turns after the final offer during which it still stands: a shopper who bids on below it is
 * told so (they may yet come up to it), and only then does the bot end the negotiation.
 */
export const FINAL_OFFER_GRACE = 3;

/** After the final offer: a bid at or above it takes it; a lower one is told the offer stands. */
const answerAfterFinalOffer = (
  terms: Terms,
  state: NegotiationState,
  bid: number | null,
  zone: number | null,
): NegotiationTurn => {
  const standing = toValue(terms, state.offer);
  const next = {
    ...state,
    round: state.round + 1,
    zoneWalk: zone === null ? state.zoneWalk : [...state.zoneWalk, zone],
  };
  if (bid !== null && bid >= standing) {
    return result(
      terms,
      { ...next, phase: 'deal', dealPrice: state.offer },
      'accept',
      standing,
      zone,
    );
  }
  if (turnsUsed(terms, next) < terms.deadline + FINAL_OFFER_GRACE) {
    return result(terms, next, 'final_stands', standing, zone);
  }
  return result(terms, { ...next, phase: 'ended' }, 'ended', standing, zone);
};

interface Planned {
  value: number;
  gift: boolean;
  /** This offer is the final one: the deadline, or the bot already stood at its soft floor. */
  final: boolean;
}

/**
 * The offer this turn would get: the strategy's ordinary counter, clamped to the soft floor,
 * stepped and never a retreat; at the deadline, the final offer (a release that depends on how
 * far the shopper moved); before it, the gift instead of a price step it costs less than.
 */
const plannedOffer = (
  setup: NegotiationSetup,
  terms: Terms,
  advanced: NegotiationState,
  bid: number | null,
  turnsLeft: number,
  previousLowball: number | null,
  aim: number | null,
): Planned => {
  const atDeadline = turnsLeft <= 0;
  const standing = toValue(terms, advanced.offer);
  const standingShare = concessionOf(terms, standing);
  const shareOf = (price: number | null) =>
    price === null ? null : concessionOf(terms, toValue(terms, price));
  const target =
    aim ??
    targetConcession({
      setup,
      terms,
      state: advanced,
      standing: standingShare,
      bid,
      lastBid: shareOf(advanced.lastBid),
      bestBid: shareOf(advanced.bestBid),
      firstCounter: shareOf(advanced.offers[1] ?? null),
      lastLowball: shareOf(previousLowball),
    });
  const wanted = Math.max(standingShare, Math.min(target, advanced.reach));
  // Meeting in the middle is the move the shopper asked for, however small: no minimum step.
  const ordinary =
    aim === null ? steppedShare(terms, standingShare, wanted, advanced.reach) : wanted;
  // Standing at the soft floor already, the bot has nothing left but the final release: it
  // makes it now rather than hold until the bid limit, since every round loses shoppers.
  const atFloor =
    standing - valueAt(terms, advanced.reach) < terms.step &&
    (advanced.counters > 0 || standing < terms.list);
  if (atDeadline || atFloor) {
    const share = finalConcession(terms, advanced, standingShare, ordinary);
    const value = offerValue(terms, valueAt(terms, share), standing);
    const gift = giftReplacesStep(setup, terms, advanced, standing - value);
    // Before its deadline, the bot tries the gift at its standing price first.
    if (gift && !atDeadline) return { value: standing, gift: true, final: false };
    return { value, gift: advanced.giftOffered || gift, final: true };
  }
  const value = offerValue(terms, valueAt(terms, ordinary), standing);
  // The turn before the final offer, the gift may stand in for the last ordinary step.
  if (turnsLeft === 1 && giftReplacesStep(setup, terms, advanced, standing - value)) {
    return { value: standing, gift: true, final: false };
  }
  return { value, gift: advanced.giftOffered, final: false };
};

/**
 * One shopper turn: `bid` is the amount they named (a unit price), or null when they push back
 * without one ("can you do better?"). Every turn counts toward the bid limit except lowballs, up
 * to as many as the limit itself (moves.ts `turnsUsed`).
 */
export const respondToBid = (
  setup: NegotiationSetup,
  stored: NegotiationState,
  bid: number | null,
): NegotiationTurn => answerTurn(setup, stored, bid, false);

/**
 * The midpoint between the shopper's last honest bid and the bot's standing offer, rounded toward
 * the bot; null before any honest bid (a lowball has no middle worth meeting) and once the bot has
 * made its final offer (it moves no more, and the bids after it are not kept).
 */
export const halfwayPrice = (setup: NegotiationSetup, stored: NegotiationState): number | null => {
  const terms = termsOf(setup);
  const state = withDefaults(stored);
  if (state.lastBid === null || state.phase !== 'open') return null;
  const sum = toValue(terms, state.lastBid) + toValue(terms, state.offer);
  return toPrice(terms, Math.ceil(sum / 2));
};

export interface HalfwayTurn extends NegotiationTurn {
  midpoint: number;
  /** The midpoint lies past the soft floor: the bot's counter stops at the floor instead. */
  floored: boolean;
}

/**
 * "Meet me in the middle": the shopper moves to the midpoint (their bid from now on) and the bot
 * counters there, a visible move of half the gap, clamped like every counter: never past the soft
 * floor, never a retreat; at the bid limit it is the final offer, as for any turn. It is never an
 * acceptance, since the shopper named no price of their own. Null when there is no middle to meet
 * (see `halfwayPrice`).
 */
export const meetHalfway = (
  setup: NegotiationSetup,
  stored: NegotiationState,
): HalfwayTurn | null => {
  const midpoint = halfwayPrice(setup, stored);
  if (midpoint === null) return null;
  const terms = termsOf(setup);
  const floored = toValue(terms, midpoint) < valueAt(terms, withDefaults(stored).reach);
  return { ...answerTurn(setup, stored, midpoint, true), midpoint, floored };
};

const answerTurn = (
  setup: NegotiationSetup,
  stored: NegotiationState,
  bid: number | null,
  halfway: boolean,
): NegotiationTurn => {
  const terms = termsOf(setup);
  const state = withDefaults(stored);
  if (state.phase === 'deal') {
    return result(terms, state, 'deal', toValue(terms, state.dealPrice ?? state.offer), null);
  }
  if (state.phase === 'ended') {
    return result(terms, state, 'ended', toValue(terms, state.offer), null);
  }

  const bidValue = bid === null || !Number.isFinite(bid) ? null : toValue(terms, Math.max(0, bid));
  const zone = bidValue === null ? null : zoneOfValue(terms, bidValue);
  if (state.phase === 'final_offer') return answerAfterFinalOffer(terms, state, bidValue, zone);

  const lowball = bidValue !== null && zone !== null && isLowballZone(zone);
  const honest = bidValue !== null && !lowball;
  const round = state.round + 1;
  const standing = toValue(terms, state.offer);
  const zoneWalk = zone === null ? state.zoneWalk : [...state.zoneWalk, zone];
  const advanced: NegotiationState = {
    ...state,
    ...applyPenalties(setup, terms, state, bidValue, zone),
    clockTurns: state.clockTurns + (advancesClock(terms, state, bidValue, lowball) ? 1 : 0),
    lastLowball: lowball ? toPrice(terms, bidValue) : state.lastLowball,
    moved: state.moved + raiseOf(terms, state, bidValue, lowball),
  };
  const turnsLeft = terms.deadline - turnsUsed(terms, { round, lowballs: advanced.lowballs });
  const atDeadline = turnsLeft <= 0;

  // The same lowball again is held firm until the deadline; any other lowball is answered by its
  // depth (concession.ts).
  if (lowball && isRepeatedLowball(terms, state, bidValue) && !atDeadline) {
    return result(terms, { ...advanced, round, zoneWalk }, 'reject_lowball', standing, zone);
  }
  const bidShare = bidValue === null ? null : concessionOf(terms, bidValue);
  const planned = plannedOffer(
    setup,
    terms,
    advanced,
    bidShare,
    turnsLeft,
    state.lastLowball,
    halfway ? bidShare : null,
  );
  const bestBid = state.bestBid === null ? null : toValue(terms, state.bestBid);
  const effective = better(honest ? bidValue : null, bestBid);
  const bidState: NegotiationState = {
    ...advanced,
    round,
    zoneWalk,
    lastBid: honest ? toPrice(terms, bidValue) : state.lastBid,
    bestBid: effective === null ? null : toPrice(terms, effective),
  };
  // AC_next with slack, never below the hard floor, except that what the bot already offered
  // stays acceptable even when a penalty has since raised the floor above it. A raise gets a
  // further minimum step of slack: a gap the bot could only close with one more step is closed
  // now, as another round would cost more than it could gain. The same bid again does not: it
  // would make repeating a bid pay.
  const hardFloor = Math.min(valueAt(terms, advanced.finalReach), standing);
  const raise =
    bidValue !== null && state.lastBid !== null ? bidValue - toValue(terms, state.lastBid) : 0;
  const moving = raise >= terms.minStep / 2 || state.lastBid === null;
  const slack = terms.hyper.tolerance * terms.room + (moving ? terms.minStep : 0);
  if (
    !halfway &&
    effective !== null &&
    effective >= hardFloor &&
    effective >= planned.value - slack
  ) {
    const deal = Math.min(standing, effective);
    const dealt = { ...bidState, phase: 'deal' as const, dealPrice: toPrice(terms, deal) };
    return result(terms, dealt, 'accept', deal, zone);
  }
  // Meeting in the middle never goes past the middle the shopper moved to, even at a release.
  const value = halfway && bidValue !== null ? Math.max(planned.value, bidValue) : planned.value;
  const conceded = value < standing;
  const price = toPrice(terms, value);
  const countered: NegotiationState = {
    ...bidState,
    phase: planned.final ? 'final_offer' : 'open',
    counters: state.counters + (conceded || !lowball ? 1 : 0),
    offer: price,
    offers: [...state.offers, price],
    giftOffered: planned.gift,
  };
  const kind = planned.final ? 'final_offer' : lowball && !conceded ? 'reject_lowball' : 'counter';
  return result(terms, countered, kind, value, zone);
};

/** The shopper accepts the bot's standing offer (also after the final offer or its refusal). */
export const acceptOffer = (setup: NegotiationSetup, stored: NegotiationState): NegotiationTurn => {
  const terms = termsOf(setup);
  const state = withDefaults(stored);
  const price = state.phase === 'deal' ? (state.dealPrice ?? state.offer) : state.offer;
  const dealt: NegotiationState = { ...state, phase: 'deal', dealPrice: price };
  return result(terms, dealt, 'deal', toValue(terms, price), null);
};
