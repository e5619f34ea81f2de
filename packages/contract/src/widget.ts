import { z } from 'zod';
import {
  CHAT_LANGUAGES,
  NEGOTIATION_DIRECTIONS,
  NEGOTIATION_STATUSES,
  SUMMARY_STATUSES,
  USER_REACTIONS,
  ZChatMessage,
} from './chat';
import { zWebUrl } from './common';
import { ALGORITHM_VERSIONS, MONEY_MAX, NEGOTIATION_OBJECTIVES } from './constants';
import { labelledEnum } from './enum-labels';
import { DISPLAY_CHECKS_MAX } from './endpoints/widget-routes';

/**
 * The shopper widget's API (public, under /api/v1/widget, keyed by the store's API key): v1
 * eCommerce (product and cart negotiations) and v2 Negotiation as a Service (product or contract,
 * selling or buyback).
 *
 * - The key travels in the `X-Api-Key` header, or in the `api_key` query parameter. Browsers on
 *   the store's own site must use the parameter too: their CORS preflight carries no header
 *   values, and the server answers it from the key's store origins. `navigator.sendBeacon` (leave)
 *   cannot set headers at all, so the parameter is its only way.
 * - Writes take an `Idempotency-Key` header (8–128 characters): a retry with the same key and
 *   body gets the first answer again and writes nothing more; the same key with another body is
 *   refused (422). Keys are kept 24 hours.
 * - Bodies are JSON (`application/json`); only leave also reads sendBeacon's text/plain. Any
 *   other content type is refused (415): a form post from another origin needs no preflight.
 * - Refusals: 400 (with fieldErrors) for bad input, nothing written; 401 for a missing or unknown
 *   key; 404 for a session that is not the key's store's; 422 for a business refusal
 *   (`errorMessage`); 429 with Retry-After when a key or an address sends too much.
 */

export const WIDGET_API_KEY_HEADER = 'x-api-key';
export const WIDGET_API_KEY_PARAM = 'api_key';
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export {
  DISPLAY_CHECKS_MAX,
  WIDGET_API_PATH,
  WIDGET_VERSIONED_PATH,
} from './endpoints/widget-routes';
/** Price tokens last this long unless the server is configured otherwise. */
export const PRICE_TOKEN_TTL_SECONDS = 30 * 60;
export const { values: API_VERSIONS, labels: API_VERSION_LABELS } = labelledEnum({
  v1: 'v1 eCommerce',
  v2: 'v2 Negotiation as a Service',
});
export type TApiVersion = (typeof API_VERSIONS)[number];

/** How many cohorts a page may declare for its shopper, and the longest id or name of one. */
export const SHOPPER_COHORTS_MAX = 20;
export const COHORT_REF_MAX = 64;

/** Longest shopper message kept; longer ones are refused, not cut. */
export const SHOPPER_MESSAGE_MAX = 500;

const zMoney = z.number().finite().positive().max(10_000_000);
/** ISO 4217, upper case: the store's currency (default GBP, the spec's £). */
const zCurrency = z
  .string()
  .regex(/^[A-Z]{3}$/, { message: 'currency must be an ISO 4217 code such as GBP' })
  .default('GBP');
const zShopperId = z
  .string()
  .trim()
  .min(8)
  .max(64)
  .regex(/^[\w-]+$/, {
    message: 'shopper_id must be 8 to 64 letters, digits, _ or -',
  });

export const ZWidgetProduct = z.object({
  retailer_product_id: z.string().trim().min(1).max(255),
  name: z.string().trim().min(1).max(255),
  url: zWebUrl().optional(),
  price: zMoney,
  quantity: z.number().int().min(1).max(999).default(1),
  sku: z.string().max(255).optional(),
  /** The store's category names and tags for this product, for category rules. */
  categories: z.array(z.string().max(255)).max(50).default([]),
});
export type TWidgetProduct = z.infer<typeof ZWidgetProduct>;

/** A cart is negotiated as one price, its total, which must fit a price column too. */
export const ZWidgetCart = z
  .object({
    items: z
      .array(
        ZWidgetProduct.pick({ retailer_product_id: true, name: true, price: true, quantity: true }),
      )
      .min(1)
      .max(200),
  })
  .refine(
    (cart) => cart.items.reduce((sum, item) => sum + item.price * item.quantity, 0) <= MONEY_MAX,
    { message: `The cart's total must be at most ${MONEY_MAX}` },
  );
export type TWidgetCart = z.infer<typeof ZWidgetCart>;

