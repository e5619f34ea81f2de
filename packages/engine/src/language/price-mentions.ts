import type { AmountMention, PriceMention } from './mentions';
import { MAX_BARE_QUANTITY } from './mentions';
import { competitorPrices } from './competitors';
import type { Lexicon } from './lexicons/compile-lexicon';
import { phraseAt, phraseBefore, phraseBeforeInClause } from './phrase-list';
import { stepCue } from './steps';
import type { Token } from './text';
import type { UnderstandContext } from './types';

/** What the amounts of a message are, once sizes, durations and quantities are set apart. */
export interface ClassifiedAmounts {
  prices: PriceMention[];
  percentages: AmountMention[];
  quantity: { mention: AmountMention; inferred: boolean } | null;
}

/** Reference unit price: the list price, else the bot's offer. */
export function referencePrice(context: UnderstandContext): number | undefined {
  return context.listPrice ?? context.lastBotOffer;
}

/** A bare number after 'take' is a quantity only when far below the price: 'take 3' of a £40 item. */
const QUANTITY_PRICE_SHARE = 0.25;
const MAX_QUANTITY_WITHOUT_PRICE = 10;

function isBareQuantity(
  tokens: readonly Token[],
  mentions: readonly AmountMention[],
  index: number,
  lexicon: Lexicon,
  context: UnderstandContext,
): boolean {
  const mention = mentions[index];
  if (mention === undefined || !Number.isInteger(mention.value)) return false;
  if (mention.value < 1 || mention.value > MAX_BARE_QUANTITY) return false;
  // '2 for £70': a count joined to the amount that follows it.
  const joiner = phraseAt(tokens, mention.end, lexicon.totalJoiners);
  const next = mentions[index + 1];
  if (
    joiner > 0 &&
    next !== undefined &&
    next.first === mention.end + joiner &&
    next.kind !== 'quantity'
  ) {
    return true;
  }
  if (phraseBefore(tokens, mention.first, lexicon.quantityVerbs) === 0) return false;
  const reference = referencePrice(context);
  return reference === undefined
    ? mention.value <= MAX_QUANTITY_WITHOUT_PRICE
    : mention.value < reference * QUANTITY_PRICE_SHARE;
}

function isAttribute(tokens: readonly Token[], mention: AmountMention, lexicon: Lexicon): boolean {
  return (
    phraseBefore(tokens, mention.first, lexicon.attributeBefore) > 0 ||
    phraseAt(tokens, mention.end, lexicon.attributeAfter) > 0
  );
}

/**
 * Whether the shopper names the amount to refuse it: 'not £50', '£45 is too much', and after a
 * question mark a refusal of two words or more ('£201? that's a bit steep', '6,70 € ? C'est trop
 * pour moi'); one word there may start something else ('£40? price is fine').
 */
function isRefused(tokens: readonly Token[], mention: AmountMention, lexicon: Lexicon): boolean {
  if (phraseBeforeInClause(tokens, mention.first, lexicon.notTheBidBefore) > 0) return true;
  if (phraseAt(tokens, mention.end, lexicon.notTheBidAfter) > 0) return true;
  return (
    tokens[mention.end]?.text === '?' &&
    phraseAt(tokens, mention.end + 1, lexicon.notTheBidAfter) > 1
  );
}

function priceMention(
  tokens: readonly Token[],
  mention: AmountMention,
  lexicon: Lexicon,
): PriceMention {
  return {
    mention,
    ...stepCue(tokens, mention, lexicon),
    excluded: isRefused(tokens, mention, lexicon),
    competitor: false,
  };
}

export function classifyAmounts(
  tokens: readonly Token[],
  mentions: readonly AmountMention[],
  lexicon: Lexicon,
  context: UnderstandContext,
): ClassifiedAmounts {
  const classified: ClassifiedAmounts = { prices: [], percentages: [], quantity: null };
  mentions.forEach((mention, index) => {
    if (mention.kind === 'quantity') {
      classified.quantity ??= { mention, inferred: false };
    } else if (mention.kind === 'percentage') {
      classified.percentages.push(mention);
    } else if (mention.kind === 'money') {
      classified.prices.push(priceMention(tokens, mention, lexicon));
    } else if (isAttribute(tokens, mention, lexicon)) {
      return;
    } else {
      // 'take 12 off that', '1 less than your offer': a step down is neither a count nor too small.
      const price = priceMention(tokens, mention, lexicon);
      const step = price.relative === 'less' && mention.value > 0;
      if (!step && isBareQuantity(tokens, mentions, index, lexicon, context)) {
        classified.quantity ??= { mention, inferred: true };
      } else if (step || mention.value > 1) {
        // A bare 'one' or '0' is never a price anybody offers.
        classified.prices.push(price);
      }
    }
  });
  const cited = competitorPrices(tokens, classified.prices, lexicon);
  for (const price of cited) price.competitor = true;
  return classified;
}
