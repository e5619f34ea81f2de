import type { THyperParameters } from '@parley/contract';
import { termsOf, toPrice, toValue, valueAt } from './terms';
import type { NegotiationSetup } from './types';
import { zoneOfValue } from './zones';

/** The fixed prices of a negotiation, for the session row and the admin's view. */
export interface NegotiationTerms {
  listPrice: number;
  /** The lowest price (highest, buying back) the bot may ever agree: L(1 − w), to the cent. */
  walkawayPrice: number;
  /** Where ordinary counter offers stop before the final offer (before any penalty). */
  softFloorPrice: number;
  /** Bids beyond this are lowballs: refused without a concession. */
  lowballPrice: number;
  /** The turn that gets the final offer. */
  deadline: number;
  /** The hyper-parameters in force: the rule's, sanitised and shifted by the objective. */
  hyperParameters: THyperParameters;
}

export const negotiationTerms = (setup: NegotiationSetup): NegotiationTerms => {
  const terms = termsOf(setup);
  const softFloor = Math.max(
    valueAt(terms, terms.hyper.walkaway_relaxation),
    terms.restart ?? terms.walkaway,
  );
  return {
    listPrice: toPrice(terms, terms.list),
    walkawayPrice: toPrice(terms, terms.walkaway),
    softFloorPrice: toPrice(terms, softFloor),
    lowballPrice: toPrice(terms, terms.lowball),
    deadline: terms.deadline,
    hyperParameters: terms.hyper,
  };
};

/** The zone a bid (unit price) falls in; see zones.ts. */
export const zoneOfBid = (setup: NegotiationSetup, bid: number): number => {
  const terms = termsOf(setup);
  return zoneOfValue(terms, toValue(terms, Math.max(0, bid)));
};
