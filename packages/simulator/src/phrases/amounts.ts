import type { Random } from '../populations';
import { plainNumber } from './numbers';
import { chance, fill, pick, pickWeighted, type Patterns } from './pick';
import type { Currency, Write } from './types';

/** The currencies' signs, as every language types them. */
export const SIGNS: Readonly<Record<Currency, string>> = { EUR: '€', GBP: '£' };

/** The amount in digits with `decimalMark`, in one of the currency's patterns ('£#' -> '£40'). */
export const patternWriter =
  (patterns: Readonly<Record<Currency, Patterns>>, decimalMark: string): Write =>
  (random, amount, currency) =>
    fill(random, patterns[currency], plainNumber(amount, decimalMark));

/**
 * An amount with cents in one of the currency's patterns, with a decimal comma ('39,50 €'); one
 * time in twenty with the point of another keyboard instead, which before two digits cannot be a
 * thousands point, and the sign after `gap`.
 */
export const commaDecimals =
  (patterns: Readonly<Record<Currency, Patterns>>, gap: string): Write =>
  (random, amount, currency) =>
    chance(random, 0.05)
      ? `${plainNumber(amount, '.')}${gap}${SIGNS[currency]}`
      : fill(random, patterns[currency], plainNumber(amount, ','));

/** How one language says an amount taken off a price. */
export interface OffWays {
  /** Below one unit: the ways to say so many cents, pence or centimes, each as likely. */
  coins: (cents: number) => readonly string[];
  /** An amount with cents. */
  decimals: Write;
  /** A whole amount: each way to say it, with its weight. */
  whole: readonly (readonly [(random: Random) => string, number])[];
}

/**
 * An amount taken off, the same way in every language: in coins below one unit, in decimals when
 * it has cents, else one of the whole amount's ways.
 */
export function writeOff(
  random: Random,
  amount: number,
  currency: Currency,
  ways: OffWays,
): string {
  const cents = Math.round(amount * 100);
  if (cents < 100) return pick(random, ways.coins(cents));
  if (cents % 100 !== 0) return ways.decimals(random, amount, currency);
  return pickWeighted(random, ways.whole)(random);
}
