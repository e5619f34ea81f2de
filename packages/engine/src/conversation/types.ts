import type {
  TAlgorithmVersion,
  TBotReaction,
  TChatLanguage,
  TChattinessCategory,
  TEngagementCategory,
  TEntity,
  TExpression,
  THyperParameters,
  TIntent,
  TNegotiationDirection,
  TNegotiationObjective,
  TNegotiationStatus,
  TNegotiationType,
  TSummaryStatus,
} from '@parley/contract';

/**
 * The conversation layer's surface: what the server hands the engine to open a negotiation and to
 * answer one shopper message, and what it gets back to store and show. Everything here is plain
 * JSON, so the server keeps `ConversationState` in the session row between turns.
 */

/**
 * A gift with purchase or free shipping the rule may offer: the bot puts it on the table instead
 * of its last price step when it costs less (`syntheticValue`), and with its final offer.
 */
export interface ConversationAddon {
  addonItemId: string;
  type: 'sweetener' | 'bundle_item' | 'free_shipping' | 'others';
  /** Name and short description in the conversation's language (fallback en-GB). */
  name: string;
  shortDescription: string;
  displayValue: number;
  /** What it costs the retailer per deal (part 2 §3 synthetic_value; 0 for sweeteners and free shipping). */
  syntheticValue: number;
}

/**
 * A short, true statement of the store's ("Every pair is hand-stitched in Northampton."): the bot
 * quotes it word for word when it holds its price, refuses a lowball or makes its final offer.
 */
export interface ConversationReason {
  reasonId: string;
  /** The retailer's (or administrator's) own words, quoted as they are, never translated. */
  text: string;
  /** The language it is written in; null: any chat may quote it. */
  language: TChatLanguage | null;
}

export interface ConversationSetup {
  language: TChatLanguage;
  /** ISO 4217 code and symbol, for amounts in replies ('£40.00'). */
  currency: string;
  currencySymbol: string;
  negotiationType: TNegotiationType;
  direction: TNegotiationDirection;
  /** What is negotiated: the product name, 'your basket', or the contract name. */
  subject: string;
  /** Unit list price (cart: the cart total with quantity 1). */
  listPrice: number;
  quantity: number;
  objective: TNegotiationObjective;
  /** The share of the list price the bot may give away at most, 0–100. */
  walkawayPercentage: number;
  /** The legacy objective's target discount, 0–100, when the rule has one. */
  targetDiscountPercentage: number | null;
  algorithm: { version: TAlgorithmVersion; hyperParameters: THyperParameters };
  /** The most bids the shopper may make before the final offer. */
  maxBids: number;
  /** Ask how many the shopper wants before negotiating (the rule's ask-quantity-first). */
  askQuantityFirst: boolean;
  freeShippingIncluded: boolean;
  addons: ConversationAddon[];
  /** The rule keeps a shopper's last offer for the retailer to review when they walk away. */
  recoveredParleysActive: boolean;
  /** A link to the store's terms, shown as <label|url> when set. */
  termsUrl: string | null;
  /** The same shopper's last negotiation of this product, so restarting does not pay. */
  previous: { lastBotOffer: number; rounds: number } | null;
  /** Seeds every random choice of this conversation (the server derives it from the session id). */
  seed: number;
  /**
   * What the bot may quote (the store's active reasons, else the active global ones). Missing in
   * setups stored before reasons existed: none.
   */
  reasons?: ConversationReason[];
}

/** One bot answer, as stored in the session's messages and shown in the chat. */
export interface BotReply {
  /** The bot's lines, in order; may hold links written <label|url> and escaped store data. */
  lines: string[];
  expression: TExpression | null;
  botReaction: TBotReaction | null;
  intents: TIntent[];
  entities: TEntity[];
  /** Why the bot did not understand (empty when it did): sets meta.understanding_issues. */
  understandingIssues: string[];
  /** What the engine decided, for admins: decision, offer, bid, zone, round. */
  interactionData: Record<string, unknown>;
  /** The setup's reason this reply quotes (one of its lines), or null. */
  quotedReasonId: string | null;
}

/** What the session row shows after every turn. */
export interface ConversationSummary {
  negotiationStatus: TNegotiationStatus;
  summaryStatus: TSummaryStatus;
  /** The bot's standing offer (unit price). */
  currentPrice: number;
  dealPrice: number | null;
  lastUserBid: number | null;
  walkawayPrice: number;
  /** Zone of each shopper bid, in order (part 1 §3 zone_walk). */
  zoneWalk: number[];
  addonItemId: string | null;
  engagementScore: number | null;
  engagementCategory: TEngagementCategory;
  chattiness: number | null;
  chattinessCategory: TChattinessCategory;
  ended: boolean;
  quantity: number;
}

/** Opaque to the server: stored as JSON and handed back on the next turn. */
export type ConversationState = Record<string, unknown>;

export interface TurnResult {
  state: ConversationState;
  reply: BotReply;
  summary: ConversationSummary;
}

/**
 * The conversation API the server calls (implemented in this folder):
 * - `openConversation(setup)`: the bot's greeting and opening terms;
 * - `answerShopper(setup, state, text)`: understand the text, negotiate, reply;
 * - `acceptStandingOffer(setup, state)`: the shopper pressed Accept on the bot's offer;
 * - `leaveConversation(setup, state, { emailGiven })`: the shopper walked away (retargeting);
 * - `markAddedToBasket` / `markPurchased`: the status after the deal.
 */
export interface ConversationApi {
  openConversation(setup: ConversationSetup): TurnResult;
  answerShopper(setup: ConversationSetup, state: ConversationState, text: string): TurnResult;
  acceptStandingOffer(setup: ConversationSetup, state: ConversationState): TurnResult;
  leaveConversation(
    setup: ConversationSetup,
    state: ConversationState,
    left: { emailGiven: boolean },
  ): Omit<TurnResult, 'reply'>;
  markAddedToBasket(setup: ConversationSetup, state: ConversationState): Omit<TurnResult, 'reply'>;
  markPurchased(setup: ConversationSetup, state: ConversationState): Omit<TurnResult, 'reply'>;
}
