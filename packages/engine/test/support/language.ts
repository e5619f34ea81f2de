import type { UnderstandContext } from '../../src/language/types';
import { understand } from '../../src/language/understand';

/** The contexts the language tests read lines in, as the phrase sets do. */
export const GBP: UnderstandContext = {
  language: 'en-GB',
  currency: 'GBP',
  listPrice: 50,
  lastBotOffer: 46,
  lastShopperBid: 38,
};

/** A euro shop in that language: offer at 90 % of list, the shopper's last bid at 75 %. */
export const EUR = (
  language: UnderstandContext['language'],
  listPrice = 80,
): UnderstandContext => ({
  language,
  currency: 'EUR',
  listPrice,
  lastBotOffer: listPrice * 0.9,
  lastShopperBid: listPrice * 0.75,
});

export const bidOf = (text: string, context: UnderstandContext = GBP): number | null =>
  understand(text, context).bid;

export const intentOf = (text: string, context: UnderstandContext = GBP): string | undefined =>
  understand(text, context).intents[0]?.name;
