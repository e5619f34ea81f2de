import { describe, expect, it } from 'vitest';
import { valueScale } from './chart-scale';

describe('a chart’s value axis', () => {
  it('steps roundly from zero past the highest value', () => {
    expect(valueScale([90, 300, 70], false)).toMatchObject({
      ticks: [0, 100, 200, 300],
      digits: 0,
    });
    expect(valueScale([0.3, 0.7], false)).toMatchObject({
      ticks: [0, 0.2, 0.4, 0.6, 0.8],
      digits: 1,
    });
  });

  it('reaches below zero for a negative value (an uplift)', () => {
    expect(valueScale([-12, 25], false).ticks).toEqual([-20, -10, 0, 10, 20, 30]);
  });

  it('never steps counts by a fraction, even with nothing to count', () => {
    expect(valueScale([0, 1], true).ticks).toEqual([0, 1]);
    expect(valueScale([], true).ticks).toEqual([0, 1]);
  });
});
