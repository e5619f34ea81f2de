import { z } from 'zod';
import { ZHyperParameterValues } from './algorithms';
import { CHAT_LANGUAGES, DEFAULT_CHAT_LANGUAGE, NEGOTIATION_DIRECTIONS } from './chat';
import { NEGOTIATION_OBJECTIVES, type TNegotiationObjective } from './constants';
import { API_VERSIONS, checkV2Terms, ZV2Terms, type TApiVersion } from './widget';

/**
 * The Bot Tester (part 1 §2 Bot Tester, §3 Bot test response and payloads; administrators only):
 * a chat with the real bot on an internal "Bot Tester" store, through the shopper widget.
 */

/** Part 1 §9: the Bot Tester's defaults. */
export const BOT_TEST_DEFAULTS = {
  language: DEFAULT_CHAT_LANGUAGE,
  apiVersion: 'v1' satisfies TApiVersion,
  negotiationDirection: 'down',
  objective: 'increase_conversion' satisfies TNegotiationObjective,
} as const;

const ZFeatureDefaults = z.object({
  feature: z.string(),
  hyper_parameters: z.record(z.string(), z.unknown()),
});

export const ZContractProfile = z.object({
  offering: z.object({ contract_name: z.string() }),
  initial_bot_offer: z.number(),
  rag: z.record(z.string(), z.unknown()),
  feature_settings: z.array(ZFeatureDefaults).optional(),
});
export type TContractProfile = z.infer<typeof ZContractProfile>;

/** GET /bot_test: what the tester's form offers, and where its widget talks to. */
export const ZBotTestResponse = z.object({
  widget_urls: z.object({ script: z.string(), api: z.string() }),
  api_key: z.string(),
  api_version: z.enum(API_VERSIONS),
  language: z.enum(CHAT_LANGUAGES),
  negotiation_type: z.enum(['product', 'contract']),
  negotiation_direction: z.enum(NEGOTIATION_DIRECTIONS),
  product_id: z.string(),
  product_price: z.number(),
  objective: z.enum(NEGOTIATION_OBJECTIVES),
  walkaway_price: z.number(),
  available_contract_profiles: z.array(ZContractProfile),
  available_features: z.array(
    z.object({ code: z.string(), default_hyper_parameters: ZHyperParameterValues.nullable() }),
  ),
  available_languages: z.array(z.object({ code: z.enum(CHAT_LANGUAGES), name: z.string() })),
});
export type TBotTestResponse = z.infer<typeof ZBotTestResponse>;

/** POST /bot_test (part 1 §3 Bot test session payload); the answer names the new parley. */
export const ZBotTestSessionRequest = ZV2Terms.extend({
  apiVersion: z.enum(API_VERSIONS).default(BOT_TEST_DEFAULTS.apiVersion),
  language: z.enum(CHAT_LANGUAGES).default(BOT_TEST_DEFAULTS.language),
}).superRefine((value, ctx) => {
  checkV2Terms(value, ctx);
  // v1 (eCommerce) negotiates a store's products; contracts are Negotiation as a Service.
  if (value.apiVersion === 'v1' && value.negotiationType === 'contract') {
    ctx.addIssue({
      code: 'custom',
      path: ['negotiationType'],
      message: 'A contract negotiation needs API version v2',
    });
  }
});
export type TBotTestSessionRequest = z.infer<typeof ZBotTestSessionRequest>;

export const ZBotTestSessionResponse = z.object({ parleyId: z.string() });
export type TBotTestSessionResponse = z.infer<typeof ZBotTestSessionResponse>;
