import type { Random } from '../random';
import { SIGNS, amountWriters, patternWriter } from './amounts';
import { commaCoins } from './euro-amounts';
import { at, chance, fill, pickWeighted, type Patterns } from './pick';
import { plainNumber, split, thousands } from './numbers';
import { FR_SENTENCES } from './fr.sentences';
import type { Currency, LanguageKit } from './types';
import { NUMBER_NAMES } from './number-names';

const { units: UNITS, tens: TENS } = NUMBER_NAMES.fr;

function belowHundred(n: number): string {
  if (n <= 16) return at(UNITS, n);
  if (n < 20) return `dix-${at(UNITS, n - 10)}`;
  const tens = Math.floor(n / 10);
  const unit = n % 10;
  // Seventy and ninety count on from sixty and eighty: soixante-douze, quatre-vingt-dix-neuf.
  if (tens === 7) return unit === 1 ? 'soixante et onze' : `soixante-${belowHundred(10 + unit)}`;
  if (tens === 8) return unit === 0 ? 'quatre-vingts' : `quatre-vingt-${at(UNITS, unit)}`;
  if (tens === 9) return `quatre-vingt-${belowHundred(10 + unit)}`;
  const word = at(TENS, tens);
  if (unit === 0) return word;
  return unit === 1 ? `${word} et un` : `${word}-${at(UNITS, unit)}`;
}

/** Traditional spelling (hyphens below a hundred only): 'deux cent quatre-vingts'. */
function frenchWords(n: number): string {
  if (n === 1000) return 'mille';
  if (n < 100) return belowHundred(n);
  const rest = n % 100;
  const count = Math.floor(n / 100);
  // 'Cents' takes its s only when nothing follows: deux cents, deux cent un.
  const hundreds = count === 1 ? 'cent' : `${at(UNITS, count)} cent${rest === 0 ? 's' : ''}`;
  return rest === 0 ? hundreds : `${hundreds} ${belowHundred(rest)}`;
}

/** Words before the currency: 'une' for pounds (livres are feminine); some use 1990 hyphens. */
function typedWords(random: Random, n: number, currency: Currency): string {
  let words = frenchWords(n);
  if (currency === 'GBP') words = words.replace(/un$/, 'une');
  if (chance(random, 0.15)) words = words.replace(/ /g, '-');
  return words;
}

const DIGITS: Record<Currency, Patterns> = {
  EUR: [
    ['# €', 3],
    ['#€', 3],
    ['# euros', 2],
    ['#', 2],
    ['# EUR', 0.4],
    ['#e', 0.5],
    ['€#', 0.3],
    ['# eur', 0.3],
  ],
  GBP: [
    ['# £', 2],
    ['#£', 1],
    ['£#', 1.5],
    ['# livres', 1.5],
    ['#', 1.5],
    ['# GBP', 0.4],
  ],
};
const DECIMALS: Record<Currency, Patterns> = {
  EUR: [
    ['# €', 3],
    ['#€', 3],
    ['# euros', 1],
    ['#', 1.5],
  ],
  GBP: [
    ['# £', 2],
    ['#£', 1],
    ['# livres', 1],
  ],
};
const NAMES: Record<Currency, string> = { EUR: 'euros', GBP: 'livres' };

const digits = patternWriter(DIGITS, ',');

/** '39,50 €', and the French shop-window '39€50'. */
function decimals(random: Random, amount: number, currency: Currency): string {
  const { whole, cents } = split(amount);
  const way = pickWeighted(random, [
    ['comma', 8],
    ['euro_mark', currency === 'EUR' ? 2 : 0],
    ['point', 0.3],
  ] as const);
  if (way === 'euro_mark') return `${whole}€${String(cents).padStart(2, '0')}`;
  if (way === 'point') return `${plainNumber(amount, '.')}${SIGNS[currency]}`;
  return fill(random, DECIMALS[currency], plainNumber(amount, ','));
}

/** '1 200 €' with a plain, narrow or non-breaking space (as the bot writes), Swiss '1'200'. */
function grouped(random: Random, amount: number, currency: Currency): string {
  const whole = Number.isInteger(amount);
  const space = pickWeighted(random, [
    [' ', 3],
    ['\u202f', 2],
    ['\u00a0', 2],
    ["'", whole ? 0.5 : 0],
  ] as const);
  const text = fill(random, DECIMALS[currency], plainNumber(amount, ',', space));
  return space === "'" ? text : text.replace(/ (?=[€£])/, space);
}

/** '1,2k', '2k€', '1k2', '2 mille'. */
function suffixK(random: Random, amount: number, currency: Currency): string {
  const count = thousands(amount, ',');
  // 'Mille' with a count is for round thousands from two: '2 mille', never '1 mille'.
  const round = amount % 1000 === 0 && amount >= 2000;
  const sign = SIGNS[currency];
  return pickWeighted(random, [
    [`${count}k`, 3],
    [`${count}k${sign}`, 2],
    [`${count} k${sign}`, 1],
    [`${Math.floor(amount / 1000)}k${Math.round((amount % 1000) / 100)}`, round ? 0 : 2],
    [`${count} mille`, round ? 2 : 0],
    [`${count} mille ${NAMES[currency]}`, round ? 1 : 0],
    [`${count} mille balles`, round && currency === 'EUR' ? 0.5 : 0],
  ]);
}

const balles = (random: Random, amount: number) =>
  `${amount <= 100 && chance(random, 0.3) ? typedWords(random, amount, 'EUR') : amount} balles`;

export const FR: LanguageKit = {
  numberWords: frenchWords,
  write: amountWriters({
    digits,
    decimals,
    grouped,
    suffixK,
    slang: balles,
    typed: typedWords,
    names: NAMES,
    coins: commaCoins({ EUR: 'centimes', GBP: 'pence' }, frenchWords),
    moreOff: (amount, currency) => [[(r) => balles(r, amount), currency === 'EUR' ? 1.5 : 0]],
    percent: [
      ['#%', 3],
      ['# %', 2],
      ['#\u00a0%', 1],
      ['# pour cent', 1],
    ],
  }),
  say: FR_SENTENCES,
  slangCurrency: 'EUR',
  locale: 'fr',
  unaccented: (text) => text.normalize('NFD').replace(/\p{Mn}/gu, ''),
  habits: [
    // Typed on a phone, the space French puts before '?' and '!' is often left out.
    { chance: 0.5, apply: (text) => text.replace(/ ([?!:;])/g, '$1') },
    // Spoken French drops the 'ne' of a negation: 'je peux pas'.
    {
      chance: 0.3,
      apply: (text) => text.replace(/\b(?:ne |n')(?=\p{L}+ (?:pas|plus)\b)/gu, ''),
    },
  ],
};
