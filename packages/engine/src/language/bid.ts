import type { TEntity } from '@parley/contract';
import type { AmountMention } from './amounts';
import { findAmounts } from './amounts';
import type { Lexicon } from './lexicons/compile-lexicon';
import { findPhrase, phraseAt, phraseBefore } from './phrase-list';
import type { ClassifiedAmounts, PriceMention } from './price-mentions';
import { classifyAmounts, referencePrice } from './price-mentions';
import type { Token } from './text';
import type { UnderstandContext, UnderstandingIssue } from './types';

export interface BidReading {
  bid: number | null;
  quantity: number | null;
  entities: TEntity[];
  issues: UnderstandingIssue[];
  /** The message puts a price forward, even one that could not be worked out. */
  offersPrice: boolean;
  /** How the bid was worked out: only an `absolute` one can repeat the bot's offer word for word. */
  source: 'absolute' | 'relative' | 'percentage' | 'halfway' | null;
}

/** 'a fiver less' is a small step: an amount of half the base or more is a price of its own. */
const RELATIVE_SHARE_LIMIT = 0.5;

/** A unit price this far above the reference is not a price a shopper offers. */
const ABOVE_REFERENCE_SLACK = 1.05;

const roundCents = (amount: number): number => Math.round(amount * 100) / 100;

function spanText(message: string, tokens: readonly Token[], first: number, end: number): string {
  const start = tokens[Math.max(first, 0)]?.start ?? 0;
  const stop = tokens[end - 1]?.end ?? message.length;
  return message.slice(start, stop);
}

function priceConfidence(price: PriceMention): number {
  const { kind, written } = price.mention;
  const base = kind === 'number' ? 0.7 : written === 'digits' ? 0.95 : 0.9;
  return price.excluded ? base / 2 : base;
}

/** Where a relative amount starts from, or undefined when the conversation has no such price. */
function relativeBase(relative: 'less' | 'more', context: UnderstandContext): number | undefined {
  return relative === 'less' ? (context.lastBotOffer ?? context.listPrice) : context.lastShopperBid;
}

/** A relative amount that is too large for a step is read as a price of its own. */
function effectiveRelative(
  price: PriceMention,
  context: UnderstandContext,
): 'less' | 'more' | null {
  if (price.relative === null) return null;
  const base = relativeBase(price.relative, context);
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

/** The amounts as the message's entities, in the roles they play. */
function amountEntities(
  message: string,
  tokens: readonly Token[],
  amounts: ClassifiedAmounts,
  halfway: { at: number; length: number } | null,
  context: UnderstandContext,
): TEntity[] {
  const entities: TEntity[] = [];
  const text = (first: number, end: number): string => spanText(message, tokens, first, end);
  if (amounts.quantity !== null) {
    const { mention, inferred } = amounts.quantity;
    entities.push({
      role: 'quantity',
      dataType: 'number',
      confidence: inferred ? 0.75 : 0.9,
      stringValue: text(mention.first, mention.end),
    });
  }
  for (const price of amounts.prices) {
    const relative = effectiveRelative(price, context);
    entities.push({
      role: relative === null ? 'price' : 'relative_amount',
      dataType: 'money',
      confidence: priceConfidence(price),
      stringValue: text(price.mention.first, price.mention.end + (relative ? price.cueAfter : 0)),
    });
  }
  for (const percentage of amounts.percentages) {
    entities.push({
      role: 'percentage',
      dataType: 'percentage',
      confidence: 0.9,
      stringValue: text(percentage.first, percentage.end),
    });
  }
  if (halfway !== null) {
    entities.push({
      role: 'relative_amount',
      dataType: 'percentage',
      confidence: 0.85,
      stringValue: text(halfway.at, halfway.at + halfway.length),
    });
  }
  return entities;
}

/** Reads the amounts of a message and works out the shopper's bid as a unit price. */
export function readBid(
  message: string,
  tokens: readonly Token[],
  lexicon: Lexicon,
  context: UnderstandContext,
  mentions: readonly AmountMention[] = findAmounts(tokens, lexicon),
): BidReading {
  const amounts = classifyAmounts(tokens, mentions, lexicon, context);
  const issues: UnderstandingIssue[] = [];
  const quantity = amounts.quantity?.mention.value ?? null;
  const halfway = findPhrase(tokens, lexicon.halfway);
  const entities = amountEntities(message, tokens, amounts, halfway, context);
  const percentages = amounts.percentages.filter((p) => p.value > 0 && p.value < 100);

  const offered = amounts.prices.filter((price) => !price.excluded);
  const relative = offered.filter((price) => effectiveRelative(price, context) !== null).at(-1);
  const absolute = offered.filter((price) => effectiveRelative(price, context) === null);
  const absoluteMoney = absolute.filter((price) => price.mention.kind === 'money').at(-1);
  const bareNumber = absolute.at(-1);
  const percentage = percentages.at(-1);
  const offersPrice =
    relative !== undefined || absolute.length > 0 || percentage !== undefined || halfway !== null;

  let bid: number | null = null;
  let source: BidReading['source'] = null;
  if (relative !== undefined) {
    source = 'relative';
    const direction = effectiveRelative(relative, context) ?? 'less';
    const base = relativeBase(direction, context);
    if (base === undefined) issues.push('relative_without_base');
    else bid = direction === 'less' ? base - relative.mention.value : base + relative.mention.value;
  } else if (absoluteMoney !== undefined) {
    source = 'absolute';
    bid = unitPrice(tokens, absoluteMoney.mention, quantity, lexicon, context);
  } else if (percentage !== undefined) {
    source = 'percentage';
    const onBotOffer = findPhrase(tokens, lexicon.botOfferReferences, percentage.end) !== null;
    const base = onBotOffer
      ? (context.lastBotOffer ?? context.listPrice)
      : (context.listPrice ?? context.lastBotOffer);
    if (base === undefined) issues.push('percentage_without_base');
    else bid = base * (1 - percentage.value / 100);
  } else if (halfway !== null) {
    source = 'halfway';
    const { lastBotOffer, lastShopperBid } = context;
    if (lastBotOffer === undefined || lastShopperBid === undefined)
      issues.push('halfway_without_bids');
    else bid = (lastBotOffer + lastShopperBid) / 2;
  } else if (bareNumber !== undefined) {
    source = 'absolute';
    bid = unitPrice(tokens, bareNumber.mention, quantity, lexicon, context);
  }
  return {
    bid: bid !== null && bid > 0 ? roundCents(bid) : null,
    quantity,
    entities,
    issues,
    offersPrice,
    source,
  };
}
