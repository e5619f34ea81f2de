import type {
  TAlgorithmVersion,
  THyperParameters,
  TNegotiationDirection,
  TNegotiationObjective,
} from '@parley/contract';

/**
 * What one negotiation is about. The conversation layer's `ConversationSetup` has every field, so
 * it can be passed as is. All prices are unit prices in the store's currency.
 */
export interface NegotiationSetup {
  /** Unit list price; a cart negotiates its total with quantity 1. Must be positive. */
  listPrice: number;
  quantity: number;
  /** down: the bot sells and lowers its price; up: a buyback, the bot raises its offer. */
  direction?: TNegotiationDirection;
  objective: TNegotiationObjective;
  /** The most the bot may give away, 0–100 % of the list price (the Discount Threshold). */
  walkawayPercentage: number;
  /** Legacy objective only: the discount ordinary rounds aim at, 0–100. */
  targetDiscountPercentage: number | null;
  algorithm: { version: TAlgorithmVersion; hyperParameters: THyperParameters };
  /** The bid limit: the turn that reaches it gets the final offer. */
  maxBids: number;
  /** The same shopper's last negotiation of this product (restart protection), or null. */
  previous: { lastBotOffer: number; rounds: number } | null;
  /**
   * What the rule's gift with purchase (or free shipping) costs the retailer per deal, when it
   * has one: the bot puts it on the table instead of its last price step when it costs less.
   */
  giftCost?: number | null;
  /** Seeds every random draw; equal setups and turns give equal negotiations. */
  seed: number;
}

export type NegotiationPhase = 'open' | 'final_offer' | 'deal' | 'ended';

/** Everything kept between turns: plain JSON, stored by the server and handed back. */
export interface NegotiationState {
  phase: NegotiationPhase;
  /** Turns answered (bids, stalls and lowballs alike): each one counts toward the bid limit. */
  round: number;
  /** Counter offers made so far: indexes the keyed random draws. */
  counters: number;
  /** c_exponential: bids that advanced the clock (the first honest one and each raise). */
  clockTurns: number;
  /** The bot's standing offer: list price, or the previous session's last offer, at first. */
  offer: number;
  /** Every price the bot has put on the table, the opening one first. */
  offers: number[];
  /** The shopper's best and last bids that were not lowballs (null before any). */
  bestBid: number | null;
  lastBid: number | null;
  /** The shopper's last lowball, to tell a lowball that moved from one repeated. */
  lastLowball: number | null;
  /**
   * How far the shopper has moved toward the bot (a price difference, never negative): their
   * raises from one bid to the next, lowball to lowball or honest to honest. The jump from a
   * lowball to an honest bid is not movement: opening low is not a concession.
   */
  moved: number;
  /** The gift with purchase is on the table: it comes with any deal from now on. */
  giftOffered: boolean;
  /** Zone of every bid, in order (stalls have none): the session's zone_walk. */
  zoneWalk: number[];
  lowballs: number;
  /** Share of the room ordinary counter offers may still reach (the soft floor). */
  reach: number;
  /** Share of the room the final offer and any deal may reach (the hard floor). */
  finalReach: number;
  dealPrice: number | null;
}

export type NegotiationDecisionKind =
  /** A new (or held) counter offer at `price`. */
  | 'counter'
  /** The shopper's bid is accepted: a deal at `price`. */
  | 'accept'
  /** The last offer at `price`: from now on only accepting it or leaving. */
  | 'final_offer'
  /** A bid under the final offer: it still stands (for a few turns, then `ended`). */
  | 'final_stands'
  /** A lowball repeated without moving: a firm reply, no concession; `price` is the standing offer. */
  | 'reject_lowball'
  /** Over: the shopper kept bidding under the final offer. `price` is that final offer. */
  | 'ended'
  /** The shopper accepted the bot's offer: a deal at `price`. */
  | 'deal';

export interface NegotiationDecision {
  kind: NegotiationDecisionKind;
  /** Unit price: the bot's offer, or the deal price for accept and deal. */
  price: number;
  /** `price` × quantity, to the cent. */
  total: number;
  /** Zone of this turn's bid (see zones.ts); null for a stall or an accepted offer. */
  zone: number | null;
  /** The turn this answers (1 for the first shopper turn); 0 before any. */
  round: number;
  /** Turns left before the final offer; 0 once it is made. */
  turnsLeft: number;
  /** The rule's gift comes with this price (from the turn the bot first puts it on the table). */
  gift: boolean;
}

export interface NegotiationTurn {
  state: NegotiationState;
  decision: NegotiationDecision;
}
