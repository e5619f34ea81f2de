import { BINOMIAL_TRIALS_CUTOFF, SIGNIFICANCE_LEVEL, type TSignificance } from '@parley/contract';

/**
 * Is the test cohort's conversion different from the control's (two-sided)? Part 1 §5, §9: the
 * two-proportion z-test (pooled, no continuity correction), or below 100 trials (both cohorts'
 * sessions together) the exact binomial test of the test cohort's conversions against the
 * control's rate, as R's binom.test computes it. Significant when p < 0.05.
 */

/** ln Γ(x) by Lanczos (g = 7, n = 9): accurate to about 1e-15 for x > 0. */
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
  -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
  1.5056327351493116e-7,
];
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const y = x - 1;
  let sum = LANCZOS[0]!;
  for (let i = 1; i < LANCZOS.length; i++) sum += LANCZOS[i]! / (y + i);
  const t = y + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(sum);
}

const EPSILON = 1e-15;
const MAX_ITERATIONS = 500;

/** The regularised upper incomplete gamma Q(a, x), by series or Lentz's continued fraction. */
function upperGamma(a: number, x: number): number {
  if (x <= 0) return 1;
  const logPrefix = -x + a * Math.log(x) - logGamma(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < MAX_ITERATIONS && Math.abs(term) > Math.abs(sum) * EPSILON; n++) {
      term *= x / (a + n);
      sum += term;
    }
    return 1 - sum * Math.exp(logPrefix);
  }
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < MAX_ITERATIONS; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPSILON) break;
  }
  return Math.exp(logPrefix) * h;
}

/** Two-sided tail of the standard normal: P(|Z| >= |z|) = erfc(|z| / √2) = Q(½, z²/2). */
export const normalTwoSided = (z: number) => upperGamma(0.5, (z * z) / 2);

/** P(X = k) for X ~ Binomial(n, p). */
export function binomialProbability(k: number, n: number, p: number): number {
  if (p === 0) return k === 0 ? 1 : 0;
  if (p === 1) return k === n ? 1 : 0;
  const logChoose = logGamma(n + 1) - logGamma(k + 1) - logGamma(n - k + 1);
  return Math.exp(logChoose + k * Math.log(p) + (n - k) * Math.log(1 - p));
}

/** R's binom.test, two-sided: the outcomes no more likely than the one seen (1e-7 tolerance). */
export function exactBinomialPValue(successes: number, trials: number, p: number): number {
  if (p === 0) return successes === 0 ? 1 : 0;
  if (p === 1) return successes === trials ? 1 : 0;
  const seen = binomialProbability(successes, trials, p) * (1 + 1e-7);
  let total = 0;
  for (let k = 0; k <= trials; k++) {
    const probability = binomialProbability(k, trials, p);
    if (probability <= seen) total += probability;
  }
  return Math.min(1, total);
}

/** The pooled two-proportion z statistic (test minus control) and its two-sided p-value. */
export function twoProportionZ(
  control: { successes: number; trials: number },
  test: { successes: number; trials: number },
): { z: number; p: number } {
  const pooled = (control.successes + test.successes) / (control.trials + test.trials);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / control.trials + 1 / test.trials));
  if (se === 0) return { z: 0, p: 1 };
  const z = (test.successes / test.trials - control.successes / control.trials) / se;
  return { z, p: normalTwoSided(z) };
}

/** The significance panel; null until both cohorts have a session. */
export function compareConversion(
  control: { successes: number; trials: number },
  test: { successes: number; trials: number },
): TSignificance | null {
  if (control.trials === 0 || test.trials === 0) return null;
  const trials = control.trials + test.trials;
  if (trials < BINOMIAL_TRIALS_CUTOFF) {
    const p = exactBinomialPValue(test.successes, test.trials, control.successes / control.trials);
    return {
      test: 'exact binomial',
      p_value: p,
      significant: p < SIGNIFICANCE_LEVEL,
      z: null,
      trials,
    };
  }
  const { z, p } = twoProportionZ(control, test);
  return { test: 'two-proportion z', p_value: p, significant: p < SIGNIFICANCE_LEVEL, z, trials };
}
