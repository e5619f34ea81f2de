import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ALGORITHM_VERSIONS,
  HYPER_PARAMETER_BOUNDS,
  HYPER_PARAMETER_NAMES,
  HYPER_PARAMETER_RANGES,
  ZHyperParameters,
  type THyperParameterName,
} from '@parley/contract';
import { defaultHyperParameters } from './algorithm-defaults';

describe('default hyper-parameters', () => {
  it.each(ALGORITHM_VERSIONS)('%s passes the contract (bounds, bea, coherent)', (version) => {
    const defaults = defaultHyperParameters(version);
    expect(ZHyperParameters.safeParse(defaults).error?.issues ?? []).toEqual([]);
    expect(Object.keys(defaults).sort()).toEqual([...HYPER_PARAMETER_NAMES].sort());
  });

  it('keeps the examples of part 2 §9', () => {
    for (const version of ALGORITHM_VERSIONS) {
      expect(defaultHyperParameters(version)).toMatchObject({
        walkaway_relaxation: 0.8,
        initial_discount_low: 0.375,
        initial_discount_high: 0.625,
        exp_max_bids: 5,
        tolerance: version === 'b_tit_for_tat' ? 0.1 : 0.15,
      });
    }
  });

  it('hands out a copy that callers may change', () => {
    const mine = defaultHyperParameters('a_baseline');
    mine.tolerance = 0.9;
    expect(defaultHyperParameters('a_baseline').tolerance).toBe(0.15);
  });
});

/** Mostly values within each parameter's bounds, sometimes a little beyond them. */
const hyperParameterSets = fc.record(
  Object.fromEntries(
    HYPER_PARAMETER_NAMES.map((name) => {
      const [min, max] = HYPER_PARAMETER_BOUNDS[name];
      return [
        name,
        fc.oneof(
          { arbitrary: fc.double({ min, max, noNaN: true }), weight: 19 },
          { arbitrary: fc.double({ min: min - 1, max: max + 1, noNaN: true }), weight: 1 },
        ),
      ];
    }),
  ) as Record<THyperParameterName, fc.Arbitrary<number>>,
);

describe('the hyper-parameter schema', () => {
  it('accepts only sets within bounds that respect bea and coherent', () => {
    const outcomes = { accepted: 0, refused: 0 };
    fc.assert(
      fc.property(hyperParameterSets, (values) => {
        const result = ZHyperParameters.safeParse(values);
        outcomes[result.success ? 'accepted' : 'refused'] += 1;
        if (!result.success) return;
        const accepted = result.data;
        for (const name of HYPER_PARAMETER_NAMES) {
          const [min, max] = HYPER_PARAMETER_BOUNDS[name];
          expect(accepted[name]).toBeGreaterThanOrEqual(min);
          expect(accepted[name]).toBeLessThanOrEqual(max);
        }
        expect(accepted.break_even_randomness).toBeLessThanOrEqual(
          accepted.break_even_increase / 2,
        );
        for (const { low, high } of HYPER_PARAMETER_RANGES) {
          expect(accepted[high]).toBeGreaterThanOrEqual(accepted[low]);
        }
      }),
      { numRuns: 5000 },
    );
    // The property means something only if both outcomes actually happened.
    expect(outcomes.accepted).toBeGreaterThan(0);
    expect(outcomes.refused).toBeGreaterThan(0);
  });

  it('accepts the defaults with any one parameter moved within bounds, unless bea or coherent breaks', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALGORITHM_VERSIONS),
        fc.constantFrom(...HYPER_PARAMETER_NAMES),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (version, name, share) => {
          const [min, max] = HYPER_PARAMETER_BOUNDS[name];
          const values = { ...defaultHyperParameters(version), [name]: min + share * (max - min) };
          const breaksBea = values.break_even_randomness > values.break_even_increase / 2;
          const breaksCoherent = HYPER_PARAMETER_RANGES.some(
            ({ low, high }) => values[high] < values[low],
          );
          expect(ZHyperParameters.safeParse(values).success).toBe(!breaksBea && !breaksCoherent);
        },
      ),
    );
  });
});
