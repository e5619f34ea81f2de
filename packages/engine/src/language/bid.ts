import { MONEY_MAX, type TEntity } from '@parley/contract';
import type { AmountMention, PriceMention } from './mentions';
import { findAmounts } from './amounts';
import type { PriceRole } from './entities';
import { amountEntities } from './entities';
import type { Lexicon } from './lexicons/compile-lexicon';
import { findPhrase, phraseAt, phraseBefore } from './phrase-list';
import { classifyAmounts, referencePrice } from './price-mentions';
import type { Token } from './text';
import type { UnderstandContext, UnderstandingIssue } from './types';

export interface BidReading {
  bid: number | null;
  quantity: number | null;
  /** Another seller's unit price the shopper quoted, whether or not it is the bid. */
  competitorPrice: number | null;
  entities: TEntity[];
  issues: UnderstandingIssue[];
  /** The message puts a price forward, even one that could not be worked out. */
  offersPrice: boolean;
  /** How the bid was worked out: only an `absolute` one can repeat the bot's offer word for word. */
  source: 'absolute' | 'relative' | 'percentage' | 'halfway' | 'competitor' | null;
  /** The shopper asks to meet in the middle (see Understanding.halfway). */
  halfway: 'asked' | 'named' | null;
}

/** 'a fiver less' is a small step: an amount of half the base or more is a price of its own. */
const RELATIVE_SHARE_LIMIT = 0.5;

/** A unit price this far above the reference is not a price a shopper offers. */
const ABOVE_REFERENCE_SLACK = 1.05;

/** A bare number this far below the reference price is a count, not the midpoint a shopper names. */
const PLAUSIBLE_PRICE_SHARE = 0.25;

const roundCents = (amount: number): number => Math.round(amount * 100) / 100;

/** Whether an amount is the bot's standing offer or the list price, to the cent. */
function isStandingPrice(value: number, context: UnderstandContext): boolean {
  return [context.lastBotOffer, context.listPrice].some(
    (price) => price !== undefined && Math.abs(price - value) <= 0.01,
  );
}

/**
 * Where a relative amount starts from, or undefined when the conversation has no such price: a
 * step down comes off the bot's offer (the list price before it has made one, or when the shopper
 * says 'off the list price'), a step up goes on the shopper's last bid.
 */
function relativeBase(
  relative: 'less' | 'more',
  offList: boolean,
  context: UnderstandContext,
): number | undefined {
  if (relative === 'more') return context.lastShopperBid;
  return offList
    ? (context.listPrice ?? context.lastBotOffer)
    : (context.lastBotOffer ?? context.listPrice);
}

/**
 * A relative amount that is too large for a step is read as a price of its own, unless the
 * shopper said outright that it moves the price ('knock £30 off your price').
 */
function effectiveRelative(
  price: PriceMention,
  context: UnderstandContext,
): 'less' | 'more' | null {
  if (price.relative === null) return null;
  if (price.explicit) return price.relative;
  const base = relativeBase(price.relative, price.offList, context);
  return base !== undefined && price.mention.value >= base * RELATIVE_SHARE_LIMIT
    ? null
    : price.relative;
}

/**
 * A unit price from an amount said with a quantity: '£30 each' is per unit, '2 for £70' may be a
 * total. Without a marker, the reading closer to the reference price wins; without one, a total.
 */
function unitPrice(
  tokens: readonly Token[],
  amount: AmountMention,
  quantity: number | null,
  lexicon: Lexicon,
  context: UnderstandContext,
): number {
  if (quantity === null || quantity <= 1) return amount.value;
  const each =
    phraseAt(tokens, amount.end, lexicon.eachMarkers) > 0 ||
    phraseBefore(tokens, amount.first, lexicon.eachMarkers) > 0;
  if (each) return amount.value;
  const reference = referencePrice(context);
  const perUnitTotal = amount.value / quantity;
  if (reference === undefined) return perUnitTotal;
  // Nobody offers more than the list price: a unit reading above it means the amount is a total.
  const aboveList = (price: number): boolean => price > reference * ABOVE_REFERENCE_SLACK;
  if (aboveList(amount.value) !== aboveList(perUnitTotal)) {
    return aboveList(amount.value) ? perUnitTotal : amount.value;
  }
  const distance = (price: number): number => Math.abs(Math.log(price / reference));
  return distance(amount.value) < distance(perUnitTotal) ? amount.value : perUnitTotal;
}

/**
 * '10% off £46', 'half of 72', '10 % de remise sur 72': the price right after a share, joined by
 * 'off' or 'of' in the same clause, is what the share is taken of.
 */
function shareBase(
  tokens: readonly Token[],
  share: AmountMention,
  prices: readonly PriceMention[],
  lexicon: Lexicon,
): PriceMention | undefined {
  const off = phraseAt(tokens, share.end, lexicon.lessAfter);
  const at = share.end + off + phraseAt(tokens, share.end + off, lexicon.fractionOf);
  if (at === share.end || tokens[at]?.clause !== tokens[share.first]?.clause) return undefined;
  return prices.find((price) => price.mention.first === at && !price.excluded);
}

/**
 * Reads the amounts of a message and works out the shopper's bid as a unit price: a relative
 * amount first, then the last money amount, a percentage (or fraction), halfway, a bare number,
 * and only when the shopper names nothing else, the competitor's price they quote.
 */
