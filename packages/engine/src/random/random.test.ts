import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cyrb53, keyedUnit, nextIndex, nextUnit, percentileOf, prngFrom } from '.';

const drawMany = (seed: number, count: number) => {
  let state = prngFrom(seed);
  const values: number[] = [];
  for (let i = 0; i < count; i++) {
    const draw = nextUnit(state);
    values.push(draw.value);
    state = draw.state;
  }
  return { values, state };
};

describe('seeded generator', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    expect(drawMany(7, 20).values).toEqual(drawMany(7, 20).values);
    expect(drawMany(7, 20).values).not.toEqual(drawMany(8, 20).values);
  });

  it('resumes from a state stored as JSON exactly where it stopped', () => {
    const first = drawMany(123, 5);
    const resumed = JSON.parse(JSON.stringify({ prng: first.state })) as { prng: number };
    expect(nextUnit(resumed.prng).value).toBe(drawMany(123, 6).values[5]);
  });

  it('draws within [0, 1), evenly', () => {
    const { values } = drawMany(2024, 20_000);
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    expect(Math.abs(mean - 0.5)).toBeLessThan(0.01);
    const tenths = Array<number>(10).fill(0);
    for (const v of values) tenths[Math.floor(v * 10)]! += 1;
    for (const count of tenths) expect(Math.abs(count - 2000)).toBeLessThan(200);
  });

  it('picks indexes within range', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 50 }), (seed, count) => {
        const { value } = nextIndex(prngFrom(seed), count);
        expect(Number.isInteger(value) && value >= 0 && value < count).toBe(true);
      }),
    );
  });
});

describe('keyed draws', () => {
  it('depend only on seed, key and index, not on what was drawn before', () => {
    const direct = keyedUnit(5, 'share', 3);
    keyedUnit(5, 'share', 0);
    keyedUnit(5, 'kindness', 3);
    expect(keyedUnit(5, 'share', 3)).toBe(direct);
    expect(keyedUnit(5, 'share', 4)).not.toBe(direct);
    expect(keyedUnit(6, 'share', 3)).not.toBe(direct);
  });

  it('stay within [0, 1)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.string(), fc.nat(), (seed, key, index) => {
        const value = keyedUnit(seed, key, index);
        expect(value >= 0 && value < 1).toBe(true);
      }),
    );
  });
});

describe('stable hash and buckets', () => {
  it('hashes a string to the same 53-bit number on every run', () => {
    expect(cyrb53('a')).toBe(7929297801672961);
    expect(cyrb53('shopper-123:rule-9')).toBe(cyrb53('shopper-123:rule-9'));
    expect(cyrb53('a', 1)).not.toBe(cyrb53('a'));
  });

  it('spreads shoppers evenly over percentiles', () => {
    const ids = Array.from({ length: 20_000 }, (_, i) => `shopper-${i}:rule-1`);
    const under30 = ids.filter((id) => percentileOf(id) < 30).length / ids.length;
    expect(Math.abs(under30 - 0.3)).toBeLessThan(0.015);
    expect(ids.every((id) => percentileOf(id) >= 0 && percentileOf(id) < 100)).toBe(true);
  });
});