/** What the page knows about the shopper, for rule choice (behaviour, cohorts, links). */
export const ZShopperContext = z.object({
  shopper_id: zShopperId,
  visit_number: z.number().int().min(1).max(100_000).default(1),
  dwell_seconds: z.number().min(0).max(86_400).default(0),
  exit_intent: z.boolean().default(false),
  /** The code of the magic link the shopper arrived through (the parley_link query parameter). */
  magic_link: z.string().max(64).optional(),
  /** One cohort, as early callers send it; `cohorts` carries any number (both are matched). */
  cohort_id: z.string().max(64).optional(),
  /**
   * The shopper's cohorts as the store's page declares them: the retailer's cohort ids or names
   * (matched case-insensitively), e.g. a Shopify customer's tags. Unknown ones are ignored.
   */
  cohorts: z.array(z.string().trim().max(COHORT_REF_MAX)).max(SHOPPER_COHORTS_MAX).optional(),
  language: z.enum(CHAT_LANGUAGES).optional(),
  page_url: zWebUrl().optional(),
});
export type TShopperContext = z.infer<typeof ZShopperContext>;

/** A product page names its product, a cart page its basket. */
const needsWhatIsNegotiated = (
  value: { type: string; product?: unknown; cart?: unknown },
  ctx: z.RefinementCtx,
) => {
  if (value.type === 'product' && !value.product) {
    ctx.addIssue({ code: 'custom', path: ['product'], message: 'product is required' });
  }
  if (value.type === 'cart' && !value.cart) {
    ctx.addIssue({ code: 'custom', path: ['cart'], message: 'cart is required' });
  }
};

/** Should the Negotiate button show here, and how does it look. */
export const ZWidgetDisplayRequest = z
  .object({
    page_type: z.enum(['product', 'cart']),
    product: ZWidgetProduct.optional(),
    cart: ZWidgetCart.optional(),
    currency: zCurrency,
    context: ZShopperContext,
  })
  .superRefine((value, ctx) => needsWhatIsNegotiated({ ...value, type: value.page_type }, ctx));
export type TWidgetDisplayRequest = z.infer<typeof ZWidgetDisplayRequest>;

export const ZWidgetDisplayResponse = z.object({
  show: z.boolean(),
  /** Why not, for the store's developer console (never shown to shoppers). */
  reason: z.string().optional(),
  /** The theme configuration, merged over the defaults (part 2 §3 Theme). */
  theme: z.record(z.string(), z.unknown()),
  /** The theme's logo (an image 36 px high), or null when the theme that applies has none. */
  logo_url: z.string().nullable().optional(),
  language: z.enum(CHAT_LANGUAGES),
  currency: z.string(),
});
export type TWidgetDisplayResponse = z.infer<typeof ZWidgetDisplayResponse>;

/** Every button of a page at once: one request instead of one per button. */
export const ZWidgetDisplayChecksRequest = z.object({
  checks: z.array(ZWidgetDisplayRequest).min(1).max(DISPLAY_CHECKS_MAX),
});
export type TWidgetDisplayChecksRequest = z.infer<typeof ZWidgetDisplayChecksRequest>;

/** The answers, in the order of the checks asked. */
export const ZWidgetDisplayChecksResponse = z.object({
  checks: z.array(ZWidgetDisplayResponse),
});
export type TWidgetDisplayChecksResponse = z.infer<typeof ZWidgetDisplayChecksResponse>;

/**
 * What a v2 caller (and the Bot Tester) may switch on: one algorithm version, with its
 * hyper-parameters over the version's defaults, and the rule options a v1 rule would carry.
 */
export const V2_FEATURES = [
  ...ALGORITHM_VERSIONS,
  'ask_quantity_first',
  'recovered_parleys',
  'free_shipping',
] as const;
export type TV2Feature = (typeof V2_FEATURES)[number];

export const ZFeatureSetting = z.object({
  name: z.enum(V2_FEATURES),
  enabled: z.boolean(),
  hyperParameters: z.record(z.string(), z.unknown()).optional(),
});
export type TFeatureSetting = z.infer<typeof ZFeatureSetting>;

/** v1: negotiate a store product or cart, under the retailer's rules. */
export const ZStartV1SessionRequest = z
  .object({
    apiVersion: z.literal('v1'),
    negotiationType: z.enum(['product', 'cart']),
    product: ZWidgetProduct.optional(),
    cart: ZWidgetCart.optional(),
    currency: zCurrency,
    context: ZShopperContext,
  })
  .superRefine((value, ctx) =>
    needsWhatIsNegotiated({ ...value, type: value.negotiationType }, ctx),
  );

