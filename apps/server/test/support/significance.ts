import { expect } from 'vitest';
import type { TSignificance } from '@parley/contract';

/**
 * The significance of 10 buyers in 50 shoppers (20 %) against 30 in 100 (30 %), the case the
 * uplift test and the experiments' results both work through: pooled 40/150, so the
 * two-proportion z test (z = 1.30558, p = 0.19169), not significant.
 */
export function expectTwentyAgainstThirtyPercent(significance: TSignificance | null) {
  expect(significance).toMatchObject({
    test: 'two-proportion z',
    significant: false,
    trials: 150,
  });
  expect(significance!.z).toBeCloseTo(1.305582, 5);
  expect(significance!.p_value).toBeCloseTo(0.191695, 5);
}
