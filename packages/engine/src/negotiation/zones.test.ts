import { describe, expect, it } from 'vitest';
import { negotiationTerms, zoneOfBid } from './describe';
import { setupOf } from '../../test/support/negotiation';

describe('zones', () => {
  it('numbers the room in quarters from list to walkaway, then the lowball zones (selling)', () => {
    const setup = setupOf({ listPrice: 100, walkawayPercentage: 16 });
    expect(negotiationTerms(setup)).toMatchObject({ walkawayPrice: 84, lowballPrice: 74 });
    const zones = [
      120, 100, 99.99, 96, 95.99, 92, 91.99, 88, 87.99, 84, 83.99, 74, 73.99, 48, 47.99, 0,
    ];
    expect(zones.map((bid) => zoneOfBid(setup, bid))).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7,
    ]);
  });

  it('mirrors them when buying back', () => {
    const setup = setupOf({ listPrice: 100, walkawayPercentage: 16, direction: 'up' });
    expect(negotiationTerms(setup)).toMatchObject({ walkawayPrice: 116, lowballPrice: 126 });
    const asks = [80, 100, 104, 104.01, 116, 116.01, 126, 126.01, 152, 152.01];
    expect(asks.map((ask) => zoneOfBid(setup, ask))).toEqual([0, 0, 1, 2, 4, 5, 5, 6, 6, 7]);
  });

  it('keeps the lowball floor at least 10 points below the walkaway for small thresholds', () => {
    expect(negotiationTerms(setupOf({ walkawayPercentage: 5 })).lowballPrice).toBe(85);
    expect(negotiationTerms(setupOf({ walkawayPercentage: 30 })).lowballPrice).toBe(55);
  });

  it('has only the zones below the walkaway when the rule allows no discount', () => {
    const setup = setupOf({ walkawayPercentage: 0 });
    expect([100, 99.99, 90, 89.99, 79.99].map((bid) => zoneOfBid(setup, bid))).toEqual([
      0, 5, 5, 6, 7,
    ]);
  });
});
