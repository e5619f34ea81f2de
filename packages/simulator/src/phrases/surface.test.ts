import { describe, expect, it } from 'vitest';
import { SHOPPER_LANGUAGES, type ShopperLanguage } from './index';
import { manyBids } from './test-chats';

/** Ways of writing each language must show, each seen in at least one message. */
const SEEN: Record<ShopperLanguage, readonly RegExp[]> = {
  'en-GB': [
    /£\d/,
    /\d quid/,
    /\d pounds/,
    /a tenner/i,
    /a fiver/i,
    /fifty pence|50p/,
    /£\d,\d{3}/,
    /\d\.\dk/,
    /\d\.\d\d/,
    /hundred and/,
    /halfway|split the difference/i,
    /% off|per ?cent off/i,
    /half price/i,
    /amazon|elsewhere/i,
    /too much|too steep/i,
  ],
  fr: [
    /\d €/,
    /\d€\d\d/,
    /\d euros/,
    /\de\b/,
    /\d \d{3}/,
    /\d\u202f\d{3}/,
    /\d\u00a0\d{3}/,
    /\d mille/,
    /\dk\d/,
    /\d,\dk/,
    /balles/,
    /de moins/,
    /remise|réduction/,
    /poire en deux/i,
    /moitié prix/i,
    /quatre-vingt/,
    /centimes/,
    /trop cher|trop pour moi/,
  ],
  de: [
    /\d €/,
    /\d Euro/,
    /\d\.\d{3} /,
    /\d\.\d{3},\d\d/,
    /Tsd\./,
    /Mäuse/,
    /Tacken/,
    /Zehner|Zwanni|Fuffi|Hunni/,
    /weniger|günstiger|billiger/,
    /Prozent/,
    /in der Mitte/i,
    /halben Preis/i,
    /bei Amazon kostet es/i,
    /zweihundert|dreihundert|vierhundert|fünfhundert/,
    /und(zwanzig|dreißig|vierzig|fünfzig|sechzig|siebzig|achtzig|neunzig)/,
    /zu viel|zu teuer/,
  ],
  es: [
    /\d €/,
    /\d euros/,
    /\d\.\d{3}/,
    /\d mil\b/,
    /pavos/,
    /pelas/,
    /menos/,
    /descuento/,
    /partimos la diferencia/i,
    /mitad de precio/i,
    /otra tienda|amazon/i,
    /cientos/,
    / y /,
    /céntimos/,
    /demasiado|muy caro/,
  ],
};

describe.each(SHOPPER_LANGUAGES)('shoppers writing %s', (language) => {
  const said = manyBids(language);

  it.each(SEEN[language].map((pattern) => [pattern]))('write %s', (pattern) => {
    expect(said.some(({ text }) => pattern.test(text))).toBe(true);
  });
});
