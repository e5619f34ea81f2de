import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  type PgColumn,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  TAlgorithmVersion,
  TApiVersion,
  TBotReaction,
  TChatLanguage,
  TChattinessCategory,
  TEngagementCategory,
  TEntity,
  TExpression,
  TFeatureSetting,
  THyperParameters,
  TIntent,
  TNegotiationDirection,
  TNegotiationObjective,
  TNegotiationStatus,
  TNegotiationType,
  TSummaryStatus,
  TUserReaction,
} from '@parley/contract';
import type { ConversationSetup, ConversationState } from '@parley/engine';
import { addonItems } from './catalogue';
import {
  createdAt,
  integerArray,
  money,
  ownerId,
  percentage,
  textArray,
  timestamps,
  timestamptz,
  uuidKey,
  weakRef,
} from './columns';
import { retailerId } from './owner';
import { campaigns } from './rules';

const score = (name: string) => numeric(name, { precision: 4, scale: 2, mode: 'number' });

/** A basket line as the widget sent it, kept as negotiated. */
export interface StoredCartItem {
  retailer_product_id: string;
  name: string;
  price: number;
  quantity: number;
}

/**
 * The GIN indexes' pending list, in kB (PostgreSQL's default is 4 MB). A widget turn that finds
 * the list full merges it into the index before it answers; at 4 MB that took one turn 30-50 ms
 * of a core every few seconds under load, and the turns queued behind it on its connection
 * waited as long. A quarter of that keeps each merge short for the same work in all, and
 * searches, which read the whole list, have less to read (bench/README.md, widget turns).
 */
export const GIN_PENDING_LIST = { gin_pending_list_limit: 512 };

