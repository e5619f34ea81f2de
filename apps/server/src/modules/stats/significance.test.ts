import { describe, expect, it } from 'vitest';
import {
  binomialProbability,
  compareConversion,
  exactBinomialPValue,
  logGamma,
  normalTwoSided,
  twoProportionZ,
} from './significance';

describe('significance', () => {
  it('computes ln Γ and the normal tail to textbook precision', () => {
    expect(logGamma(1)).toBeCloseTo(0, 12);
    expect(logGamma(11)).toBeCloseTo(Math.log(3628800), 10);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
    // Standard normal table: P(|Z| >= 1.96) = 0.0499958, P(|Z| >= 2.5758) = 0.01.
    expect(normalTwoSided(1.959963984540054)).toBeCloseTo(0.05, 12);
    expect(normalTwoSided(2.5758293035489)).toBeCloseTo(0.01, 12);
    expect(normalTwoSided(0)).toBeCloseTo(1, 12);
    expect(normalTwoSided(6)).toBeCloseTo(1.973175290075e-9, 18);
  });

  it('gives the pooled two-proportion z-test (45/100 against 60/100: z 2.1240, p 0.03367)', () => {
    const { z, p } = twoProportionZ({ successes: 45, trials: 100 }, { successes: 60, trials: 100 });
    expect(z).toBeCloseTo(2.123977, 5);
    expect(p).toBeCloseTo(0.0336721, 6);
    const panel = compareConversion({ successes: 45, trials: 100 }, { successes: 60, trials: 100 });
    expect(panel).toMatchObject({ test: 'two-proportion z', significant: true, trials: 200 });
    expect(twoProportionZ({ successes: 0, trials: 50 }, { successes: 0, trials: 60 })).toEqual({
      z: 0,
      p: 1,
    });
  });

  it("matches R's binom.test: 9 of 10 at ½ is 22/1024; Mendel's 682 of 925 at ¾ is 0.3825", () => {
    expect(binomialProbability(3, 10, 0.5)).toBeCloseTo(120 / 1024, 14);
    expect(exactBinomialPValue(9, 10, 0.5)).toBeCloseTo(22 / 1024, 12);
    expect(exactBinomialPValue(682, 925, 0.75)).toBeCloseTo(0.3824916, 6);
    expect(exactBinomialPValue(2, 20, 0.3)).toBeCloseTo(0.0526279, 6);
    expect(exactBinomialPValue(7, 30, 0.1)).toBeCloseTo(0.0258268, 6);
    expect(exactBinomialPValue(5, 10, 0.5)).toBeCloseTo(1, 12);
    expect(exactBinomialPValue(0, 10, 0)).toBe(1);
    expect(exactBinomialPValue(1, 10, 0)).toBe(0);
  });

  it('uses the exact test below 100 trials, against the control rate', () => {
    // Control 3 of 10 converts; the test cohort 2 of 20: binom.test(2, 20, 0.3) = 0.05263.
    const panel = compareConversion({ successes: 3, trials: 10 }, { successes: 2, trials: 20 });
    expect(panel).toEqual({
      test: 'exact binomial',
      p_value: expect.closeTo(0.0526279, 6) as number,
      significant: false,
      z: null,
      trials: 30,
    });
    const significant = compareConversion(
      { successes: 1, trials: 10 },
      { successes: 7, trials: 30 },
    );
    expect(significant).toMatchObject({ test: 'exact binomial', significant: true });
    expect(compareConversion({ successes: 0, trials: 0 }, { successes: 1, trials: 5 })).toBeNull();
  });
});
