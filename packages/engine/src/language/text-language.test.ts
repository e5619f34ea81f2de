import { describe, expect, it } from 'vitest';
import { languageOfText } from './text-language';

describe('the language of a statement', () => {
  it.each([
    ['Every jacket is waxed by hand in our Yorkshire workshop.', 'en-GB'],
    ['We have sourced our wool from the same family mills since 1987.', 'en-GB'],
    ['Made to order in our London studio.', 'en-GB'],
    ['Chaque veste est cirée à la main dans notre atelier.', 'fr'],
    ['Nos laines viennent des mêmes filatures familiales depuis 1987.', 'fr'],
    ['Fabriqué sur commande dans notre atelier de Lyon.', 'fr'],
    ['Jede Jacke wird in unserer Werkstatt von Hand gewachst.', 'de'],
    ['Unsere Wolle stammt seit 1987 aus denselben Familienspinnereien.', 'de'],
    ['Alle Stiefel sind rahmengenäht und lassen sich neu besohlen.', 'de'],
    ['Cada chaqueta se encera a mano en nuestro taller.', 'es'],
    ['Nuestra lana viene de las mismas hilanderías familiares desde 1987.', 'es'],
    ['Hecho por encargo en nuestro estudio de Madrid.', 'es'],
  ] as const)('reads %s as %s', (text, language) => {
    expect(languageOfText(text)).toBe(language);
  });

  it('says nothing of a text too short or too mixed to tell', () => {
    for (const text of ['Hartley & Sons', '1987', 'Goodyear', '', '   ', 'la de en']) {
      expect(languageOfText(text)).toBeNull();
    }
  });
});
