import { describe, expect, it } from 'vitest';
import { BEST_PRICE_ASKS } from '../../test/support/everyday-phrases';
import { EUR, GBP } from '../../test/support/language';
import { understand } from './understand';

/**
 * The shopper's everyday phrases (issue 30, item 11) as the language layer reads them: asking for
 * the bot's best price, meeting in the middle, and 'I'm at £X'. What the bot then says is in
 * conversation/everyday-phrases.test.ts.
 */

describe('asking for the bot’s best price', () => {
  it.each(BEST_PRICE_ASKS)('reads "%s" as a push for the bot’s price, with no bid', (text) => {
    const understanding = understand(text, GBP);
    expect(understanding.asksForOffer).toBe(true);
    expect(understanding.intents[0]?.name).toBe('reject');
    expect(understanding.bid).toBeNull();
    expect(understanding.understood).toBe(true);
  });

  it.each([
    ['fr', 'Quel est votre meilleur prix ?'],
    ['fr', 'une petite remise ?'],
    ['de', 'Was ist Ihr bester Preis?'],
    ['de', 'Gibt es Rabatt?'],
    ['es', '¿Cuál es tu mejor precio?'],
    ['es', '¿Algún descuento?'],
  ] as const)('reads the %s "%s" alike', (language, text) => {
    const understanding = understand(text, EUR(language));
    expect(understanding.asksForOffer).toBe(true);
    expect(understanding.intents[0]?.name).toBe('reject');
  });

  it.each([
    ['how about £40?', 'offer'],
    ['is that your best price? I can do £40', 'offer'],
    ['ok deal', 'accept'],
    ['do you deliver to Scotland?', 'question'],
    ['hello', 'greeting'],
  ] as const)('does not read "%s" as asking, since it is not', (text, intent) => {
    const understanding = understand(text, GBP);
    expect(understanding.asksForOffer).toBe(false);
    expect(understanding.intents[0]?.name).toBe(intent);
  });
});

describe('meeting in the middle', () => {
  it.each(['meet me in the middle', "let's split the difference", 'Meet me halfway?'])(
    'tells "%s" as leaving the midpoint to the bot',
    (text) => {
      expect(understand(text, GBP)).toMatchObject({ halfway: 'asked', bid: 42 });
    },
  );

  it.each([
    'meet in the middle at £43',
    "let's split the difference: 43",
    '£43, halfway between us?',
  ])('tells "%s" as naming the midpoint', (text) => {
    expect(understand(text, GBP)).toMatchObject({ halfway: 'named', bid: 43 });
  });

  it('tells a plain bid from meeting in the middle', () => {
    expect(understand('how about £43?', GBP).halfway).toBeNull();
  });
});

describe("'I'm at £X'", () => {
  it.each([
    "I'm at £40",
    "i'm at 40",
    'im at 40',
    'I am at 40 quid',
    'my offer is £40',
    'My offer is 40',
    "I'm offering 40",
    'Im offering £40',
    "I'm at forty",
  ])('reads "%s" as a bid of £40', (text) => {
    const understanding = understand(text, GBP);
    expect(understanding.bid).toBe(40);
    expect(understanding.intents[0]?.name).toBe('offer');
  });
});