/**
 * One negotiation (a parley; part 1 §3 Session detail): what was negotiated, under which rules
 * and algorithm, where it stands, and the engine's own state between turns. Derived fields
 * (percentages, neighbours, labels) are computed when read. Prices are unit prices.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('session_id').primaryKey(),
    retailerId: retailerId(),
    /** SHA-256 of the retailer and the widget's shopper id: recognises a returning shopper. */
    shopperIdHash: text('shopper_id_hash').notNull(),
    isReturningUser: boolean('is_returning_user').notNull().default(false),
    apiVersion: text('api_version').$type<TApiVersion>().notNull(),
    negotiationType: text('negotiation_type').$type<TNegotiationType>().notNull(),
    direction: text('direction').$type<TNegotiationDirection>().notNull().default('down'),
    /** v2 callers' own reference for the negotiation. */
    retailerSessionId: text('retailer_session_id'),

    // What is negotiated: the product (or the contract's name), or the basket.
    retailerProductId: text('retailer_product_id'),
    productName: text('product_name').notNull(),
    productUrl: text('product_url'),
    productSku: text('product_sku'),
    quantity: integer('quantity').notNull().default(1),
    productCategories: textArray('product_categories'),
    cartItems: jsonb('cart_items').$type<StoredCartItem[]>(),
    quoteReferenceId: text('quote_reference_id'),
    /** v2 contract negotiations: the caller's pricing bands, shown to admins only. */
    rag: jsonb('rag').$type<Record<string, unknown>>(),

    productPrice: money('product_price').notNull(),
    currentPrice: money('current_price').notNull(),
    walkawayPrice: money('walkaway_price').notNull(),
    walkawayPercentage: percentage('walkaway_percentage').notNull(),
    targetDiscountPercentage: percentage('target_discount_percentage'),
    lastUserBid: money('last_user_bid'),
    dealPrice: money('deal_price'),
    objective: text('objective').$type<TNegotiationObjective>().notNull(),

    negotiationStatus: text('negotiation_status').$type<TNegotiationStatus>().notNull(),
    summaryStatus: text('summary_status').$type<TSummaryStatus>().notNull(),
    zoneWalk: integerArray('zone_walk'),
    engagementScore: score('engagement_score'),
    engagementCategory: text('engagement_category')
      .$type<TEngagementCategory>()
      .notNull()
      .default('pending'),
    chattiness: score('chattiness'),
    chattinessCategory: text('chattiness_category')
      .$type<TChattinessCategory>()
      .notNull()
      .default('pending'),
    addonItemId: weakRef('addon_item_id', () => addonItems.id),
    endedAt: timestamptz('ended_at'),
    /**
     * The shopper had negotiated this product with the store before this session started: the
     * dashboard's reopened sessions (a basket is never reopened). Fixed when the session starts.
     */
    reopens: boolean('reopens').notNull().default(false),
    /**
     * How many of the session's messages the shopper reacted to, per reaction: kept by the
     * trigger session_messages_reactions (migration 0008) for the dashboard's feedback.
     */
    sadReactions: integer('sad_reactions').notNull().default(0),
    heartReactions: integer('heart_reactions').notNull().default(0),
    angryReactions: integer('angry_reactions').notNull().default(0),
    thinkingReactions: integer('thinking_reactions').notNull().default(0),
    /**
     * When the first and the last exchange were written (null without one): kept by the trigger
     * session_messages_span on every insert, update and delete of session_messages, so that the
     * dashboard's session length reads one row per session instead of its messages.
     */
    firstMessageAt: timestamptz('first_message_at'),
    lastMessageAt: timestamptz('last_message_at'),

    /** The ruleset rule and the algorithm rule chosen at the start (rules are never erased). */
    ruleIds: uuid('rule_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    algorithmVersion: text('algorithm_version').$type<TAlgorithmVersion>().notNull(),
    hyperParameters: jsonb('hyper_parameters').$type<THyperParameters>().notNull(),
    /** Feature settings in force (v2 callers and the Bot Tester name them). */
    features: jsonb('features').$type<TFeatureSetting[]>().notNull().default([]),
    language: text('language').$type<TChatLanguage>().notNull(),
    currency: text('currency').notNull(),
    currencySymbol: text('currency_symbol').notNull(),
    /** The engine's setup, fixed at the start so every turn negotiates under the same terms. */
    conversationSetup: jsonb('conversation_setup').$type<ConversationSetup>().notNull(),
    /** The engine's state between turns, opaque to the server. */
    conversationState: jsonb('conversation_state').$type<ConversationState>().notNull(),
    /**
     * The store's cohorts the shopper was in at the start (ids, matched from the cohort ids and
     * names the page declared). Text, as sessions from before kept cohort_id as it was sent.
     */
    cohortIds: textArray('cohort_ids'),
    campaignId: weakRef('campaign_id', () => campaigns.id),
    /**
     * The running experiment the shopper was in at the start, and their cohort (null: its
     * control). No foreign keys: experiments are never erased, and a turn's write stays cheap.
     */
    experimentId: uuid('experiment_id'),
    experimentCohortId: uuid('experiment_cohort_id'),

    retailerOrderNumber: text('retailer_order_number'),
    /** Left by the shopper for recovery (a retailer may accept their last offer by e-mail). */
    userName: text('user_name'),
    userEmail: text('user_email'),
    /**
     * When the shopper left the e-mail, leaving the offer for the store to review: the window of
     * the store's offer notice (modules/offer-notices). The negotiation may have ended earlier.
     */
    offerLeftAt: timestamptz('offer_left_at'),
    /** The retailer's answer to a recoverable offer (part 1 §4 Recovery). */
    recoveredOffer: jsonb('recovered_offer').$type<Record<string, unknown>>(),
    // Annotations by administrators (issue 5).
    dataQuality: integer('data_quality'),
    dataTag: text('data_tag'),
    dataNote: text('data_note'),

    /** The one price token that may still be redeemed (jti), and when it was. */
    priceTokenId: text('price_token_id'),
    priceTokenExpiresAt: timestamptz('price_token_expires_at'),
    priceTokenRedeemedAt: timestamptz('price_token_redeemed_at'),

    ...timestamps(),
  },
  (t) => {
    /**
     * The list's pages filtered by `column`, in its order (session id breaking ties), from the
     * index alone: one retailer's, and every retailer's.
     */
    const listOrder = (name: string, column: PgColumn) => [
      index(`sessions_retailer_${name}_created`).on(t.retailerId, column, t.createdAt.desc(), t.id),
      index(`sessions_${name}_created`).on(column, t.createdAt.desc(), t.id),
    ];
    return [
      index('sessions_retailer_created').on(t.retailerId, t.createdAt.desc(), t.id),
      index('sessions_created').on(t.createdAt.desc(), t.id),
      ...listOrder('summary', t.summaryStatus),
      // The objective and chattiness filters, which the roll-ups do not hold: their totals are
      // counted from these indexes alone, without visiting the rows.
      ...listOrder('objective', t.objective),
      ...listOrder('chattiness', t.chattinessCategory),
      index('sessions_retailer_negotiation').on(t.retailerId, t.negotiationStatus),
      index('sessions_shopper_product').on(
        t.retailerId,
        t.shopperIdHash,
        t.retailerProductId,
        t.createdAt.desc(),
      ),
      uniqueIndex('sessions_price_token').on(t.priceTokenId),
      // The session filters' rule and experiment (issue 5).
      index('sessions_rule_ids').using('gin', t.ruleIds).with(GIN_PENDING_LIST),
      // The experiment and cohort filters, and each cohort's results; partial, so sessions
      // outside experiments cost them nothing.
      index('sessions_experiment_created')
        .on(t.experimentId, t.createdAt.desc(), t.id)
        .where(sql`${t.experimentId} is not null`),
      index('sessions_experiment_cohort_created')
        .on(t.experimentCohortId, t.createdAt.desc(), t.id)
        .where(sql`${t.experimentCohortId} is not null`),
    ];
  },
);

