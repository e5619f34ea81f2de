import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  HYPER_PARAMETER_NAMES,
  NEGOTIATION_OBJECTIVES,
  ZHyperParameters,
  type THyperParameters,
} from '@parley/contract';
import { defaultHyperParameters } from '../algorithm-defaults';
import { effectiveHyperParameters, sanitiseHyperParameters } from './hyper-parameters';
import { setupOf, withVersion } from '../../test/support/negotiation';

const anyNumber = fc.oneof(
  fc.double(),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -1, 0, 0.5, 1, 25),
);
const anyValues = fc.record(
  Object.fromEntries(HYPER_PARAMETER_NAMES.map((name) => [name, anyNumber])) as Record<
    keyof THyperParameters,
    fc.Arbitrary<number>
  >,
);

describe('hyper-parameters in force', () => {
  it('brings any stored values back within the contract (bounds, bea, coherent)', () => {
    fc.assert(
      fc.property(anyValues, fc.constantFrom(...NEGOTIATION_OBJECTIVES), (values, objective) => {
        const clean = sanitiseHyperParameters(values, defaultHyperParameters('a_baseline'));
        expect(ZHyperParameters.safeParse(clean).success).toBe(true);
        const setup = setupOf({
          objective,
          targetDiscountPercentage: 10,
          algorithm: { version: 'c_exponential', hyperParameters: values },
        });
        expect(ZHyperParameters.safeParse(effectiveHyperParameters(setup)).success).toBe(true);
      }),
    );
  });

  it('replaces a value that is not a number by the default', () => {
    const values = { ...defaultHyperParameters('b_tit_for_tat'), tolerance: Number.NaN };
    expect(sanitiseHyperParameters(values, defaultHyperParameters('b_tit_for_tat')).tolerance).toBe(
      0.1,
    );
  });

  it('keeps balance_performance as configured', () => {
    expect(effectiveHyperParameters(withVersion('a_baseline'))).toEqual(
      defaultHyperParameters('a_baseline'),
    );
  });

  it('makes increase_conversion more generous and preserve_margin firmer', () => {
    const of = (objective: 'increase_conversion' | 'preserve_margin') =>
      effectiveHyperParameters(withVersion('c_exponential', { objective }));
    const base = defaultHyperParameters('c_exponential');
    const generous = of('increase_conversion');
    const firm = of('preserve_margin');
    for (const name of [
      'initial_discount_low',
      'initial_discount_high',
      'tolerance',
      'break_even_increase',
      'kindness_high',
      'decay_rate',
      'walkaway_relaxation',
    ] as const) {
      expect(generous[name]).toBeGreaterThan(base[name]);
      expect(firm[name]).toBeLessThan(base[name]);
    }
    expect(firm.exp_max_bids).toBe(base.exp_max_bids);
  });

  it('stops ordinary rounds at the legacy target discount', () => {
    const legacy = withVersion('a_baseline', {
      objective: 'none',
      walkawayPercentage: 20,
      targetDiscountPercentage: 10,
    });
    expect(effectiveHyperParameters(legacy).walkaway_relaxation).toBe(0.5);
    const noTarget = { ...legacy, targetDiscountPercentage: null };
    expect(effectiveHyperParameters(noTarget).walkaway_relaxation).toBe(0.8);
  });
});
