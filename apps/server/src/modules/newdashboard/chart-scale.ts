/**
 * A chart's value axis: round steps (1, 2 or 5 times a power of ten) from a multiple of the step
 * at or below the lowest value to one at or above the highest, zero always included.
 */

/** About this many steps from bottom to top: enough gridlines to read, few enough to label. */
const STEPS = 4;

export interface ValueScale {
  min: number;
  max: number;
  ticks: number[];
  /** The decimals every tick label needs (0.5 steps: 1). */
  digits: number;
}

export function valueScale(values: number[], wholeNumbers: boolean): ValueScale {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const span = high > low ? high - low : 1;
  const rough = span / STEPS;
  const power = 10 ** Math.floor(Math.log10(rough));
  const nice = [1, 2, 5, 10].find((m) => m * power >= rough)! * power;
  // Counts have no fractions: their axis never steps by less than one.
  const step = wholeNumbers ? Math.max(1, Math.ceil(nice)) : nice;
  const digits = Math.max(0, -Math.floor(Math.log10(step)));
  const min = Math.floor(low / step) * step;
  const max = Math.max(Math.ceil(high / step) * step, min + step);
  const ticks: number[] = [];
  for (let i = 0; min + i * step <= max + step / 2; i++) {
    ticks.push(Number((min + i * step).toFixed(digits)));
  }
  return { min, max, ticks, digits };
}
