import {
  HYPER_PARAMETER_BOUNDS,
  HYPER_PARAMETER_NAMES,
  HYPER_PARAMETER_RANGES,
  LEGACY_RULE_OBJECTIVE,
  type TNegotiationObjective,
  type THyperParameters,
} from '@parley/contract';
import { defaultHyperParameters } from '../algorithm-defaults';
import type { NegotiationSetup } from './types';

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * Into the contract's bounds, with the `coherent` and `bea` rules restored: the engine must
 * behave on whatever a stored rule holds. A missing or non-finite value takes the version's default.
 */
export const sanitiseHyperParameters = (
  values: THyperParameters,
  fallback: THyperParameters,
): THyperParameters => {
  const clean = { ...fallback };
  for (const name of HYPER_PARAMETER_NAMES) {
    const [low, high] = HYPER_PARAMETER_BOUNDS[name];
    const value = values[name];
    clean[name] = Number.isFinite(value) ? clamp(value, low, high) : fallback[name];
  }
  for (const { low, high } of HYPER_PARAMETER_RANGES)
    clean[high] = Math.max(clean[high], clean[low]);
  clean.break_even_randomness = Math.min(
    clean.break_even_randomness,
    clean.break_even_increase / 2,
  );
  return clean;
};

type Shift = (h: THyperParameters) => Partial<THyperParameters>;

/**
 * How an objective moves the rule's preset (balance_performance keeps it). increase_conversion
 * closes soonest: its first counter to a bid at or below the walkaway comes close to the
 * walkaway, its ordinary rounds may use the whole room, and it concedes faster with more slack
 * (every extra round loses shoppers). preserve_margin opens higher, concedes later (more
 * Boulware) and keeps more of the room for the final offer.
 */
const OBJECTIVE_SHIFTS: Record<Exclude<TNegotiationObjective, 'none'>, Shift> = {
  balance_performance: () => ({}),
  increase_conversion: (h) => ({
    initial_discount_low: h.initial_discount_low + 0.4,
    initial_discount_high: h.initial_discount_high + 0.4,
    tolerance: h.tolerance * 1.5,
    break_even_increase: h.break_even_increase * 1.25,
    kindness_low: h.kindness_low * 1.5,
    kindness_high: h.kindness_high * 1.5,
    decay_rate: h.decay_rate * 1.5,
    walkaway_relaxation: h.walkaway_relaxation + 0.2,
  }),
  preserve_margin: (h) => ({
    initial_discount_low: h.initial_discount_low - 0.1,
    initial_discount_high: h.initial_discount_high - 0.1,
    tolerance: h.tolerance * 0.5,
    break_even_increase: h.break_even_increase * 0.75,
    kindness_low: h.kindness_low * 0.5,
    kindness_high: h.kindness_high * 0.5,
    decay_rate: h.decay_rate * 0.5,
    walkaway_relaxation: h.walkaway_relaxation - 0.1,
  }),
};

/**
 * The legacy objective has a Target Discount below the Discount Threshold: ordinary rounds stop
 * at the target and the rest of the threshold is released only as the final offer.
 */
const legacyShift = (setup: NegotiationSetup): Partial<THyperParameters> => {
  const target = setup.targetDiscountPercentage;
  if (target === null || !Number.isFinite(target) || setup.walkawayPercentage <= 0) return {};
  return { walkaway_relaxation: target / setup.walkawayPercentage };
};

/** The hyper-parameters a negotiation really runs with: the rule's, shifted by its objective. */
export const effectiveHyperParameters = (setup: NegotiationSetup): THyperParameters => {
  const defaults = defaultHyperParameters(setup.algorithm.version);
  const base = sanitiseHyperParameters(setup.algorithm.hyperParameters, defaults);
  const shift =
    setup.objective === LEGACY_RULE_OBJECTIVE
      ? legacyShift(setup)
      : OBJECTIVE_SHIFTS[setup.objective](base);
  return sanitiseHyperParameters({ ...base, ...shift }, base);
};
