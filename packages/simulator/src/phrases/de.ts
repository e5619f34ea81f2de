import type { Random } from '../random';
import { SIGNS, amountWriters, patternWriter } from './amounts';
import { commaCoins, commaDecimals, foreignPounds } from './euro-amounts';
import { at, chance, fill, pick, pickWeighted, type Patterns } from './pick';
import { plainNumber, thousands } from './numbers';
import { DE_SENTENCES } from './de.sentences';
import type { Currency, LanguageKit } from './types';
import { NUMBER_NAMES } from './number-names';

const { units: UNITS, tens: TENS } = NUMBER_NAMES.de;

function belowHundred(n: number): string {
  if (n < 20) return at(UNITS, n);
  const tens = at(TENS, Math.floor(n / 10));
  const unit = n % 10;
  // Units come first and 'eins' loses its s: einundzwanzig.
  if (unit === 0) return tens;
  return `${unit === 1 ? 'ein' : at(UNITS, unit)}und${tens}`;
}

/** One word, as German writes numbers: 'zweihundertfünfzig', 'hunderteins', 'tausend'. */
function germanWords(n: number): string {
  if (n === 1000) return 'tausend';
  if (n < 100) return belowHundred(n);
  const count = Math.floor(n / 100);
  const hundreds = `${count === 1 ? '' : at(UNITS, count)}hundert`;
  return n % 100 === 0 ? hundreds : `${hundreds}${belowHundred(n % 100)}`;
}

/** 'einhundert' and 'eintausend' are as common as the bare words. */
function typedWords(random: Random, n: number): string {
  const words = germanWords(n);
  return chance(random, 0.3) ? words.replace(/^(hundert|tausend)/, 'ein$1') : words;
}

const NAMES: Record<Currency, string> = { EUR: 'Euro', GBP: 'Pfund' };
const POUNDS = foreignPounds(NAMES.GBP);

const DIGITS: Record<Currency, Patterns> = {
  EUR: [
    ['# €', 3],
    ['#€', 2],
    ['# Euro', 2.5],
    ['#', 2],
    ['# EUR', 0.5],
    ['€ #', 0.3],
    ['#,- €', 0.5],
    ['#,-', 0.3],
  ],
  GBP: POUNDS.digits,
};
const DECIMALS: Record<Currency, Patterns> = {
  EUR: [
    ['# €', 3],
    ['#€', 2],
    ['# Euro', 2],
    ['€ #', 0.3],
    ['#', 1.5],
  ],
  GBP: POUNDS.decimals,
};

const digits = patternWriter(DIGITS, ',');

/** '39,50 €', now and then '39.50 €'. */
const decimals = commaDecimals(DECIMALS, ' ');

/** '1.200 €', '1.200,50 €', '1.200,- €', Swiss '1'200', DIN's '1 200'. */
function grouped(random: Random, amount: number, currency: Currency): string {
  const whole = Number.isInteger(amount);
  const mark = pickWeighted(random, [
    ['.', 5],
    ["'", whole ? 0.5 : 0],
    [' ', 0.5],
  ] as const);
  const number = plainNumber(amount, ',', mark);
  if (whole && currency === 'EUR' && chance(random, 0.1)) return `${number},- €`;
  return fill(random, DECIMALS[currency], number);
}

/** '1,2k', '2 Tsd. €', '2 Tausend'. */
function suffixK(random: Random, amount: number, currency: Currency): string {
  const count = thousands(amount, ',');
  return pickWeighted(random, [
    [`${count}k`, 3],
    [`${count}k ${SIGNS[currency]}`, 1],
    [`${count} Tsd.`, 1],
    [`${count} Tsd. ${NAMES[currency]}`, 1],
    [`${count} Tausend`, amount % 1000 === 0 && amount >= 2000 ? 1 : 0],
  ]);
}

/** Euro slang: Mäuse, Tacken, Öcken. */
const mice = (random: Random, amount: number) =>
  pickWeighted(random, [
    [`${amount} Mäuse`, 3],
    [`${amount} Tacken`, 2],
    [`${amount} Öcken`, 1],
    ...(amount <= 100 ? ([[`${germanWords(amount)} Mäuse`, 1]] as const) : []),
  ]);

/** Notes by name, for amounts taken off: 'nen Zehner weniger'. */
const NOTES: Readonly<Record<number, readonly string[]>> = {
  10: ["'nen Zehner", 'einen Zehner'],
  20: ["'nen Zwanni", 'einen Zwanziger'],
  50: ["'nen Fuffi", 'einen Fünfziger'],
  100: ["'nen Hunni", 'einen Hunderter'],
};

/** Whole amounts taken off, besides digits and words: in slang, and notes by name. */
function moreOff(amount: number, currency: Currency) {
  const notes = currency === 'EUR' ? NOTES[amount] : undefined;
  return [
    [(r: Random) => mice(r, amount), currency === 'EUR' ? 1 : 0],
    [(r: Random) => (notes ? pick(r, notes) : digits(r, amount, currency)), notes ? 2 : 0],
  ] as const;
}

const UMLAUTS: Readonly<Record<string, string>> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
};

export const DE: LanguageKit = {
  numberWords: germanWords,
  write: amountWriters({
    digits,
    decimals,
    grouped,
    suffixK,
    slang: mice,
    typed: typedWords,
    names: NAMES,
    coins: commaCoins({ EUR: 'Cent', GBP: 'Pence' }, germanWords),
    moreOff,
    percent: [
      ['#%', 3],
      ['# %', 2],
      ['# Prozent', 2],
    ],
  }),
  say: DE_SENTENCES,
  slangCurrency: 'EUR',
  locale: 'de',
  // Without umlauts on the keyboard Germans write 'ae', 'oe', 'ue', 'ss'.
  unaccented: (text) => text.replace(/[äöüÄÖÜß]/g, (letter) => UMLAUTS[letter] ?? letter),
  // 'mit 50 Mäusen': the slang plural takes the dative n after these prepositions.
  inflect: (before, amount) =>
    /\b(?:mit|bei|von|zu|aus|nach)\s*$/i.test(before) ? amount.replace(/Mäuse$/, 'Mäusen') : amount,
  habits: [{ chance: 0.3, apply: (text) => text.replace(/'/g, '') }],
};
