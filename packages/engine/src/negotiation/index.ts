export { acceptOffer, respondToBid, startNegotiation } from './negotiation';
export { effectiveHyperParameters, sanitiseHyperParameters } from './hyper-parameters';
export { negotiationTerms, zoneOfBid, type NegotiationTerms } from './describe';
export {
  ZONE_AT_LIST,
  ZONE_BELOW_WALKAWAY,
  ZONE_DEEP_LOWBALL,
  ZONE_LOWBALL,
  ZONE_NEAR_WALKAWAY,
} from './zones';
export type * from './types';
