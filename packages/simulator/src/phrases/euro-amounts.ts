/**
 * Ways of writing amounts that the languages at home with the euro (French, German, Spanish)
 * share: the decimal comma, cents, and pounds by a name of the language's own.
 */
import { SIGNS } from './amounts';
import { plainNumber } from './numbers';
import { chance, fill, type Patterns } from './pick';
import type { Currency, Write } from './types';

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

/**
 * Pounds as shoppers at home with the euro write them where pounds have a name of their own
 * ('Pfund', 'libras'): whole pounds by that name, by the sign before or after, bare or as GBP;
 * pounds and pence by the name or with the sign after.
 */
export const foreignPounds = (name: string): { digits: Patterns; decimals: Patterns } => ({
  digits: [
    [`# ${name}`, 2.5],
    ['£#', 1.5],
    ['# £', 1.5],
    ['#', 1.5],
    ['# GBP', 0.4],
  ],
  decimals: [
    [`# ${name}`, 2],
    ['# £', 1],
  ],
});

/**
 * Less than one unit as the euro languages say it: so many cents in figures or in words, or the
 * part of a euro with a decimal comma ('0,50 €'); pence in figures only. `coins` names the coin
 * of each currency ('centimes', 'pence').
 */
export const commaCoins =
  (coins: Readonly<Record<Currency, string>>, words: (n: number) => string) =>
  (cents: number, currency: Currency): readonly string[] => {
    const asAmount = plainNumber(cents / 100, ',');
    return currency === 'EUR'
      ? [`${cents} ${coins.EUR}`, `${words(cents)} ${coins.EUR}`, `${asAmount} €`]
      : [`${cents} ${coins.GBP}`, `${asAmount} £`];
  };