/** What made an exchange: the bot's opening, a shopper's message, an accept, a rule ending it. */
export type SessionMessageKind = 'opening' | 'message' | 'accept' | 'rule_ended';

/**
 * One exchange of a negotiation (part 1 §3 Chat message): the shopper's text and the bot's lines.
 * `meta` is assembled from the reaction and understanding columns when read. Message search
 * (issue 5) reads a copy of each message with its own indexes (message-search.ts), kept off the
 * widget turn that writes the message.
 */
export const sessionMessages = pgTable(
  'session_messages',
  {
    id: uuidKey('message_id'),
    sessionId: ownerId('session_id', () => sessions.id),
    retailerId: retailerId(),
    /** 0 for the bot's opening, then one per call that spoke. */
    position: integer('position').notNull(),
    /** What made this exchange. */
    kind: text('kind').$type<SessionMessageKind>().notNull(),
    userMessage: text('user_message'),
    messages: textArray('messages'),
    expression: jsonb('expression').$type<TExpression>(),
    userReaction: text('user_reaction').$type<TUserReaction>(),
    botReaction: text('bot_reaction').$type<TBotReaction>(),
    understandingIssues: textArray('understanding_issues'),
    intents: jsonb('intents').$type<TIntent[]>().notNull().default([]),
    entities: jsonb('entities').$type<TEntity[]>().notNull().default([]),
    interactionData: jsonb('interaction_data').$type<Record<string, unknown>>().notNull(),
    incorrectIntentInference: boolean('incorrect_intent_inference').notNull().default(false),
    incorrectEntityInference: boolean('incorrect_entity_inference').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('session_messages_position').on(t.sessionId, t.position),
    // The dashboard's newest feedback (stats/queries.ts), a few messages in a hundred; migration
    // 0023 keeps its INCLUDE columns, which drizzle cannot declare.
    index('session_messages_feedback')
      .on(t.createdAt.desc(), t.id)
      .where(sql`${t.intents} @> '[{"name":"feedback"}]'::jsonb`),
    // The dashboard (issue 6): the feedback with words, and the reactions, of a period's sessions
    // read from the index alone (no other message, no heap row but the ten comments shown).
    index('session_messages_session_feedback')
      .on(t.sessionId, t.createdAt.desc(), t.id)
      .where(
        sql`${t.intents} @> '[{"name":"feedback"}]'::jsonb and coalesce(${t.userMessage}, '') <> ''`,
      ),
    index('session_messages_reactions')
      .on(t.sessionId, t.userReaction)
      .where(sql`${t.userReaction} is not null`),
  ],
);
