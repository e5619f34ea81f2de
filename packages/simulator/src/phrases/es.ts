import type { Random } from '../random';
import { SIGNS, amountWriters, patternWriter } from './amounts';
import { commaCoins, commaDecimals, foreignPounds } from './euro-amounts';
import { at, chance, fill, pickWeighted, type Patterns } from './pick';
import { plainNumber, thousands } from './numbers';
import { ES_SENTENCES } from './es.sentences';
import type { Currency, LanguageKit } from './types';
import { NUMBER_NAMES } from './number-names';

const { units: UNITS, tens: TENS, hundreds: HUNDREDS } = NUMBER_NAMES.es;

function belowHundred(n: number): string {
  if (n < 30) return at(UNITS, n);
  const tens = at(TENS, Math.floor(n / 10));
  return n % 10 === 0 ? tens : `${tens} y ${at(UNITS, n % 10)}`;
}

/** Standalone Spanish: 'cien' alone, 'ciento uno', 'quinientos cincuenta y cinco'. */
function spanishWords(n: number): string {
  if (n === 1000) return 'mil';
  if (n === 100) return 'cien';
  if (n < 100) return belowHundred(n);
  const hundreds = at(HUNDREDS, Math.floor(n / 100));
  return n % 100 === 0 ? hundreds : `${hundreds} ${belowHundred(n % 100)}`;
}

/** Before a noun 'uno' shortens ('veintiún euros'); pounds are feminine ('doscientas libras'). */
function beforeNoun(n: number, currency: Currency): string {
  const words = spanishWords(n);
  if (currency === 'GBP') return words.replace(/cientos/g, 'cientas').replace(/uno$/, 'una');
  return words.replace(/veintiuno$/, 'veintiún').replace(/uno$/, 'un');
}

const NAMES: Record<Currency, string> = { EUR: 'euros', GBP: 'libras' };
const POUNDS = foreignPounds(NAMES.GBP);

const DIGITS: Record<Currency, Patterns> = {
  EUR: [
    ['# €', 3],
    ['#€', 3],
    ['# euros', 2.5],
    ['#', 2],
    ['# EUR', 0.4],
    ['#e', 0.5],
    ['€#', 0.3],
    ['# eur', 0.3],
  ],
  GBP: POUNDS.digits,
};
const DECIMALS: Record<Currency, Patterns> = {
  EUR: [
    ['# €', 3],
    ['#€', 3],
    ['# euros', 2],
    ['#', 1.5],
  ],
  GBP: POUNDS.decimals,
};

const digits = patternWriter(DIGITS, ',');

/** '39,50 €', now and then the '39.50€' of a phone keyboard. */
const decimals = commaDecimals(DECIMALS, '');

/** '1.200 €', '1.200,50 €', and the space the RAE now recommends. */
function grouped(random: Random, amount: number, currency: Currency): string {
  const mark = pickWeighted(random, [
    ['.', 5],
    [' ', 0.7],
    ["'", Number.isInteger(amount) ? 0.3 : 0],
  ] as const);
  return fill(random, DECIMALS[currency], plainNumber(amount, ',', mark));
}

/** '1,2k', '2 mil', '2 mil euros'. */
function suffixK(random: Random, amount: number, currency: Currency): string {
  const count = thousands(amount, ',');
  // 'Mil' with a count is for round thousands from two: '2 mil', never '1 mil'.
  const round = amount % 1000 === 0 && amount >= 2000;
  return pickWeighted(random, [
    [`${count}k`, 3],
    [`${count}k ${SIGNS[currency]}`, 1],
    [`${count} mil`, round ? 2 : 0],
    [`${count} mil ${NAMES[currency]}`, round ? 1 : 0],
    [`${count} mil pavos`, round && currency === 'EUR' ? 0.5 : 0],
  ]);
}

/** Euro slang: pavos, and the pelas left over from the peseta. */
const pavos = (random: Random, amount: number) =>
  pickWeighted(random, [
    [`${amount} pavos`, 3],
    [`${amount} pelas`, 1],
    ...(amount <= 100 ? ([[`${beforeNoun(amount, 'EUR')} pavos`, 1]] as const) : []),
  ]);

const ACCENTED: Readonly<Record<string, string>> = {
  á: 'a',
  é: 'e',
  í: 'i',
  ó: 'o',
  ú: 'u',
  ü: 'u',
  Á: 'A',
  É: 'E',
  Í: 'I',
  Ó: 'O',
  Ú: 'U',
};

export const ES: LanguageKit = {
  numberWords: spanishWords,
  write: amountWriters({
    digits,
    decimals,
    grouped,
    suffixK,
    slang: pavos,
    typed: (_, amount, currency) => beforeNoun(amount, currency),
    names: NAMES,
    // The name goes with the words that agree with it, or the words stand alone.
    words: (random, amount, currency) =>
      chance(random, 0.7)
        ? `${beforeNoun(amount, currency)} ${NAMES[currency]}`
        : spanishWords(amount),
    coins: commaCoins({ EUR: 'céntimos', GBP: 'peniques' }, spanishWords),
    moreOff: (amount, currency) => [[(r) => pavos(r, amount), currency === 'EUR' ? 1 : 0]],
    percent: [
      ['#%', 3],
      ['# %', 1.5],
      ['# por ciento', 1.5],
    ],
  }),
  say: ES_SENTENCES,
  slangCurrency: 'EUR',
  locale: 'es',
  // Accents need a dead key and get skipped; ñ has its own key and stays.
  unaccented: (text) => text.replace(/[áéíóúüÁÉÍÓÚ]/g, (letter) => ACCENTED[letter] ?? letter),
  // Opening '¿' and '¡' are the first thing left out when typing fast.
  habits: [{ chance: 0.4, apply: (text) => text.replace(/[¿¡]/g, '') }],
};