/** v2 terms: what the caller negotiates and how far the bot may go (also the Bot Tester's). */
export const ZV2Terms = z.object({
  retailerSessionId: z.string().max(255).optional(),
  negotiationType: z.enum(['product', 'contract']),
  productId: z.string().trim().min(1).max(255).optional(),
  productName: z.string().trim().min(1).max(255).optional(),
  negotiationDirection: z.enum(NEGOTIATION_DIRECTIONS).default('down'),
  productPrice: zMoney.optional(),
  walkawayPrice: zMoney.optional(),
  objective: z.enum(NEGOTIATION_OBJECTIVES).optional(),
  offering: z.object({ contract_name: z.string().trim().min(1).max(255) }).optional(),
  initialOffer: zMoney.optional(),
  /** Contract pricing bands; `red` is the contract's walkaway price. Other keys are dropped. */
  rag: z
    .object({ green: zMoney.optional(), amber: zMoney.optional(), red: zMoney.optional() })
    .optional(),
  featureSettings: z.array(ZFeatureSetting).max(50).default([]),
  currency: zCurrency,
});
export type TV2Terms = z.infer<typeof ZV2Terms>;

/** A product needs its price, a contract its offering and opening offer; walkaway on the right side. */
export function checkV2Terms(value: TV2Terms, ctx: z.RefinementCtx) {
  const required = (path: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message: `${path} is required` });
  if (value.negotiationType === 'product' && value.productPrice === undefined) {
    required('productPrice');
  }
  if (value.negotiationType === 'contract') {
    if (!value.offering) required('offering');
    if (value.initialOffer === undefined) required('initialOffer');
  }
  const list = value.negotiationType === 'product' ? value.productPrice : value.initialOffer;
  if (list === undefined) return;
  // Selling, the bot gives ground downwards; buying back, upwards: its limit (the walkaway
  // price, or a contract's red band) lies on that side of the opening price.
  const down = value.negotiationDirection === 'down';
  const red = value.negotiationType === 'contract' ? value.rag?.red : undefined;
  const limits = [
    ['walkawayPrice', value.walkawayPrice],
    ['rag.red', red],
  ] as const;
  for (const [path, limit] of limits) {
    if (limit !== undefined && (down ? limit > list : limit < list)) {
      ctx.addIssue({
        code: 'custom',
        path: path.split('.'),
        message: `${path} must be ${down ? 'at most' : 'at least'} the opening price`,
      });
    }
  }
}

/** v2: the caller states the terms (Negotiation-as-a-Service callers). */
export const ZStartV2SessionRequest = ZV2Terms.extend({
  apiVersion: z.literal('v2'),
  context: ZShopperContext,
}).superRefine(checkV2Terms);

export const ZStartSessionRequest = z.discriminatedUnion('apiVersion', [
  ZStartV1SessionRequest,
  ZStartV2SessionRequest,
]);
export type TStartSessionRequest = z.infer<typeof ZStartSessionRequest>;

/** The negotiation as the shopper sees it after a turn. */
export const ZWidgetSessionState = z.object({
  session_id: z.string(),
  negotiation_status: z.enum(NEGOTIATION_STATUSES),
  summary_status: z.enum(SUMMARY_STATUSES),
  currency: z.string(),
  currency_symbol: z.string(),
  product_price: z.number(),
  /** The bot's standing offer (the price the shopper can take now). */
  current_price: z.number(),
  /** The agreed price once a deal is made, else null. */
  deal_price: z.number().nullable(),
  /** No more messages: a deal, a walk-away after the final offer, or the rule turned off. */
  ended: z.boolean(),
  /** The shopper may leave an e-mail to be told if the store accepts their last offer. */
  can_leave_email: z.boolean(),
  /** The bot has an offer on the table that the shopper can take with Accept. */
  can_accept: z.boolean(),
  quantity: z.number().int(),
  language: z.enum(CHAT_LANGUAGES),
});
export type TWidgetSessionState = z.infer<typeof ZWidgetSessionState>;

/** The session in the path of every session call. */
export const ZWidgetSessionParams = z.object({
  sessionId: z.uuid({ message: 'Not a valid session id' }),
});

/** GET a session: where it stands and every exchange so far (the widget reopening a chat). */
export const ZWidgetSessionResponse = z.object({
  session: ZWidgetSessionState,
  messages: z.array(ZChatMessage),
});
export type TWidgetSessionResponse = z.infer<typeof ZWidgetSessionResponse>;

export const ZWidgetSessionOnlyResponse = z.object({ session: ZWidgetSessionState });

