import { describe, expect, it } from 'vitest';
import { GBP, EUR, bidOf } from '../../test/support/language';
import { understand } from './understand';

describe('money in any common form', () => {
  it.each([
    ['£40', 40],
    ['40 quid', 40],
    ['forty pounds', 40],
    ['35.50', 35.5],
    ['a tenner', 10],
    ['a fiver', 5],
    ['40 bucks', 40],
    ['a hundred and five pounds', 105],
    ['thirty eight pounds fifty', 38.5],
    ['£1,200', 1200],
  ])('en-GB %s is %d', (text, bid) => {
    expect(bidOf(text, { language: 'en-GB', currency: 'GBP' })).toBe(bid);
  });

  it.each([
    ['fr', '35,50 €', 35.5],
    ['fr', 'quarante euros', 40],
    ['fr', 'quatre-vingt-dix-neuf euros', 99],
    ['fr', 'soixante et onze balles', 71],
    ['fr', 'deux cents euros', 200],
    ['de', 'vierzig Euro', 40],
    ['de', 'fünfundvierzig Euro', 45],
    ['de', 'einhundertzwanzig Euro', 120],
    ['de', '1.200,50 €', 1200.5],
    ['es', 'cuarenta euros', 40],
    ['es', 'cuarenta y cinco pavos', 45],
    ['es', 'doscientos cincuenta euros', 250],
    ['es', 'mil quinientos euros', 1500],
  ] as const)('%s %s is %d', (language, text, bid) => {
    expect(bidOf(text, { language, currency: 'EUR' })).toBe(bid);
  });
});

describe('percentages', () => {
  it('take a discount off the list price by default', () => {
    expect(bidOf('10% off')).toBe(45);
    expect(bidOf('10 percent discount')).toBe(45);
    expect(bidOf('15 % de remise', EUR('fr'))).toBe(68);
  });

  it('take it off the bot offer when the shopper points at it', () => {
    expect(bidOf('10% off your offer')).toBe(41.4);
    expect(bidOf('10% weniger als Ihr Angebot', EUR('de'))).toBe(64.8);
  });

  it('fall back on the bot offer without a list price, and flag an issue without either', () => {
    expect(bidOf('10% off', { ...GBP, listPrice: undefined })).toBe(41.4);
    const none = understand('10% off', { language: 'en-GB', currency: 'GBP' });
    expect(none.bid).toBeNull();
    expect(none.issues).toEqual(['percentage_without_base']);
    expect(none.understood).toBe(false);
    expect(none.intents[0]?.name).toBe('offer');
  });
});

describe('amounts no price column holds', () => {
  it('are no bid, and flag an issue, however they are reached', () => {
    for (const text of ['I offer 10000000000', '£99999999999999999999', '£12,000,000,000']) {
      const reading = understand(text, GBP);
      expect(reading.bid, text).toBeNull();
      expect(reading.issues, text).toEqual(['amount_out_of_range']);
      expect(reading.understood, text).toBe(false);
    }
    expect(understand('I can do 999999999', GBP).bid).toBe(999_999_999);
  });
});

describe('relative offers', () => {
  it('take an amount off the bot offer', () => {
    expect(bidOf('a fiver less')).toBe(41);
    expect(bidOf('knock a tenner off')).toBe(36);
    expect(bidOf('ein Zehner weniger', EUR('de'))).toBe(62);
    expect(bidOf('cinco euros menos', EUR('es'))).toBe(67);
  });

  it('add an amount to the last bid', () => {
    expect(bidOf("I'll go up a fiver")).toBe(43);
    expect(bidOf('je rajoute 5 euros', EUR('fr'))).toBe(65);
  });

  it('meet halfway between the bot offer and the last bid', () => {
    expect(bidOf('meet me halfway')).toBe(42);
    expect(bidOf('on coupe la poire en deux', EUR('fr'))).toBe(66);
    const early = understand('meet me halfway', { ...GBP, lastShopperBid: undefined });
    expect(early.bid).toBeNull();
    expect(early.issues).toEqual(['halfway_without_bids']);
  });

  it('read a large amount as a price of its own, not a step', () => {
    expect(bidOf('40 off')).toBe(40);
  });
});

describe('quantities', () => {
  it('are read from units and counted words', () => {
    expect(understand('two of them', GBP).quantity).toBe(2);
    expect(understand('3 units please', GBP).quantity).toBe(3);
    expect(understand("I'll take 4", GBP).quantity).toBe(4);
  });

  it('turn a total into a unit price, unless the amount is per unit', () => {
    expect(understand("I'll take 2 for £70", GBP)).toMatchObject({ bid: 35, quantity: 2 });
    expect(understand('3 at £40 each', GBP)).toMatchObject({ bid: 40, quantity: 3 });
    expect(understand('drei Stück zu je 60 Euro', EUR('de'))).toMatchObject({
      bid: 60,
      quantity: 3,
    });
  });

  it('read a total without a reference price', () => {
    expect(understand('2 for £70', { language: 'en-GB', currency: 'GBP' })).toMatchObject({
      bid: 35,
      quantity: 2,
    });
  });
});

describe('amounts that are not the bid', () => {
  it('skip refused, quoted and attribute numbers', () => {
    expect(bidOf('£45 is too much, how about £40?')).toBe(40);
    expect(bidOf('not £46, £41')).toBe(41);
    expect(bidOf('£46 is way too much')).toBeNull();
    expect(bidOf('do you have size 10?')).toBeNull();
    expect(bidOf('is there a 2 year warranty')).toBeNull();
  });
});

describe('intents', () => {
  it('ranks an offer first when the shopper names a new price', () => {
    const reading = understand('Hi! would you accept 42 pounds', GBP);
    expect(reading.intents[0]?.name).toBe('offer');
    expect(reading.understood).toBe(true);
  });

  it('reads the bot offer repeated back as an acceptance', () => {
    expect(understand('£46 it is', GBP).intents[0]?.name).toBe('accept');
    expect(understand('£40 it is', GBP).intents[0]?.name).toBe('offer');
  });

  it.each([
    ['Deal!', 'accept'],
    ['too expensive', 'reject'],
    ['Hello', 'greeting'],
    ['Is delivery free?', 'question'],
    ['this is a rip off', 'complaint'],
    ['nice bot, very clever', 'feedback'],
    ["I'll think about it", 'goodbye'],
    ['it is too expensve', 'reject'],
  ] as const)('%s is %s', (text, intent) => {
    expect(understand(text, GBP).intents[0]?.name).toBe(intent);
  });

  it('flags a message it cannot read', () => {
    const reading = understand('asdfghjkl', GBP);
    expect(reading.intents).toEqual([{ name: 'unknown', confidence: 1 }]);
    expect(reading.issues).toEqual(['nothing_understood']);
    expect(reading.understood).toBe(false);
  });
});

describe('entities', () => {
  it('carry role, data type, confidence and the text as written', () => {
    const { entities } = understand("I'll take two of them for 80 quid, or 10% off", GBP);
    expect(entities).toEqual(
      expect.arrayContaining([
        { role: 'quantity', dataType: 'number', confidence: 0.9, stringValue: 'two of them' },
        { role: 'price', dataType: 'money', confidence: 0.95, stringValue: '80 quid' },
        { role: 'percentage', dataType: 'percentage', confidence: 0.9, stringValue: '10%' },
      ]),
    );
    const relative = understand('a fiver less', GBP).entities;
    expect(relative).toEqual([
      { role: 'relative_amount', dataType: 'money', confidence: 0.9, stringValue: 'a fiver less' },
    ]);
  });
});
