import type { Random } from '../random';
import { kitFor } from './kits';
import { finish } from './noise';
import { pick } from './pick';
import type { ShopperLanguage } from './types';

/** One line of a kit's list, typed as quickly as the bids. */
function line(random: Random, language: ShopperLanguage, list: 'accept' | 'goodbye' | 'smallTalk') {
  const kit = kitFor(language);
  return finish(random, kit, [{ text: pick(random, kit.say[list]), kind: 'free' }], 0);
}

export const acceptText = (random: Random, language: ShopperLanguage) =>
  line(random, language, 'accept');
export const goodbyeText = (random: Random, language: ShopperLanguage) =>
  line(random, language, 'goodbye');
/** A greeting or a question, with no amount. */
export const smallTalkText = (random: Random, language: ShopperLanguage) =>
  line(random, language, 'smallTalk');
