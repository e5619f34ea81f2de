import { concessionOf, type Terms } from './terms';

/**
 * Where a shopper's bid falls (README "Zones"):
 * 0 at or above list; 1–4 the four quarters of the room from list down to the walkaway (4 ends at
 * the walkaway itself); 5 below the walkaway but above the lowball floor (countered, never
 * accepted); 6 a lowball; 7 a deep lowball (twice as far below list as the lowball floor).
 */
export const ZONE_AT_LIST = 0;
export const ZONE_NEAR_WALKAWAY = 4;
export const ZONE_BELOW_WALKAWAY = 5;
export const ZONE_LOWBALL = 6;
export const ZONE_DEEP_LOWBALL = 7;

const QUARTERS = 4;

export const zoneOfValue = (terms: Terms, bid: number): number => {
  if (bid >= terms.list) return ZONE_AT_LIST;
  if (bid >= terms.walkaway && terms.room > 0) {
    return Math.max(1, Math.ceil(concessionOf(terms, bid) * QUARTERS - 1e-9));
  }
  if (bid >= terms.lowball) return ZONE_BELOW_WALKAWAY;
  return bid >= terms.deepLowball ? ZONE_LOWBALL : ZONE_DEEP_LOWBALL;
};

export const isLowballZone = (zone: number): boolean => zone >= ZONE_LOWBALL;
