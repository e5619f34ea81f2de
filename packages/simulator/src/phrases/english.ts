import type { Random } from '../random';
import { compose } from './compose';
import { kitFor } from './kits';
import { acceptText, goodbyeText } from './lines';
import { finish } from './noise';
import { round2 } from './numbers';

/**
 * The English-only calls from before the four languages, kept for callers that still use them:
 * thin wrappers over the en-GB kit.
 */

/** Exactly `amount` in figures ('£40', '€39.50'), with small talk at the chance `chattiness`. */
export function bidMessage(
  random: Random,
  amount: number,
  symbol: string,
  chattiness: number,
): string {
  const bid = round2(amount);
  const currency = symbol === '€' ? 'EUR' : 'GBP';
  const context = {
    language: 'en-GB',
    currency,
    listPrice: bid,
    botOffer: bid,
    lastBid: null,
  } as const;
  const plan = { form: Number.isInteger(bid) ? 'digits' : 'decimals', bid } as const;
  const kit = kitFor('en-GB');
  return finish(random, kit, compose(random, kit, plan, context), chattiness);
}

export const acceptMessage = (random: Random) => acceptText(random, 'en-GB');
export const goodbyeMessage = (random: Random) => goodbyeText(random, 'en-GB');