export function readBid(
  message: string,
  tokens: readonly Token[],
  lexicon: Lexicon,
  context: UnderstandContext,
  mentions: readonly AmountMention[] = findAmounts(tokens, lexicon, referencePrice(context)),
): BidReading {
  const amounts = classifyAmounts(tokens, mentions, lexicon, context);
  const issues: UnderstandingIssue[] = [];
  const quantity = amounts.quantity?.mention.value ?? null;
  const halfway = findPhrase(tokens, lexicon.halfway);
  const roleOf = (price: PriceMention): PriceRole =>
    price.competitor
      ? 'competitor_price'
      : effectiveRelative(price, context) === null
        ? 'price'
        : 'relative_amount';
  const entities = amountEntities(message, tokens, amounts, halfway, roleOf);
  const percentages = amounts.percentages.filter((p) => p.value > 0 && p.value < 100);

  const percentage = percentages.at(-1);
  const shareOf =
    percentage === undefined ? undefined : shareBase(tokens, percentage, amounts.prices, lexicon);
  const offered = amounts.prices.filter((price) => !price.excluded && price !== shareOf);
  const cited = offered.filter((price) => price.competitor).at(-1);
  const named = offered.filter((price) => !price.competitor);
  const relative = named.filter((price) => effectiveRelative(price, context) !== null).at(-1);
  const stated = named.filter((price) => effectiveRelative(price, context) === null);
  // '£42 is more than I want to pay, how about 37?': the bot's price quoted back is not the bid.
  const other = stated.filter((price) => !isStandingPrice(price.mention.value, context));
  const somethingElse =
    other.length > 0 ||
    relative !== undefined ||
    percentage !== undefined ||
    halfway !== null ||
    cited !== undefined;
  // 'couper la poire en deux': a number inside the halfway phrase is part of the idiom.
  const insideHalfway = (price: PriceMention) =>
    halfway !== null &&
    price.mention.first >= halfway.at &&
    price.mention.first < halfway.at + halfway.length;
  const absolute = (somethingElse ? other : stated).filter((price) => !insideHalfway(price));
  const absoluteMoney = absolute.filter((price) => price.mention.kind === 'money').at(-1);
  const bareNumber = absolute.at(-1);
  // 'Die Mitte wären 188': the shopper worked out the midpoint; 'entre nos deux prix' counts prices.
  const reference = referencePrice(context);
  const namedMidpoint =
    bareNumber !== undefined &&
    (reference === undefined || bareNumber.mention.value >= reference * PLAUSIBLE_PRICE_SHARE);
  const offersPrice =
    relative !== undefined ||
    absolute.length > 0 ||
    percentage !== undefined ||
    halfway !== null ||
    cited !== undefined;
  const competitorPrice =
    cited === undefined ? null : unitPrice(tokens, cited.mention, quantity, lexicon, context);

  let bid: number | null = null;
  let source: BidReading['source'] = null;
  if (relative !== undefined) {
    source = 'relative';
    const direction = effectiveRelative(relative, context) ?? 'less';
    const base = relativeBase(direction, relative.offList, context);
    if (base === undefined) issues.push('relative_without_base');
    else bid = direction === 'less' ? base - relative.mention.value : base + relative.mention.value;
  } else if (absoluteMoney !== undefined) {
    source = 'absolute';
    bid = unitPrice(tokens, absoluteMoney.mention, quantity, lexicon, context);
  } else if (percentage !== undefined) {
    source = 'percentage';
    const onBotOffer = findPhrase(tokens, lexicon.botOfferReferences, percentage.end) !== null;
    const whole =
      shareOf !== undefined
        ? unitPrice(tokens, shareOf.mention, quantity, lexicon, context)
        : onBotOffer
          ? (context.lastBotOffer ?? context.listPrice)
          : (context.listPrice ?? context.lastBotOffer);
    if (whole === undefined) issues.push('percentage_without_base');
    else bid = whole * (1 - percentage.value / 100);
  } else if (halfway !== null && !namedMidpoint) {
    source = 'halfway';
    const { lastBotOffer, lastShopperBid } = context;
    if (lastBotOffer === undefined || lastShopperBid === undefined)
      issues.push('halfway_without_bids');
    else bid = (lastBotOffer + lastShopperBid) / 2;
  } else if (bareNumber !== undefined) {
    source = 'absolute';
    bid = unitPrice(tokens, bareNumber.mention, quantity, lexicon, context);
  } else if (competitorPrice !== null) {
    source = 'competitor';
    bid = competitorPrice;
  }
  // '10000000000' is no offer anybody means, and a price column could not hold it.
  if (bid !== null && bid > MONEY_MAX) {
    issues.push('amount_out_of_range');
    bid = null;
  }
  return {
    bid: bid !== null && bid > 0 ? roundCents(bid) : null,
    quantity,
    competitorPrice:
      competitorPrice !== null && competitorPrice > 0 && competitorPrice <= MONEY_MAX
        ? roundCents(competitorPrice)
        : null,
    entities,
    issues,
    offersPrice,
    source,
    halfway: halfway === null ? null : halfwayAsk(source),
  };
}

/** 'Meet me halfway' works the midpoint out; 'meet in the middle at £85' names it. */
function halfwayAsk(source: BidReading['source']): BidReading['halfway'] {
  if (source === 'halfway') return 'asked';
  return source === 'absolute' ? 'named' : null;
}
