import type { TChatLanguage } from '@parley/contract';
import { CHAT_LANGUAGES } from '@parley/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findAmounts } from './amounts';
import { lexiconOf } from './lexicons/compile-lexicon';
import type { SpellVariant } from '../../test/support/spell-numbers';
import { english, french, german, spanish } from '../../test/support/spell-numbers';
import { tokenise } from './text';
import { understand } from './understand';

const variants: fc.Arbitrary<SpellVariant> = fc.record({
  hyphens: fc.boolean(),
  long: fc.boolean(),
  split: fc.boolean(),
});

/** The value of the amount a text spells out, read alone with its currency word. */
function spelledValue(text: string, language: TChatLanguage): number | undefined {
  const tokens = tokenise(text);
  const [mention, ...others] = findAmounts(tokens, lexiconOf(language));
  const whole = mention?.first === 0 && mention.end === tokens.length && others.length === 0;
  return whole ? mention.value : undefined;
}

const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';
const THIN = '\u2009';

/** How each language groups thousands and marks decimals (beside what Intl writes). */
const WRITTEN: Record<TChatLanguage, { groups: string[]; decimal: string; locale: string }> = {
  'en-GB': { groups: [',', ' ', NBSP, NARROW_NBSP, THIN], decimal: '.', locale: 'en-GB' },
  fr: { groups: [NARROW_NBSP, NBSP, THIN, ' ', '.'], decimal: ',', locale: 'fr-FR' },
  de: { groups: ['.', ' ', NBSP, NARROW_NBSP, "'"], decimal: ',', locale: 'de-DE' },
  es: { groups: ['.', ' ', NBSP, NARROW_NBSP], decimal: ',', locale: 'es-ES' },
};

/** '1234567' as '1 234 567' with the given separator. */
const grouped = (whole: number, separator: string): string =>
  String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, separator);

const CENTS_OFF: Record<TChatLanguage, (n: number) => string[]> = {
  'en-GB': (n) => [
    `${n}p off`,
    `${english(n, { hyphens: true, long: true, split: false })} pence off`,
  ],
  fr: (n) => [`${n} centimes de moins`],
  de: (n) => [`${n} Cent weniger`],
  es: (n) => [`${n} céntimos menos`],
};

describe('properties', () => {
  it('reads every English amount spelled out up to 999,999', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 999_999 }), variants, (n, variant) => {
        const text = `${english(n, variant)} pounds`;
        expect(understand(text, { language: 'en-GB', currency: 'GBP' }).bid, text).toBe(n);
      }),
    );
  });

  it('reads every German number up to 9,999, as one word or split', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 9_999 }), variants, (n, variant) => {
        const text = `${german(n, variant)} Euro`;
        expect(understand(text, { language: 'de', currency: 'EUR' }).bid, text).toBe(n);
      }),
    );
  });

  it('reads every number from 0 to 1000 spelled out in each language', () => {
    const spell: Record<TChatLanguage, (n: number, variant: SpellVariant) => string> = {
      'en-GB': (n, variant) => `${english(n, variant)} pounds`,
      fr: (n, variant) => `${french(n, variant)} euros`,
      de: (n, variant) => `${german(n, variant)} Euro`,
      es: (n) => `${spanish(n)} euros`,
    };
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.constantFrom(...CHAT_LANGUAGES),
        variants,
        (n, language, variant) => {
          const text = spell[language](n, variant);
          expect(spelledValue(text, language), text).toBe(n);
        },
      ),
      { numRuns: 2000 },
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

  it('reads any amount in cents grouped in thousands the way each language writes it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999_999_999 }),
        fc.constantFrom(...CHAT_LANGUAGES),
        fc.nat(),
        fc.boolean(),
        fc.option(fc.double({ min: 0.8, max: 1.5, noNaN: true })),
        (cents, language, pick, withCents, listShare) => {
          const { groups, decimal, locale } = WRITTEN[language];
          const amount = cents / 100;
          const whole = Math.floor(amount);
          const fraction = String(cents % 100).padStart(2, '0');
          const showCents = withCents || cents % 100 !== 0;
          const number = `${grouped(whole, groups[pick % groups.length] ?? ' ')}${showCents ? `${decimal}${fraction}` : ''}`;
          const byHand = language === 'en-GB' ? `£${number}` : `${number} €`;
          const currency = language === 'en-GB' ? 'GBP' : 'EUR';
          const byIntl = new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
            amount,
          );
          const context = {
            language,
            currency,
            ...(listShare === null ? {} : { listPrice: Math.max(1, amount * listShare) }),
          };
          for (const written of [byHand, byIntl]) {
            expect(understand(written, context).bid, JSON.stringify(written)).toBe(amount);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('reads pence, centimes, Cent and céntimos off as a step off the bot offer', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99 }),
        fc.integer({ min: 10, max: 2000 }),
        fc.constantFrom(...CHAT_LANGUAGES),
        (pence, offer, language) => {
          const context = { language, currency: 'EUR', listPrice: offer + 10, lastBotOffer: offer };
          for (const text of CENTS_OFF[language](pence)) {
            const reading = understand(text, context);
            expect(reading.bid, text).toBe(Math.round(offer * 100 - pence) / 100);
            expect(reading.intents[0]?.name, text).toBe('offer');
            expect(
              reading.entities.map((entity) => entity.role),
              text,
            ).toEqual(['relative_amount']);
          }
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
