import { describe, expect, it } from 'vitest';
import { GBP, EUR, bidOf } from '../../test/support/language';
import { understand } from './understand';

describe('thousands grouped the way each language writes them', () => {
  it.each([
    ['fr', '1\u202f200 €'],
    ['fr', '1\u00a0200 €'],
    ['fr', '1\u2009200 €'],
    ['fr', '1 200 €'],
    ['fr', '1.200 €'],
    ['de', '1.200 €'],
    ['de', "1'200 €"],
    ['es', '1.200 €'],
    ['es', '1’200 €'],
    ['en-GB', '£1,200'],
    ['en-GB', '£1 200'],
  ] as const)('%s %s is 1200', (language, text) => {
    expect(bidOf(text, EUR(language, 1500))).toBe(1200);
  });

  it('keeps the decimals after the groups', () => {
    expect(bidOf('1\u202f200,50 €', EUR('fr', 1500))).toBe(1200.5);
    expect(bidOf('1.200,50 €', EUR('de', 1500))).toBe(1200.5);
    expect(bidOf('£1,200.50', EUR('en-GB', 1500))).toBe(1200.5);
  });

  it('reads a small count and a price apart when the price is far from the groups', () => {
    expect(understand('je prends 2 200 €', EUR('fr'))).toMatchObject({ quantity: 2 });
    expect(bidOf('2 200 €', EUR('fr', 2500))).toBe(2200);
    expect(bidOf('2 200 €', { language: 'fr', currency: 'EUR' })).toBe(2200);
    expect(understand('je prends 2 à 300 €', EUR('fr', 350))).toMatchObject({
      quantity: 2,
      bid: 300,
    });
  });
});

describe('k, thousand and million after digits', () => {
  it.each([
    ['en-GB', '1.2k', 1200],
    ['en-GB', '£1.5k', 1500],
    ['en-GB', '2 grand', 2000],
    ['fr', '1,2k', 1200],
    ['fr', '1,5 k€', 1500],
    ['fr', '2 mille euros', 2000],
    ['de', '2K €', 2000],
    ['de', '2 Tsd.', 2000],
    ['de', '2 Tausend Euro', 2000],
    ['es', '2 mil euros', 2000],
    ['es', 'mil quinientos', 1500],
  ] as const)('%s %s is %d', (language, text, bid) => {
    expect(bidOf(text, EUR(language, 2500))).toBe(bid);
  });

  it('reads m as millions only beside a currency', () => {
    expect(bidOf('£1.5m', { language: 'en-GB', currency: 'GBP' })).toBe(1_500_000);
    expect(bidOf('2 M€', { language: 'fr', currency: 'EUR' })).toBe(2_000_000);
    expect(bidOf('2m', { language: 'en-GB', currency: 'GBP' })).toBeNull();
  });
});

describe('fractions of the price', () => {
  it('pay half of the list price, or take a fraction off it', () => {
    expect(bidOf('half price?')).toBe(25);
    expect(bidOf("I'll pay half")).toBe(25);
    expect(bidOf('½ price')).toBe(25);
    expect(bidOf('a third off')).toBe(33.33);
    expect(bidOf('a quarter off')).toBe(37.5);
    expect(bidOf('à moitié prix', EUR('fr'))).toBe(40);
    expect(bidOf('un tiers de moins', EUR('fr'))).toBe(53.33);
    expect(bidOf('zum halben Preis', EUR('de'))).toBe(40);
    expect(bidOf('ein Drittel weniger', EUR('de'))).toBe(53.33);
    expect(bidOf('la mitad', EUR('es'))).toBe(40);
    expect(bidOf('un tercio menos', EUR('es'))).toBe(53.33);
  });

  it('take it off the bot offer when the shopper points at it', () => {
    expect(bidOf('half your offer')).toBe(23);
  });

  it('leave halfway, half an hour and a quarter of an hour alone', () => {
    expect(bidOf('meet me half way')).toBe(42);
    expect(bidOf('moitié-moitié', EUR('fr'))).toBe(66);
    expect(bidOf('back in half an hour')).toBeNull();
    expect(bidOf("je reviens dans un quart d'heure", EUR('fr'))).toBeNull();
    expect(bidOf('la moitié du temps', EUR('fr'))).toBeNull();
  });
});

describe('amounts off', () => {
  it('read pence, centimes, Cent and céntimos as hundredths', () => {
    expect(bidOf('99p', { language: 'en-GB', currency: 'GBP' })).toBe(0.99);
    expect(bidOf('fifty pence off')).toBe(45.5);
    expect(bidOf('£40 and 50p')).toBe(40.5);
    expect(bidOf('50 centimes de moins', EUR('fr'))).toBe(71.5);
  });

  it('take the amount off the bot offer, or off the list price when the shopper says so', () => {
    expect(bidOf('£5 off')).toBe(41);
    expect(bidOf('a pound less')).toBe(45);
    expect(bidOf('5 Euro Rabatt', EUR('de'))).toBe(67);
    expect(bidOf('5 euros de descuento', EUR('es'))).toBe(67);
    expect(bidOf('£2 off the list price')).toBe(48);
    expect(bidOf('10 € weniger als der Listenpreis', EUR('de'))).toBe(70);
  });
});

describe('competitor prices', () => {
  it('are the bid when the shopper names no other, and kept in competitorPrice', () => {
    const reading = understand('I saw it for £35 elsewhere', GBP);
    expect(reading).toMatchObject({ bid: 35, competitorPrice: 35 });
    expect(reading.intents[0]?.name).toBe('offer');
    expect(reading.entities).toEqual([
      { role: 'competitor_price', dataType: 'money', confidence: 0.95, stringValue: '£35' },
    ]);
    expect(understand('bei Amazon kostet es 69 €', EUR('de'))).toMatchObject({
      bid: 69,
      competitorPrice: 69,
    });
  });

  it('give way to a bid the shopper names', () => {
    expect(understand("it's £42 on Amazon, I'll give you £40", GBP)).toMatchObject({
      bid: 40,
      competitorPrice: 42,
    });
    expect(
      understand('sur cdiscount c’est 66 euros, je vous en donne 64', EUR('fr')),
    ).toMatchObject({ bid: 64, competitorPrice: 66 });
  });

  it('are never a refused amount or the bot price quoted back', () => {
    expect(understand('£46 is too much when it is £41 on ebay', GBP)).toMatchObject({
      bid: 41,
      competitorPrice: 41,
    });
    expect(understand('you said £46 but argos have it for £43', GBP)).toMatchObject({
      bid: 43,
      competitorPrice: 43,
    });
    expect(understand('I paid £40 on amazon last time', GBP).competitorPrice).toBeNull();
    expect(understand('£40?', GBP).competitorPrice).toBeNull();
  });

  it('is a unit price, like the bid', () => {
    expect(understand('2 for £70 on amazon', GBP)).toMatchObject({
      quantity: 2,
      competitorPrice: 35,
    });
  });
});
