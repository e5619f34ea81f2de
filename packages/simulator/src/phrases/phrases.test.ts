import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SHOPPER_LANGUAGES,
  TEXT_FORMS,
  acceptText,
  bidText,
  competitorText,
  goodbyeText,
  numberWords,
  pushText,
  smallTalkText,
  type Said,
  type TextContext,
} from './index';
import { manyBids, seeded } from './test-chats';

const round2 = (amount: number) => Math.round(amount * 100) / 100;

/** A chat as the shopper sees it: list prices from 5 to 5,000, sometimes with pence. */
const scenes = fc
  .record({
    language: fc.constantFrom(...SHOPPER_LANGUAGES),
    currency: fc.constantFrom('GBP' as const, 'EUR' as const),
    listPrice: fc.oneof(
      fc.integer({ min: 5, max: 5000 }),
      fc.integer({ min: 500, max: 500000 }).map((cents) => cents / 100),
    ),
    offerShare: fc.oneof(fc.constant(1), fc.double({ min: 0.3, max: 1, noNaN: true })),
    lastShare: fc.option(fc.double({ min: 0.2, max: 1.05, noNaN: true })),
    wantedShare: fc.double({ min: 0.05, max: 1.3, noNaN: true }),
    chattiness: fc.double({ min: 0, max: 1, noNaN: true }),
    seed: fc.integer(),
  })
  .map(({ listPrice, offerShare, lastShare, wantedShare, language, currency, ...rest }) => {
    const botOffer = Math.max(0.01, round2(listPrice * offerShare));
    const lastBid = lastShare === null ? null : Math.max(0.01, round2(botOffer * lastShare));
    const context: TextContext = { language, currency, listPrice, botOffer, lastBid };
    return { ...rest, context, wanted: listPrice * wantedShare };
  });

/** Lower case, no accents or umlauts, no hyphens, genders and short forms alike. */
const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/ue/g, 'u')
    .replace(/ß|ss/g, 's')
    .replace(/-/g, ' ')
    .replace(/cientas/g, 'cientos')
    .replace(/\b(un)[oae]?\b/g, '$1')
    .replace(/veintiun[oa]?/g, 'veintiun');

/** The digits of an amount as a text writes them, separators dropped: '1 200,50' → '120050'. */
const digitsOf = (text: string) => text.replace(/(\d)[ .,'\u202f\u00a0€](?=\d)/g, '$1');
const centsDigits = (amount: number) => String(Math.round(amount * 100));

/** What each form must say, checked from the text and the chat alone. */
function checkMeaning(said: Said, context: TextContext): void {
  const { bid, text, form } = said;
  if (bid === null) return;
  switch (form) {
    case 'digits':
      expect(digitsOf(text)).toContain(String(bid));
      break;
    case 'decimals':
    case 'grouped_thousands':
      expect(digitsOf(text)).toContain(Number.isInteger(bid) ? String(bid) : centsDigits(bid));
      break;
    case 'words':
      expect(fold(text)).toContain(
        fold(numberWords(context.language, bid).replace(/^one (?=hundred|thousand)/, '')),
      );
      break;
    case 'percentage_off': {
      const percent = Number(
        /(\d+)\s?(%|percent|per cent|pour cent|prozent|por ciento)/i.exec(text)?.[1],
      );
      expect(bid).toBe(round2((context.listPrice * (100 - percent)) / 100));
      break;
    }
    case 'fraction':
      expect([1 / 2, 2 / 3, 3 / 4].map((share) => round2(context.listPrice * share))).toContain(
        bid,
      );
      break;
    case 'halfway':
      expect(bid).toBe(Math.round((context.botOffer + (context.lastBid ?? NaN)) * 50) / 100);
      break;
    case 'amount_off':
      // A round amount off the standing offer: halves, whole units, fives, tens, fifties.
      expect(Math.round((context.botOffer - bid) * 100) % 50).toBe(0);
      break;
    case 'competitor':
      expect(digitsOf(text)).toContain(Number.isInteger(bid) ? String(bid) : centsDigits(bid));
      break;
    case 'slang':
    case 'suffix_k':
    case 'no_amount':
      break;
  }
}

describe('shopper texts', () => {
  it('mean a positive bid at or under the offer, in every language and form', () => {
    fc.assert(
      fc.property(scenes, fc.constantFrom(...TEXT_FORMS), (scene, form) => {
        const { context, wanted, chattiness, seed } = scene;
        const said = bidText(seeded(seed), wanted, context, { chattiness, forms: [form] });
        expect(said.text.trim()).not.toBe('');
        expect(said.text).not.toMatch(/undefined|NaN|\{|\}/);
        if (form === 'no_amount') {
          expect(said.bid).toBeNull();
          return;
        }
        expect([form, 'digits', 'decimals']).toContain(said.form);
        const bid = said.bid ?? -1;
        expect(bid).toBeGreaterThan(0);
        expect(bid).toBeLessThanOrEqual(context.botOffer);
        expect(Math.abs(bid * 100 - Math.round(bid * 100))).toBeLessThan(1e-6);
        checkMeaning(said, context);
      }),
      { numRuns: 3000 },
    );
  });

  it('bid near what the shopper wants', () => {
    fc.assert(
      fc.property(scenes, ({ context, wanted, chattiness, seed }) => {
        const said = bidText(seeded(seed), wanted, context, { chattiness });
        const target = Math.min(wanted, context.botOffer);
        expect(Math.abs((said.bid ?? -1) - target)).toBeLessThanOrEqual(Math.max(1, target * 0.05));
      }),
      { numRuns: 2000 },
    );
  });

  it('replay from the same seed', () => {
    fc.assert(
      fc.property(scenes, ({ context, wanted, chattiness, seed }) => {
        const write = () => {
          const random = seeded(seed);
          return [
            bidText(random, wanted, context, { chattiness }),
            pushText(random, context),
            acceptText(random, context.language),
            smallTalkText(random, context.language),
          ];
        };
        expect(write()).toEqual(write());
      }),
    );
  });

  it('push, accept, leave and chat without a bid', () => {
    fc.assert(
      fc.property(scenes, ({ context, seed }) => {
        const random = seeded(seed);
        const push = pushText(random, context);
        expect(push).toMatchObject({ bid: null, form: 'no_amount' });
        expect(push.text.trim()).not.toBe('');
        for (const text of [
          acceptText(random, context.language),
          goodbyeText(random, context.language),
          smallTalkText(random, context.language),
        ]) {
          expect(text.trim()).not.toBe('');
          expect(text).not.toMatch(/\d|undefined/);
        }
      }),
    );
  });

  it('quote a competitor at the price given, capped at the offer', () => {
    fc.assert(
      fc.property(scenes, fc.double({ min: 0.5, max: 1.2, noNaN: true }), (scene, share) => {
        const { context, seed } = scene;
        const price = Math.max(0.01, round2(context.listPrice * share));
        const said = competitorText(seeded(seed), price, context);
        expect(said.form).toBe('competitor');
        expect(said.bid).toBe(Math.min(price, context.botOffer));
        checkMeaning(said, context);
      }),
    );
  });
});

describe.each(SHOPPER_LANGUAGES)('shoppers writing %s', (language) => {
  it('use every form of bid', () => {
    const forms = new Set(manyBids(language).map(({ form }) => form));
    expect([...forms].sort()).toEqual(TEXT_FORMS.filter((form) => form !== 'no_amount').sort());
  });
});
