import { describe, expect, it } from 'vitest';
import { GBP, EUR, bidOf, intentOf } from '../../test/support/language';
import { lexiconOf } from './lexicons/compile-lexicon';
import { tokenise } from './text';
import { correctTypos } from './typos';
import type { UnderstandContext } from './types';

/** The bid and the top intent. */
const readingOf = (text: string, context: UnderstandContext = GBP) => ({
  bid: bidOf(text, context),
  intent: intentOf(text, context),
});
const contextFor = (language: string): UnderstandContext =>
  language === 'en-GB' ? GBP : EUR(language as UnderstandContext['language']);

describe('steps down said outright', () => {
  it.each([
    ['en-GB', 'knock £30 off your price', 16],
    ['en-GB', 'could you take 25 off that', 21],
    ['en-GB', 'can you come down another £4', 42],
    ['en-GB', 'could you go down by a tenner', 36],
    ['en-GB', 'drop it another 50p?', 45.5],
    ['en-GB', '1 less than your offer', 45],
    ['fr', 'vous pouvez baisser le prix de 40 euros ?', 32],
    ['fr', 'un effort de 50 centimes sur le prix ?', 71.5],
    ['fr', 'retirez 1 et je prends', 71],
    ['de', 'Lassen Sie noch 40 Euro nach?', 32],
    ['de', 'ziehen Sie 2 € von Ihrem Preis ab', 70],
    ['de', 'können Sie noch 3 Mäuse runtergehen?', 69],
    ['es', '¿me rebajas 40 euros?', 32],
    ['es', '¿puedes bajar tu oferta 2 € más?', 70],
    ['es', 'quítale 1 a tu precio', 71],
  ])('%s "%s" is a bid of %d', (language, text, bid) => {
    expect(readingOf(text, contextFor(language))).toEqual({ bid, intent: 'offer' });
  });

  it('keep a bare amount that is half the price or more a price of its own', () => {
    expect(bidOf('40 off')).toBe(40);
    expect(bidOf('£40 off')).toBe(6);
  });

  it('read the amount after "to" as the price to come down to', () => {
    expect(bidOf('can you come down to £40?')).toBe(40);
    expect(bidOf('vous pouvez baisser à 65 € ?', EUR('fr'))).toBe(65);
    expect(bidOf('Gehen Sie auf 65 runter?', EUR('de'))).toBe(65);
    expect(bidOf('¿puedes bajar a 65?', EUR('es'))).toBe(65);
  });

  it('need the verb joined to the amount by fillers alone', () => {
    expect(bidOf("come down and I'll pay £40")).toBe(40);
    expect(bidOf("can you come down? I'd pay 40")).toBe(40);
  });

  it('take a Spanish fraction off when asked to lower by it', () => {
    expect(bidOf('¿me rebajas una cuarta parte del PVP?', EUR('es'))).toBe(60);
  });
});

describe('a price quoted back to refuse it', () => {
  it.each([
    ['en-GB', "£48 is more than I'd pay, would you do 41?", 41],
    ['en-GB', "£52? that's steep. 44?", 44],
    ['en-GB', "too expensive at £49, I'd go to 40", 40],
    ['en-GB', "I can't do 74. £59?", 59],
    ['fr', '75 € ? c’est un peu cher, disons 66', 66],
    ['fr', 'trop cher à 78 €, je peux mettre 65', 65],
    ['de', 'Für 76 € leider nicht. 65?', 65],
    ['de', '75 Euro? Das ist mir zu teuer. 66?', 66],
    ['es', 'Por 76 € no, pero por 66 sí', 66],
    ['es', '¿75 €? Se me va de presupuesto, ¿68?', 68],
  ])('%s "%s" bids %d', (language, text, bid) => {
    expect(bidOf(text, contextFor(language))).toBe(bid);
  });

  it('is skipped when it is the standing offer or the list price and another amount is named', () => {
    expect(bidOf('£46, hmm. 40?')).toBe(40);
    expect(bidOf('£50 list, £44?')).toBe(44);
    expect(intentOf('£46 it is')).toBe('accept');
  });

  it('leaves a push when no other amount is named', () => {
    expect(readingOf('£46 is a bit steep, can you do better?')).toEqual({
      bid: null,
      intent: 'reject',
    });
  });
});

describe('asking for a better price without naming one', () => {
  it.each([
    ['en-GB', "what's your lowest?"],
    ['en-GB', 'is that your best price?'],
    ['en-GB', 'any wiggle room?'],
    ['en-GB', 'is there any discount?'],
    ['fr', "c'est négociable ?"],
    ['fr', 'un petit geste ?'],
    ['de', 'Ist das der beste Preis?'],
    ['de', 'Können Sie mir preislich entgegenkommen?'],
    ['es', '¿es tu mejor precio?'],
    ['es', '¿hay algún descuento?'],
  ])('%s "%s" is a push', (language, text) => {
    expect(readingOf(text, contextFor(language))).toEqual({ bid: null, intent: 'reject' });
  });

  it('keeps other questions questions', () => {
    expect(intentOf('do you have a discount code?')).toBe('question');
    expect(intentOf('¿puedo devolverlo si no me convence?', EUR('es'))).toBe('question');
  });
});

describe('German spellings and midpoints', () => {
  it('reads ae, oe and ue for ä, ö and ü, in numbers too', () => {
    expect(bidOf('fuenfundsechzig Maeuse', EUR('de'))).toBe(65);
    expect(bidOf('Koennten Sie zwoelf Euro nachlassen?', EUR('de'))).toBe(60);
    expect(bidOf('fuer hundertfuenfzehn Euro', { ...EUR('de'), listPrice: 140 })).toBe(115);
  });

  it('reads ",-" after whole euros', () => {
    expect(bidOf('Für 72,- leider nein. 64,- €?', EUR('de'))).toBe(64);
    expect(bidOf('16,- weniger als Ihr Preis', EUR('de'))).toBe(56);
  });

  it('takes the midpoint a shopper names, and halfway otherwise', () => {
    expect(bidOf('Die Mitte wären 65. Einverstanden?', EUR('de'))).toBe(65);
    expect(bidOf('Wie wäre es mit der Mitte zwischen unseren Preisen?', EUR('de'))).toBe(66);
    expect(bidOf('On se retrouve à mi-chemin entre nos deux prix ?', EUR('fr'))).toBe(66);
  });
});

describe('typos', () => {
  const read = (text: string, language: UnderstandContext['language'] = 'en-GB'): string[] => {
    const lexicon = lexiconOf(language);
    return correctTypos(tokenise(text), lexicon.typos, () => false).map((token) => token.text);
  };

  it('read a doubled, swapped or dropped letter as the lexicon word', () => {
    expect(read('is that your best priice')).toContain('price');
    expect(read("c'est trpo cher", 'fr')).toContain('trop');
    expect(read('das ist zu teur', 'de')).toContain('teuer');
  });

  it('leave words that are other words or forms, and numbers', () => {
    expect(read('in black')).toContain('black');
    expect(read('es kostet 40', 'de')).toContain('kostet');
    expect(read('tree')).toContain('tree');
  });

  it('weigh a corrected keyword like a typed one', () => {
    expect(intentOf('any wigge room?')).toBe('reject');
  });
});