export const ZSessionTurnResponse = z.object({
  session: ZWidgetSessionState,
  /** The exchange this call made (the bot's opening for a new session). */
  message: ZChatMessage,
});
export type TSessionTurnResponse = z.infer<typeof ZSessionTurnResponse>;

export const ZSendMessageRequest = z.object({
  text: z.string().trim().min(1).max(SHOPPER_MESSAGE_MAX),
});
export type TSendMessageRequest = z.infer<typeof ZSendMessageRequest>;

/**
 * Leave: sent with `navigator.sendBeacon`, so the body may be JSON sent as text/plain, or none;
 * the key may come in it when the page could put it nowhere else.
 */
export const ZLeaveRequest = z
  .object({ [WIDGET_API_KEY_PARAM]: z.string().max(128).optional() })
  .nullish();

/** The key as a query parameter, accepted on every widget call (see above). */
export const ZWidgetKeyQuery = z.object({
  [WIDGET_API_KEY_PARAM]: z.string().max(128).optional(),
});

export const ZLeaveEmailRequest = z.object({
  email: z.email().max(255),
  name: z.string().trim().max(255).optional(),
});
export const ZReactionRequest = z.object({
  message_id: z.uuid({ message: 'Not a valid message id' }),
  user_reaction: z.enum(USER_REACTIONS).nullable(),
});
export type TReactionRequest = z.infer<typeof ZReactionRequest>;
export const ZReactionResponse = z.object({ message: ZChatMessage });

/**
 * Proof of the agreed price for the store's checkout: a single-use signed token (a JWT the store
 * checks at POST /api/v1/price_tokens/redeem with its secret key) that expires.
 */
export const ZBasketResponse = z.object({
  session: ZWidgetSessionState,
  price_token: z.string(),
  price: z.number(),
  quantity: z.number().int(),
  expires_at: z.string(),
});
export type TBasketResponse = z.infer<typeof ZBasketResponse>;

/** The store's server redeems a price token once, with its secret key (`Authorization: Bearer sk_…`). */
export const ZRedeemPriceTokenRequest = z.object({ price_token: z.string().min(1).max(4096) });
export const ZRedeemPriceTokenResponse = z.object({
  session_id: z.string(),
  retailer_product_id: z.string().nullable(),
  /** The agreed unit price, the quantity and the currency the deal was made in. */
  price: z.number(),
  quantity: z.number().int(),
  currency: z.string(),
  redeemed_at: z.string(),
});
export type TRedeemPriceTokenResponse = z.infer<typeof ZRedeemPriceTokenResponse>;

/**
 * A recovery link's Buy now leads to the product page with the token in its address
 * (`?parley_price_token=`): the widget there reads the token's deal, without redeeming it, to show
 * it and hand it to the basket as the basket's answer would. Only a live token of the key's store
 * has one: another store's is not found (404); a spent, replaced or expired one is refused (422).
 */
export const ZPriceTokenDealRequest = ZRedeemPriceTokenRequest;
export const ZPriceTokenDealResponse = ZBasketResponse.extend({
  retailer_product_id: z.string().nullable(),
});
export type TPriceTokenDealResponse = z.infer<typeof ZPriceTokenDealResponse>;

/** Part 1 §3 Purchase record payload ({product}Id is parleyId). */
export const ZPurchaseRequest = z.object({
  apiVersion: z.enum(['v1', 'v2']),
  productId: z.string().min(1).max(255),
  parleyId: z.uuid({ message: 'Not a valid parleyId' }),
  orderNumber: z.string().trim().min(1).max(255),
});
export type TPurchaseRequest = z.infer<typeof ZPurchaseRequest>;

export const ZPurchaseResponse = z.object({
  parleyId: z.string(),
  orderNumber: z.string(),
  summary_status: z.enum(SUMMARY_STATUSES),
});
export type TPurchaseResponse = z.infer<typeof ZPurchaseResponse>;

/** Every sale of the store, negotiated or not, for uplift measurement. */
export const ZSaleReport = z.object({
  order_number: z.string().trim().min(1).max(255),
  total: z.number().finite().min(0).max(999_999_999_999),
  currency: z.string().regex(/^[A-Z]{3}$/, { message: 'currency must be an ISO 4217 code' }),
  shopper_id: zShopperId.optional(),
  parley_ids: z.array(z.uuid()).max(50).default([]),
  ordered_at: z.iso.datetime().optional(),
});
export type TSaleReport = z.infer<typeof ZSaleReport>;
export const ZSaleReportResponse = z.object({ order_number: z.string(), recorded: z.boolean() });
