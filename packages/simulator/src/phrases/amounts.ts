import type { Random } from '../random';
import { plainNumber } from './numbers';
import { chance, fill, pick, pickWeighted, type Patterns } from './pick';
import type { AmountWriters, Currency, Write } from './types';

/** The currencies' signs, as every language types them. */
export const SIGNS: Readonly<Record<Currency, string>> = { EUR: '€', GBP: '£' };

/** The amount in digits with `decimalMark`, in one of the currency's patterns ('£#' -> '£40'). */
export const patternWriter =
  (patterns: Readonly<Record<Currency, Patterns>>, decimalMark: string): Write =>
  (random, amount, currency) =>
    fill(random, patterns[currency], plainNumber(amount, decimalMark));

/** One way to say an amount, with how likely it is against the others. */
type WeightedWay = readonly [(random: Random) => string, number];

/**
 * What one language writes amounts with: its own writers and the pieces the writers every
 * language builds alike (amounts in words, amounts taken off, percentages) are made of.
 */
export interface AmountWays {
  digits: Write;
  decimals: Write;
  grouped: Write;
  suffixK: Write;
  slang: Write;
  /** A whole amount in words as typed before the currency's name. */
  typed: Write;
  /** The currencies' names: 'pounds', 'livres', 'Euro'. */
  names: Readonly<Record<Currency, string>>;
  /** The amount in words, where it is more than the typed words and, often, the name. */
  words?: Write;
  /** Below one unit taken off: the ways to say so many cents, pence or centimes, as likely. */
  coins: (cents: number, currency: Currency) => readonly string[];
  /** The language's own other ways to say a whole amount taken off, with their weights. */
  moreOff: (amount: number, currency: Currency) => readonly WeightedWay[];
  /** A percentage's patterns: '#%', '# Prozent'. */
  percent: Patterns;
}

/**
 * An amount taken off, the same way in every language: in coins below one unit, in decimals when
 * it has cents, else in digits, in words up to 100, or one of the language's own ways.
 */
function writeOff(random: Random, amount: number, currency: Currency, ways: AmountWays): string {
  const cents = Math.round(amount * 100);
  if (cents < 100) return pick(random, ways.coins(cents, currency));
  if (cents % 100 !== 0) return ways.decimals(random, amount, currency);
  return pickWeighted<(random: Random) => string>(random, [
    [(r) => ways.digits(r, amount, currency), 3],
    [(r) => `${ways.typed(r, amount, currency)} ${ways.names[currency]}`, amount <= 100 ? 1 : 0],
    ...ways.moreOff(amount, currency),
  ])(random);
}

/** A language's amount writers, from its own ways. */
export function amountWriters(ways: AmountWays): AmountWriters {
  const { digits, decimals, grouped, suffixK, slang, typed, names } = ways;
  return {
    digits,
    decimals,
    grouped,
    suffixK,
    // The currency's name after the words seven times in ten.
    words:
      ways.words ??
      ((random, amount, currency) =>
        `${typed(random, amount, currency)}${chance(random, 0.7) ? ` ${names[currency]}` : ''}`),
    slang,
    off: (random, amount, currency) => writeOff(random, amount, currency, ways),
    percent: (random, percent) => fill(random, ways.percent, String(percent)),
  };
}
