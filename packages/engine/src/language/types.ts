import type { TChatLanguage, TEntity, TIntent, TIntentName } from '@parley/contract';

/** What the language layer knows of the negotiation when it reads a shopper message. */
export interface UnderstandContext {
  language: TChatLanguage;
  /** ISO 4217 code of the shop; every amount the shopper names is read in it (no conversion). */
  currency: string;
  /** Unit list price: the base of a percentage discount. */
  listPrice?: number;
  /** The bot's standing offer (unit price): the base of 'a fiver less', one end of 'halfway'. */
  lastBotOffer?: number;
  /** The shopper's previous bid (unit price): the base of 'a fiver more', the other end of 'halfway'. */
  lastShopperBid?: number;
}

/**
 * Why a message could not be fully understood, for the message's meta.understanding_issues:
 * - `nothing_understood`: no intent and no amount;
 * - `percentage_without_base`: a discount percentage with neither a list price nor a bot offer;
 * - `relative_without_base`: 'a fiver less' or 'a fiver more' with nothing to subtract from or add to;
 * - `halfway_without_bids`: 'meet me halfway' before both sides have named a price;
 * - `amount_out_of_range`: a price past MONEY_MAX, which no price column holds.
 */
export type UnderstandingIssue =
  | 'nothing_understood'
  | 'percentage_without_base'
  | 'relative_without_base'
  | 'halfway_without_bids'
  | 'amount_out_of_range';

export interface Understanding {
  /** Best first; `unknown` alone when nothing is understood. Confidences add up to at most 1. */
  intents: Array<TIntent & { name: TIntentName }>;
  /** Amounts as written: roles `price`, `percentage`, `relative_amount`, `quantity`. */
  entities: TEntity[];
  /** The shopper's bid as a unit price in the shop currency, rounded to cents; null when none. */
  bid: number | null;
  /** How many the shopper asks for ('two of them', '3 units'), null when not said. */
  quantity: number | null;
  /**
   * Another seller's unit price the shopper quotes ('I saw it for £35 elsewhere', 'bei Amazon
   * kostet es 42 €'), rounded to cents; null when they quote none. When the message names no
   * other bid it is also `bid` (intent `offer`); when it does ('it's £42 on Amazon, I'll give
   * you £40') the named bid wins and this still holds the quote, for the reply to acknowledge.
   */
  competitorPrice: number | null;
  /**
   * The shopper asks to meet in the middle: `asked` when they leave the midpoint to the bot ('meet
   * me halfway', `bid` is then the midpoint when both sides have named a price), `named` when
   * they say what they take it to be ('split the difference: £85', `bid` is that amount).
   */
  halfway: 'asked' | 'named' | null;
  /**
   * The shopper asks for the bot's own price and names none: 'what's your best price?', 'how low
   * can you go?', 'any discount?'. The top intent is then `reject` (a push for a better price).
   */
  asksForOffer: boolean;
  issues: UnderstandingIssue[];
  /** False when the server should flag an understanding failure (any issue). */
  understood: boolean;
}
