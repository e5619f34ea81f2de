import { describe, expect, it } from 'vitest';
import { chatMessage } from '../../../../../test/fixtures';
import { MARKER_MAX, MARKER_MIN, markerPosition, pricePoints } from './price-points';

const withData = (interaction_data: Record<string, unknown>) => chatMessage({ interaction_data });

describe('The price graph', () => {
  it('takes one point per decided round and skips talk between decisions', () => {
    const points = pricePoints([
      withData({ decision: 'opening', offer: 100, round: 0 }),
      withData({ decision: 'counter', offer: 95, bid: 70, round: 1 }),
      withData({ decision: 'question', offer: 95 }),
      withData({ decision: 'rule_ended' }),
      withData({ decision: 'accept', offer: 88, bid: 88, round: 2 }),
    ]);
    expect(points).toEqual([
      { round: 0, offer: 100, bid: null },
      { round: 1, offer: 95, bid: 70 },
      { round: 2, offer: 88, bid: 88 },
    ]);
  });

  it('numbers the replies when the record has no rounds', () => {
    expect(
      pricePoints([withData({ offer: 10 }), withData({ offer: 'x' }), withData({ offer: 9 })]),
    ).toEqual([
      { round: 0, offer: 10, bid: null },
      { round: 1, offer: 9, bid: null },
    ]);
  });

  it('places prices between the walkaway (0 %) and the list price (100 %), clamped to 0.2–99.9 %', () => {
    expect(markerPosition(90, 80, 100)).toBe(50);
    expect(markerPosition(100, 80, 100)).toBe(MARKER_MAX);
    expect(markerPosition(150, 80, 100)).toBe(MARKER_MAX);
    expect(markerPosition(80, 80, 100)).toBe(MARKER_MIN);
    expect(markerPosition(10, 80, 100)).toBe(MARKER_MIN);
    expect(markerPosition(5, 10, 10)).toBe(50);
    expect([MARKER_MIN, MARKER_MAX]).toEqual([0.2, 99.9]);
  });
});
