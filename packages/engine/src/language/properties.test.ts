/// <reference types="node" />
import { CHAT_LANGUAGES } from '@parley/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { understand } from './understand';

const UNITS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** 1–999 the British way: 'three hundred and forty-two'. */
function englishBelowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const restText =
    rest < 10
      ? UNITS[rest]
      : rest < 20
        ? TEENS[rest - 10]
        : `${TENS[Math.floor(rest / 10)]}-${UNITS[rest % 10]}`.replace(/-$/, '');
  if (hundreds === 0) return restText ?? '';
  return rest === 0 ? `${UNITS[hundreds]} hundred` : `${UNITS[hundreds]} hundred and ${restText}`;
}

function english(n: number): string {
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  if (thousands === 0) return englishBelowThousand(rest);
  return rest === 0
    ? `${englishBelowThousand(thousands)} thousand`
    : `${englishBelowThousand(thousands)} thousand ${englishBelowThousand(rest)}`;
}

const DE_UNITS = ['', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'];
const DE_TEENS = [
  'zehn',
  'elf',
  'zwölf',
  'dreizehn',
  'vierzehn',
  'fünfzehn',
  'sechzehn',
  'siebzehn',
  'achtzehn',
  'neunzehn',
];
const DE_TENS = [
  '',
  '',
  'zwanzig',
  'dreißig',
  'vierzig',
  'fünfzig',
  'sechzig',
  'siebzig',
  'achtzig',
  'neunzig',
];

/** 1–9999 as one German word: 'zweitausenddreihundertfünfundvierzig'. */
function german(n: number): string {
  const thousands = Math.floor(n / 1000);
  const hundreds = Math.floor((n % 1000) / 100);
  const rest = n % 100;
  const unit = rest % 10;
  const restText =
    rest === 1
      ? 'eins'
      : rest < 10
        ? DE_UNITS[rest]
        : rest < 20
          ? DE_TEENS[rest - 10]
          : `${unit === 0 ? '' : `${DE_UNITS[unit]}und`}${DE_TENS[Math.floor(rest / 10)]}`;
  return `${thousands > 0 ? `${DE_UNITS[thousands]}tausend` : ''}${hundreds > 0 ? `${DE_UNITS[hundreds]}hundert` : ''}${restText}`;
}

describe('properties', () => {
  it('reads every English amount spelled out up to 999,999', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 999_999 }), (n) => {
        expect(understand(`${english(n)} pounds`, { language: 'en-GB', currency: 'GBP' }).bid).toBe(
          n,
        );
      }),
    );
  });

  it('reads every German compound number up to 9,999', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 9_999 }), (n) => {
        expect(understand(`${german(n)} Euro`, { language: 'de', currency: 'EUR' }).bid).toBe(n);
      }),
    );
  });

  it('reads any amount in cents written with a sign, either separator', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 101, max: 99_999 }),
        fc.constantFrom(...CHAT_LANGUAGES),
        (cents, language) => {
          const whole = Math.floor(cents / 100);
          const fraction = String(cents % 100).padStart(2, '0');
          const written = language === 'en-GB' ? `£${whole}.${fraction}` : `${whole},${fraction} €`;
          expect(understand(written, { language, currency: 'EUR' }).bid).toBe(cents / 100);
        },
      ),
    );
  });

  it('ranks intents best first with confidences that are shares of one, for any text', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 80 }),
        fc.constantFrom(...CHAT_LANGUAGES),
        (text, language) => {
          const context = {
            language,
            currency: 'EUR',
            listPrice: 80,
            lastBotOffer: 72,
            lastShopperBid: 60,
          };
          const reading = understand(text, context);
          expect(reading).toEqual(understand(text, context));
          expect(reading.intents.length).toBeGreaterThan(0);
          const confidences = reading.intents.map((intent) => intent.confidence);
          expect([...confidences].sort((a, b) => b - a)).toEqual(confidences);
          expect(confidences.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1.001);
          expect(reading.understood).toBe(reading.issues.length === 0);
          if (reading.bid !== null) expect(reading.bid).toBeGreaterThan(0);
        },
      ),
    );
  });
});
