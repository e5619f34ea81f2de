import { describe, expect, it } from 'vitest';
import { SHOPPER_LANGUAGES, numberWords, type ShopperLanguage } from './index';

/** Spellings from grammars and style guides, written out by hand rather than computed. */
const KNOWN: Record<ShopperLanguage, Readonly<Record<number, string>>> = {
  'en-GB': {
    0: 'zero',
    7: 'seven',
    13: 'thirteen',
    21: 'twenty-one',
    45: 'forty-five',
    71: 'seventy-one',
    80: 'eighty',
    91: 'ninety-one',
    99: 'ninety-nine',
    100: 'one hundred',
    101: 'one hundred and one',
    120: 'one hundred and twenty',
    200: 'two hundred',
    555: 'five hundred and fifty-five',
    950: 'nine hundred and fifty',
    1000: 'one thousand',
  },
  fr: {
    0: 'zéro',
    16: 'seize',
    17: 'dix-sept',
    21: 'vingt et un',
    22: 'vingt-deux',
    61: 'soixante et un',
    70: 'soixante-dix',
    71: 'soixante et onze',
    77: 'soixante-dix-sept',
    80: 'quatre-vingts',
    81: 'quatre-vingt-un',
    90: 'quatre-vingt-dix',
    91: 'quatre-vingt-onze',
    99: 'quatre-vingt-dix-neuf',
    100: 'cent',
    101: 'cent un',
    200: 'deux cents',
    201: 'deux cent un',
    250: 'deux cent cinquante',
    280: 'deux cent quatre-vingts',
    555: 'cinq cent cinquante-cinq',
    1000: 'mille',
  },
  de: {
    0: 'null',
    1: 'eins',
    11: 'elf',
    12: 'zwölf',
    16: 'sechzehn',
    17: 'siebzehn',
    21: 'einundzwanzig',
    30: 'dreißig',
    45: 'fünfundvierzig',
    71: 'einundsiebzig',
    80: 'achtzig',
    91: 'einundneunzig',
    99: 'neunundneunzig',
    100: 'hundert',
    101: 'hunderteins',
    200: 'zweihundert',
    250: 'zweihundertfünfzig',
    555: 'fünfhundertfünfundfünfzig',
    1000: 'tausend',
  },
  es: {
    0: 'cero',
    15: 'quince',
    16: 'dieciséis',
    21: 'veintiuno',
    22: 'veintidós',
    30: 'treinta',
    31: 'treinta y uno',
    45: 'cuarenta y cinco',
    71: 'setenta y uno',
    80: 'ochenta',
    91: 'noventa y uno',
    99: 'noventa y nueve',
    100: 'cien',
    101: 'ciento uno',
    200: 'doscientos',
    500: 'quinientos',
    555: 'quinientos cincuenta y cinco',
    700: 'setecientos',
    900: 'novecientos',
    1000: 'mil',
  },
};

describe('numbers in words', () => {
  for (const language of SHOPPER_LANGUAGES) {
    it(`spell known numbers in ${language}`, () => {
      for (const [n, words] of Object.entries(KNOWN[language])) {
        expect(numberWords(language, Number(n))).toBe(words);
      }
    });

    it(`give every number from 0 to 1000 its own spelling in ${language}`, () => {
      const all = Array.from({ length: 1001 }, (_, n) => numberWords(language, n));
      expect(new Set(all).size).toBe(1001);
      for (const words of all) expect(words).toMatch(/^[\p{L}\- ]+$/u);
    });
  }

  it('refuse numbers outside 0 to 1000', () => {
    expect(() => numberWords('fr', 1001)).toThrow(RangeError);
    expect(() => numberWords('de', 2.5)).toThrow(RangeError);
  });
});
