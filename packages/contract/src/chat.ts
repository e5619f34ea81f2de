import { z } from 'zod';
import { labelledEnum } from './enum-labels';

/**
 * What one negotiation holds and shows (part 1 §3 Chat message, §4 summary_status, §9): shared by
 * the shopper widget, the Bot Tester and the session screens, so a message reads the same in all.
 */

/** Languages the bot speaks; a store without multi_language negotiates in en-GB. */
export const { values: CHAT_LANGUAGES, labels: CHAT_LANGUAGE_NAMES } = labelledEnum({
  'en-GB': 'English (UK)',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
});
export type TChatLanguage = (typeof CHAT_LANGUAGES)[number];
export const DEFAULT_CHAT_LANGUAGE: TChatLanguage = 'en-GB';

/** What a shopper message can mean, as the language layer ranks it. */
export const INTENT_NAMES = [
  'offer',
  'accept',
  'reject',
  'greeting',
  'question',
  'complaint',
  'feedback',
  'goodbye',
  'unknown',
] as const;
export type TIntentName = (typeof INTENT_NAMES)[number];

export const ZIntent = z.object({ name: z.string(), confidence: z.number().min(0).max(1) });
export type TIntent = z.infer<typeof ZIntent>;

export const ZEntity = z.object({
  role: z.string(),
  dataType: z.string(),
  confidence: z.number().min(0).max(1),
  stringValue: z.string(),
});
export type TEntity = z.infer<typeof ZEntity>;

/** Part 1 §9: the reactions a shopper or the bot may show on a message. */
export const USER_REACTIONS = ['sad', 'heart', 'angry', 'thinking'] as const;
export type TUserReaction = (typeof USER_REACTIONS)[number];
export const BOT_REACTIONS = ['sad', 'heart', 'thinking', 'sobbing', 'happy'] as const;
export type TBotReaction = (typeof BOT_REACTIONS)[number];

export const EXPRESSION_SOURCE_TYPES = ['image/svg+xml', 'video/mp4', 'video/webm'] as const;

/** An animated face shown above a bot reply; the still (svg) is shown once the video ends. */
export const ZExpression = z.object({
  expressionId: z.string(),
  sources: z.array(z.object({ url: z.string(), type: z.enum(EXPRESSION_SOURCE_TYPES) })),
  /** The deal celebration: 'You got a {percentage} discount!' and 'You got a deal at {dealPrice} !' */
  percentage: z.string().optional(),
  dealPrice: z.string().optional(),
});
export type TExpression = z.infer<typeof ZExpression>;

/**
 * The gift with purchase a reply puts on the table, shown under the bot's lines as the card the
 * retailer previews in the console's editor: its words in the chat's language (else en-GB), its
 * value already written in the session's currency, and the card's colours as the editor shows
 * them, so the widget and the console only draw it.
 */
export const ZMessageGift = z.object({
  addon_item_id: z.string(),
  name: z.string(),
  short_description: z.string(),
  /** An http(s) address, or a path on the server's origin; null: the card has no banner. */
  banner_image: z.string().nullable(),
  background_color: z.string(),
  text_color: z.string(),
  /** '£5.00', '5,00 €': the value the shopper is told the gift is worth. */
  display_value: z.string(),
});
export type TMessageGift = z.infer<typeof ZMessageGift>;

export const ZMessageMeta = z.object({
  messageId: z.string().optional(),
  user_reaction: z.enum(USER_REACTIONS).nullable().optional(),
  bot_reaction: z.enum(BOT_REACTIONS).nullable().optional(),
  /** Set when the bot did not understand the shopper: the message is styled as an error. */
  understanding_issues: z.array(z.string()).optional(),
  understandingFailed: z.boolean().optional(),
  /** The retailer or global reason this reply quoted (its text is one of the lines). */
  quoted_reason_id: z.string().nullable().optional(),
  /** The gift this reply offers (the turn the negotiation first puts it on the table). */
  gift: ZMessageGift.optional(),
});
export type TMessageMeta = z.infer<typeof ZMessageMeta>;

/**
 * One exchange: the shopper's text (empty for the bot's opening) and the bot's lines. Bot text may
 * hold links written <label|url>; everything is shown as text, never as HTML.
 */
export const ZChatMessage = z.object({
  message_id: z.string(),
  created_at: z.string(),
  user_message: z.string().nullable(),
  messages: z.array(z.string()),
  expression: ZExpression.nullable(),
  meta: ZMessageMeta,
  intents: z.array(ZIntent),
  entities: z.array(ZEntity),
  /** What the engine decided this round (offer, zone, round): shown to admins. */
  interaction_data: z.record(z.string(), z.unknown()),
  incorrect_intent_inference: z.boolean(),
  incorrect_entity_inference: z.boolean(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

/** Where a negotiation stands now (the engine's view). */
export const NEGOTIATION_STATUSES = [
  'negotiating',
  'final_offer',
  'deal_agreed',
  'added_to_basket',
  'checkout',
  'purchased',
  'ended',
  'recovered_purchased',
] as const;
export type TNegotiationStatus = (typeof NEGOTIATION_STATUSES)[number];

/** The recovery flow's summaries: a final offer the shopper can answer, and how they answered it. */
export const USER_OFFER_SUMMARIES = [
  'user_offer_available',
  'user_offer_accepted',
  'user_offer_rejected',
  'user_offer_countered',
] as const;
/** How a negotiation is summed up in lists and statistics (part 1 §4), kept as it moves. */
export const SUMMARY_STATUSES = [
  'sold',
  'added_to_basket',
  'checkout',
  'abandoned_negotiated',
  'abandoned_reached_final_offer',
  'abandoned_deal_agreed',
  ...USER_OFFER_SUMMARIES,
  'recovered_purchased',
] as const;
export type TSummaryStatus = (typeof SUMMARY_STATUSES)[number];

export const NEGOTIATION_TYPES = ['product', 'cart', 'contract'] as const;
export type TNegotiationType = (typeof NEGOTIATION_TYPES)[number];

/** down: the shopper buys and the bot sells; up: a buyback, the bot buys from the shopper. */
export const NEGOTIATION_DIRECTIONS = ['down', 'up'] as const;
export type TNegotiationDirection = (typeof NEGOTIATION_DIRECTIONS)[number];

/** Scores are out of 5.0 (part 1 §9); pending until enough was said, unavailable when unknown. */
export const SCORE_MAX = 5;
export const ENGAGEMENT_CATEGORIES = ['high', 'neutral', 'low', 'pending', 'unavailable'] as const;
export type TEngagementCategory = (typeof ENGAGEMENT_CATEGORIES)[number];
export const CHATTINESS_CATEGORIES = ['chatty', 'average', 'terse', 'pending'] as const;
export type TChattinessCategory = (typeof CHATTINESS_CATEGORIES)[number];
