import type { Random } from '../random';
import { amountWriters, patternWriter } from './amounts';
import { at, chance, fill, type Patterns } from './pick';
import { plainNumber, thousands } from './numbers';
import { EN_GB_SENTENCES } from './en-GB.sentences';
import type { Currency, LanguageKit } from './types';
import { NUMBER_NAMES } from './number-names';

const { ones: ONES, tens: TENS } = NUMBER_NAMES['en-GB'];

function belowHundred(n: number): string {
  if (n < 20) return at(ONES, n);
  const tens = at(TENS, Math.floor(n / 10));
  return n % 10 === 0 ? tens : `${tens}-${at(ONES, n % 10)}`;
}

/** British English, with the 'and' after hundred: 'nine hundred and fifty'. */
function englishWords(n: number): string {
  if (n === 1000) return 'one thousand';
  if (n < 100) return belowHundred(n);
  const hundreds = `${at(ONES, Math.floor(n / 100))} hundred`;
  return n % 100 === 0 ? hundreds : `${hundreds} and ${belowHundred(n % 100)}`;
}

/** Words as people type them: 'a hundred and twenty' as often as 'one', hyphens sometimes lost. */
function typedWords(random: Random, n: number): string {
  let words = englishWords(n);
  if (chance(random, 0.5)) words = words.replace(/^one (hundred|thousand)/, 'a $1');
  if (chance(random, 0.2)) words = words.replace('-', ' ');
  return words;
}

const DIGITS: Record<Currency, Patterns> = {
  GBP: [
    ['£#', 5],
    ['#', 2],
    ['# pounds', 1],
    ['# GBP', 0.4],
    ['GBP #', 0.2],
  ],
  EUR: [
    ['€#', 4],
    ['#', 2],
    ['# euros', 1],
    ['# EUR', 0.4],
    ['#€', 0.6],
  ],
};
const DECIMALS: Record<Currency, Patterns> = {
  GBP: [
    ['£#', 5],
    ['#', 2],
    ['# pounds', 0.4],
  ],
  EUR: [
    ['€#', 4],
    ['#', 2],
    ['# euros', 0.4],
    ['#€', 0.4],
  ],
};
const K: Record<Currency, Patterns> = {
  GBP: [
    ['£#k', 3],
    ['#k', 3],
    ['#k quid', 1],
  ],
  EUR: [
    ['€#k', 3],
    ['#k', 3],
    ['#k euros', 1],
  ],
};
const NAMES: Record<Currency, string> = { GBP: 'pounds', EUR: 'euros' };

const digits = patternWriter(DIGITS, '.');
const decimals = patternWriter(DECIMALS, '.');

/** Pound slang: a fiver, a tenner, so many quid. */
function quid(random: Random, amount: number): string {
  if (amount === 5 && chance(random, 0.7)) return 'a fiver';
  if (amount === 10 && chance(random, 0.7)) return 'a tenner';
  return `${amount <= 100 && chance(random, 0.3) ? typedWords(random, amount) : amount} quid`;
}

export const EN_GB: LanguageKit = {
  numberWords: englishWords,
  write: amountWriters({
    digits,
    decimals,
    grouped: (random, amount, currency) =>
      fill(random, DECIMALS[currency], plainNumber(amount, '.', ',')),
    suffixK: (random, amount, currency) => fill(random, K[currency], thousands(amount, '.')),
    slang: quid,
    typed: typedWords,
    names: NAMES,
    // Amounts off: '50p', 'fifty pence', 'a fiver', '£5', 'five pounds'.
    coins: (cents, currency) =>
      currency === 'GBP'
        ? [`${cents}p`, `${englishWords(cents)} pence`]
        : [`${cents} cents`, `${englishWords(cents)} cents`],
    moreOff: (amount, currency) => [[(r) => quid(r, amount), currency === 'GBP' ? 2 : 0]],
    percent: [
      ['#%', 4],
      ['# percent', 1],
      ['# per cent', 1],
    ],
  }),
  say: EN_GB_SENTENCES,
  slangCurrency: 'GBP',
  locale: 'en-GB',
  unaccented: (text) => text,
  habits: [
    // 'Im', 'dont', 'its': apostrophes are the first thing quick typists drop.
    { chance: 0.25, apply: (text) => text.replace(/'/g, '') },
    { chance: 0.1, apply: (text) => text.replace(/\bI\b/g, 'i') },
  ],
};
