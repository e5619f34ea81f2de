/**
 * How simulated shoppers write, in en-GB, French, German and Spanish: the ways real shoppers state
 * a price, so that the demo data and the benchmarks measure the bot's language understanding
 * from outside. Written independently of the bot's own lexicons on purpose.
 */

import type { Random } from '../random';
import { compose } from './compose';
import { kitFor } from './kits';
import { finish } from './noise';
import { round2 } from './numbers';
import { choosePlan } from './plans';
import type { Said, ShopperLanguage, TextContext, TextForm } from './types';

export { SHOPPER_LANGUAGES, TEXT_FORMS } from './types';
export type { Currency, Said, ShopperLanguage, TextContext, TextForm } from './types';
export { acceptMessage, bidMessage, goodbyeMessage } from './english';
export { acceptText, goodbyeText, smallTalkText } from './lines';
export { NUMBER_NAMES } from './number-names';

/**
 * A bid near `wanted`, said one of the ways of `options.forms` (every way by default) that fits
 * the amount and the chat; `bid` is the unit price the text means, to the cent, never above the
 * bot's offer. `chattiness` is the chance of small talk before or after the bid.
 */
export function bidText(
  random: Random,
  wanted: number,
  context: TextContext,
  options: { chattiness?: number; forms?: readonly TextForm[] } = {},
): Said {
  const kit = kitFor(context.language);
  const plan = choosePlan(random, wanted, context, kit.slangCurrency, options.forms);
  const pieces = compose(random, kit, plan, context);
  return {
    text: finish(random, kit, pieces, options.chattiness ?? 0),
    bid: plan.bid,
    form: plan.form,
  };
}

/** Asks for a better price without naming one: 'can you do better?'. */
export function pushText(random: Random, context: TextContext): Said {
  const kit = kitFor(context.language);
  const pieces = compose(random, kit, { form: 'no_amount', bid: null }, context);
  return { text: finish(random, kit, pieces, 0), bid: null, form: 'no_amount' };
}

/**
 * A lower price seen elsewhere, meant as a bid at that price. A price above the bot's offer would
 * be no argument: the shopper quotes the offer itself then.
 */
export function competitorText(random: Random, price: number, context: TextContext): Said {
  const bid = Math.min(round2(price), context.botOffer);
  if (!(bid > 0)) throw new RangeError('a competitor price must be positive');
  const kit = kitFor(context.language);
  const pieces = compose(random, kit, { form: 'competitor', bid }, context);
  return { text: finish(random, kit, pieces, 0), bid, form: 'competitor' };
}

/** A whole number from 0 to 1,000 in words, as written on its own in `language`. */
export function numberWords(language: ShopperLanguage, n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 1000) {
    throw new RangeError(`numbers in words run from 0 to 1000, not ${n}`);
  }
  return kitFor(language).numberWords(n);
}
