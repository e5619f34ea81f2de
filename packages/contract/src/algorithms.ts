import { z } from 'zod';
import { MSG } from './messages';
import { zNumberInput } from './common';
import { ALGORITHM_VERSIONS } from './constants';

/**
 * Every algorithm hyper-parameter with its inclusive bounds (part 2 §5). Every version carries the
 * whole set so that switching versions only swaps values; what each one means is documented in
 * packages/engine/README.md. `kindness_low`/`kindness_high` are ours: the tit-for-tat goodwill
 * step, bounded like the spec's other parameters ("the others coherent and between 0 and 1").
 */
export const HYPER_PARAMETER_BOUNDS = {
  break_even_increase: [0, 1],
  break_even_randomness: [0, 1],
  exp_increment_spontaneous_bids: [0, 1],
  exp_increment_initial_bid: [0, 1],
  walkaway_relaxation: [0, 1],
  decay_rate: [0, 1],
  decay_walkaway_multiplier: [0, 10],
  exp_max_bids: [1, 20],
  tolerance: [0, 1],
  initial_discount_low: [0, 1],
  initial_discount_high: [0, 1],
  kindness_low: [0, 1],
  kindness_high: [0, 1],
} as const satisfies Record<string, readonly [number, number]>;
export type THyperParameterName = keyof typeof HYPER_PARAMETER_BOUNDS;
export const HYPER_PARAMETER_NAMES = Object.keys(HYPER_PARAMETER_BOUNDS) as THyperParameterName[];

/** Each `*_high` parameter with its `*_low` partner, for the `coherent` rule. */
export const HYPER_PARAMETER_RANGES = HYPER_PARAMETER_NAMES.flatMap((name) => {
  const low = name.replace(/_high$/, '_low');
  return name.endsWith('_high') && low in HYPER_PARAMETER_BOUNDS
    ? [{ low: low as THyperParameterName, high: name }]
    : [];
});

const zBoundedDouble = ([min, max]: readonly [number, number]) =>
  zNumberInput()
    .min(min, { message: MSG.between(min, max) })
    .max(max, { message: MSG.between(min, max) });

const shape = Object.fromEntries(
  HYPER_PARAMETER_NAMES.map((name) => [name, zBoundedDouble(HYPER_PARAMETER_BOUNDS[name])]),
) as Record<THyperParameterName, z.ZodNumber>;

/** The values alone, as stored and read back (no cross-field rules, so a read never fails). */
export const ZHyperParameterValues = z.object(shape);
export type THyperParameters = z.infer<typeof ZHyperParameterValues>;

/** The `bea` and `coherent` rules, reported on the field the user has to change. */
export const checkHyperParameters = (values: THyperParameters, ctx: z.RefinementCtx): void => {
  if (values.break_even_randomness > values.break_even_increase / 2) {
    ctx.addIssue({ code: 'custom', path: ['break_even_randomness'], message: MSG.bea });
  }
  for (const { low, high } of HYPER_PARAMETER_RANGES) {
    if (values[high] < values[low]) {
      ctx.addIssue({ code: 'custom', path: [high], message: MSG.coherent });
    }
  }
};

/** Hyper-parameters as saved: every one a required double within its bounds, plus bea and coherent. */
export const ZHyperParameters = ZHyperParameterValues.superRefine(checkHyperParameters);

export const ZAlgorithmVersion = z.enum(ALGORITHM_VERSIONS, { message: MSG.required });

export const ZAlgorithmSettings = z.object({
  algorithm_version: z.enum(ALGORITHM_VERSIONS),
  hyper_parameters: ZHyperParameterValues,
});
export type TAlgorithmSettings = z.infer<typeof ZAlgorithmSettings>;
