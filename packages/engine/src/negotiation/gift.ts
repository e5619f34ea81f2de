import type { Terms } from './terms';
import type { NegotiationSetup, NegotiationState } from './types';

/**
 * Whether the rule's gift with purchase (or free shipping) should stand in for a price step of
 * `step` value cents (for one unit): it has one, it is not on the table yet, and it costs the
 * retailer less than the step would. The negotiation tries it the turn before its final offer,
 * or before the final release when the bot already stands at its soft floor; a shopper who
 * values it takes the price as it stands, one who does not gets the final offer, gift included.
 */
export const giftReplacesStep = (
  setup: NegotiationSetup,
  terms: Terms,
  state: NegotiationState,
  step: number,
): boolean => {
  const cost = setup.giftCost;
  if (cost === null || cost === undefined || state.giftOffered || step <= 0) return false;
  return cost < (step / 100) * terms.quantity;
};
