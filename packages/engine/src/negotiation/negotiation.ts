import { targetConcession } from './concession';
import { applyPenalties } from './penalties';
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
 * README "Negotiation strategies" states the rules these implement and the invariants the tests
 * check (no offer below the walkaway or above list, no retreat, AC_next acceptance, a final offer
 * by the bid limit, no gain from lowballing or restarting).
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
  turnsLeft: state.phase === 'open' ? Math.max(0, terms.deadline - state.round) : 0,
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
    bestBid: null,
    lastBid: null,
    zoneWalk: [],
    lowballs: 0,
    reach: Math.min(terms.hyper.walkaway_relaxation, restartShare),
    finalReach: Math.min(1, restartShare),
    dealPrice: null,
  };
};

/** After the final offer: a bid at or above it takes it, anything else ends the negotiation. */
const answerAfterFinalOffer = (
  terms: Terms,
  state: NegotiationState,
  bid: number | null,
  zone: number | null,
): NegotiationTurn => {
  const standing = toValue(terms, state.offer);
  const moved = {
    ...state,
    round: state.round + 1,
    zoneWalk: zone === null ? state.zoneWalk : [...state.zoneWalk, zone],
  };
  if (bid !== null && bid >= standing) {
    return result(
      terms,
      { ...moved, phase: 'deal', dealPrice: state.offer },
      'accept',
      standing,
      zone,
    );
  }
  return result(terms, { ...moved, phase: 'ended' }, 'ended', standing, zone);
};

/**
 * The offer this turn would get: the strategy's ordinary counter, clamped to the soft floor and
 * never a retreat; at the deadline, the final release instead, unless the shopper lowballed.
 */
const plannedOffer = (
  setup: NegotiationSetup,
  terms: Terms,
  advanced: NegotiationState,
  bid: number | null,
  atDeadline: boolean,
): number => {
  const standing = toValue(terms, advanced.offer);
  const standingShare = concessionOf(terms, standing);
  if (atDeadline && advanced.lowballs === 0) {
    return offerValue(
      terms,
      valueAt(terms, Math.max(standingShare, advanced.finalReach)),
      standing,
    );
  }
  const shareOf = (price: number | null) =>
    price === null ? null : concessionOf(terms, toValue(terms, price));
  const target = targetConcession({
    setup,
    terms,
    state: advanced,
    standing: standingShare,
    bid: bid === null ? null : concessionOf(terms, bid),
    lastBid: shareOf(advanced.lastBid),
    bestBid: shareOf(advanced.bestBid),
  });
  const share = Math.max(standingShare, Math.min(target, advanced.reach));
  return offerValue(terms, valueAt(terms, share), standing);
};

/**
 * One shopper turn: `bid` is the amount they named (a unit price), or null when they push back
 * without one ("can you do better?"). Every turn counts toward the bid limit.
 */
export const respondToBid = (
  setup: NegotiationSetup,
  state: NegotiationState,
  bid: number | null,
): NegotiationTurn => {
  const terms = termsOf(setup);
  if (state.phase === 'deal') {
    return result(terms, state, 'deal', toValue(terms, state.dealPrice ?? state.offer), null);
  }
  if (state.phase === 'ended') {
    return result(terms, state, 'ended', toValue(terms, state.offer), null);
  }

  const bidValue = bid === null || !Number.isFinite(bid) ? null : toValue(terms, Math.max(0, bid));
  const zone = bidValue === null ? null : zoneOfValue(terms, bidValue);
  if (state.phase === 'final_offer') return answerAfterFinalOffer(terms, state, bidValue, zone);

  const lowball = zone !== null && isLowballZone(zone);
  const round = state.round + 1;
  const atDeadline = round >= terms.deadline;
  const standing = toValue(terms, state.offer);
  const penalised = applyPenalties(setup, terms, state, bidValue, zone);
  const zoneWalk = zone === null ? state.zoneWalk : [...state.zoneWalk, zone];

  if (lowball) {
    const next: NegotiationState = {
      ...state,
      ...penalised,
      round,
      zoneWalk,
      phase: atDeadline ? 'final_offer' : 'open',
    };
    return result(terms, next, atDeadline ? 'final_offer' : 'reject_lowball', standing, zone);
  }

  const bestBid = state.bestBid === null ? null : toValue(terms, state.bestBid);
  const advanced: NegotiationState = { ...state, ...penalised, clockTurns: state.clockTurns + 1 };
  const offer = plannedOffer(setup, terms, advanced, bidValue, atDeadline);

  const effective = better(bidValue, bestBid);
  const bidState = {
    ...advanced,
    round,
    zoneWalk,
    lastBid: bidValue === null ? state.lastBid : toPrice(terms, bidValue),
    bestBid: effective === null ? null : toPrice(terms, effective),
  };
  // AC_next with slack, never below the hard floor, except that what the bot already offered
  // stays acceptable even when a penalty has since raised the floor above it.
  const hardFloor = Math.min(valueAt(terms, advanced.finalReach), standing);
  const slack = terms.hyper.tolerance * terms.room;
  if (effective !== null && effective >= hardFloor && effective >= offer - slack) {
    const deal = Math.min(standing, effective);
    const dealt = { ...bidState, phase: 'deal' as const, dealPrice: toPrice(terms, deal) };
    return result(terms, dealt, 'accept', deal, zone);
  }
  const price = toPrice(terms, offer);
  const countered: NegotiationState = {
    ...bidState,
    phase: atDeadline ? 'final_offer' : 'open',
    counters: state.counters + 1,
    offer: price,
    offers: [...state.offers, price],
  };
  return result(terms, countered, atDeadline ? 'final_offer' : 'counter', offer, zone);
};

/** The shopper accepts the bot's standing offer (also after the final offer or its refusal). */
export const acceptOffer = (setup: NegotiationSetup, state: NegotiationState): NegotiationTurn => {
  const terms = termsOf(setup);
  const price = state.phase === 'deal' ? (state.dealPrice ?? state.offer) : state.offer;
  const dealt: NegotiationState = { ...state, phase: 'deal', dealPrice: price };
  return result(terms, dealt, 'deal', toValue(terms, price), null);
};
