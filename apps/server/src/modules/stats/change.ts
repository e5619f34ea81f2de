import type { TStatChange } from '@parley/contract';

/**
 * Part 1 §3 Stat change: the move from the previous period, as unsigned percentage text with
 * at most one decimal and a sign. Null when either figure is missing, or the previous period had
 * nothing (a percentage of nothing means nothing), unless both are nothing (no change).
 */
export function statChange(current: number | null, previous: number | null): TStatChange | null {
  if (current === null || previous === null) return null;
  if (previous === 0) return current === 0 ? { percentage: '0%', sign: 0 } : null;
  const relative = ((current - previous) / Math.abs(previous)) * 100;
  const rounded = Number(Math.abs(relative).toFixed(1));
  return { percentage: `${rounded}%`, sign: rounded === 0 ? 0 : relative > 0 ? 1 : -1 };
}

/** The changes of the named figures; null without a previous period. */
export function changesOf<K extends string>(
  keys: readonly K[],
  current: Record<K, number | null>,
  previous: Record<K, number | null> | null,
): Record<K, TStatChange | null> | null {
  if (previous === null) return null;
  return Object.fromEntries(keys.map((k) => [k, statChange(current[k], previous[k])])) as Record<
    K,
    TStatChange | null
  >;
}

/** A share in percent to two decimals; 0 of 0 is 0. */
export const percentOf = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100;

/** Money divided to the penny (half away from zero); null when divided by nothing. */
export const moneyPer = (amount: number, by: number) =>
  by === 0 ? null : Math.round((amount * 100) / by) / 100;
