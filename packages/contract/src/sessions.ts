/**
 * Sessions (part 1 §2 Sessions list, Session detail; §3 Session row, Session detail; §4 Time
 * range; §7): the constants, the shared filter set (also the dashboard's, issue 6), the list and
 * the detail. Updates, export, message search and status labels are in the session-* files.
 */
import { z } from 'zod';
import { MSG } from './messages';
import { ZId, zCalendarDate, zListPage } from './common';
import { RULE_OBJECTIVES } from './constants';
import { PRODUCT_FIELD, PRODUCT_TERM_PLURAL } from './product';
import {
  CHATTINESS_CATEGORIES,
  ENGAGEMENT_CATEGORIES,
  NEGOTIATION_STATUSES,
  NEGOTIATION_TYPES,
  SUMMARY_STATUSES,
  ZChatMessage,
} from './chat';
import { ZHyperParameters } from './algorithms';
import { labelledEnum } from './enum-labels';

export const SESSION_PAGE_SIZE = 20;
/** Over this many sessions the export modal warns (part 1 §8). */
export const EXPORT_WARNING_THRESHOLD = 3000;
export const RECOVERY_MESSAGE_MAX = 250;
/** A recovery link (accepted or countered offer) can be used this long after the decision. */
export const RECOVERY_LINK_HOURS = 24;
export const SEARCH_PAGE_SIZE = 20;
/** Message search counts at most this many matches; the console shows '10000+' at the cap. */
export const SEARCH_COUNT_CAP = 10000;
/** Search rows show this many characters of a message, then '...'. */
export const SEARCH_TRUNCATE = 50;

/** Messages of the session screens and calls: the spec's verbatim, the rest ours. */
export const SESSION_MSG = {
  exportWarning:
    'Warning: a very large number of sessions have been selected for export. This export may take too long to complete.',
  messageTaggingSaved: 'Message Tagging Info Saved',
  chatImageFailed: "Something wrong, can't find the chat log",
  recoveryMessageTooLong: `This field must be at most ${RECOVERY_MESSAGE_MAX} characters`,
  recoveryAlreadyDecided: 'This offer has already been answered.',
  recoveryNotAvailable: 'This session has no offer waiting for review.',
  recoveryOfferChanged: "The shopper's offer has changed. Please reload the session.",
  recoveryNoEmail: 'The shopper left no e-mail address, so this offer cannot be answered.',
  counterNotAboveOffer: "A counter-offer must be above the shopper's offer",
  /** A counter-offer goes no lower than the walkaway price and stays below the list price. */
  counterOutsideLimits: (walkaway: string, list: string) =>
    `A counter-offer must be at least the walkaway price (${walkaway}) and below the list price (${list}).`,
  dataTagUnknown: 'Please choose one of the tags',
  exportNotAllowed: 'Downloading the session list is not enabled for your store.',
  // The list's empty states, one for each viewer (part 1 §2 gives no wording).
  noSessionsRetailer: `You have no ${PRODUCT_TERM_PLURAL} yet. They appear here as soon as shoppers negotiate with the bot on your store.`,
  noSessionsOfRetailer: `This retailer has no ${PRODUCT_TERM_PLURAL} yet. They appear here as soon as shoppers negotiate with the bot on its store.`,
  noSessionsAdmin: `There are no ${PRODUCT_TERM_PLURAL} yet. They appear here as soon as shoppers negotiate on any retailer's store.`,
  noSessionsLimited: `There are no Recoverable ${PRODUCT_TERM_PLURAL} waiting for review. When a shopper walks away and leaves an offer for you, it appears here.`,
  noSessionsFiltered: `No ${PRODUCT_TERM_PLURAL} match these filters. Try a longer time range or press Reset.`,
  noSessionsAtQuality: (quality: string) =>
    `No ${PRODUCT_TERM_PLURAL} annotated with data quality ${quality} or better match these filters. Choose All under Data Quality to see the others.`,
} as const;

/** Part 1 §4 Time range filter: 'Nd' is start = N-1 days ago and end = today, retailer's time. */
export const { values: TIME_RANGES, labels: TIME_RANGE_LABELS } = labelledEnum({
  all: 'All time',
  '1d': 'Today',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  custom: 'Custom',
});
export type TTimeRange = (typeof TIME_RANGES)[number];
/** Days a preset covers, today included; 'all' and 'custom' have none. */
export function timeRangeDays(range: TTimeRange): number | null {
  const match = /^(\d+)d$/.exec(range);
  return match ? Number(match[1]) : null;
}

export const DATA_QUALITIES = ['0', '1', '2', '3', '4', '5'] as const;
/** Admins viewing across retailers start at this data quality (part 1 §6). */
export const ADMIN_DEFAULT_DATA_QUALITY = '3';
/** The tags an administrator may put on a session (the detail's available_tags). */
export const SESSION_DATA_TAGS = [
  'good_example',
  'bad_example',
  'bot_error',
  'language_issue',
  'pricing_issue',
  'shopper_abuse',
  'edge_case',
] as const;

/** A yes/no query parameter. */
export const zFilterFlag = () => z.enum(['true', 'false']);

/**
 * The shared session filter set (part 1 §2), as query parameters. Parley's bot has no generative
 * model: hasGenerativeAtoms, hasGenerativeComposer and incorrectGptOutput 'true' match nothing.
 * zeroLength 'true' is a session where the shopper never wrote; 'false' at least one message.
 * dataQuality 'N' is sessions annotated with quality N or better ('all' or absent: no filter).
 */
export const ZSessionFilters = z.object({
  dataQuality: z.enum([...DATA_QUALITIES, 'all']).optional(),
  chattinessCategory: z.enum(CHATTINESS_CATEGORIES).optional(),
  retailerId: ZId.optional(),
  summaryStatus: z.enum(SUMMARY_STATUSES).optional(),
  timeRange: z.enum(TIME_RANGES).optional(),
  startDate: zCalendarDate().optional(),
  endDate: zCalendarDate().optional(),
  zeroLength: zFilterFlag().optional(),
  hasGenerativeAtoms: zFilterFlag().optional(),
  hasGenerativeComposer: zFilterFlag().optional(),
  incorrectIntentInference: zFilterFlag().optional(),
  incorrectEntityInference: zFilterFlag().optional(),
  incorrectGptOutput: zFilterFlag().optional(),
  objective: z.enum(RULE_OBJECTIVES).optional(),
  /** A user cohort's id, or an experiment cohort's. */
  cohort: z.string().trim().min(1).max(100).optional(),
  /** An experiment's id (its `rule_id`): the sessions that ran in it. */
  experiment: ZId.optional(),
  rule: ZId.optional(),
});
export type TSessionFilters = z.infer<typeof ZSessionFilters>;
export const SESSION_FILTER_KEYS = Object.keys(ZSessionFilters.shape) as (keyof TSessionFilters)[];

/** A list's offset query parameter. */
export const zPageOffset = () =>
  z.coerce
    .number({ message: MSG.numeric })
    .int({ message: MSG.numeric })
    .min(0)
    .max(10_000_000)
    .default(0);

/** GET /sessions: the filters, the retailer in context (retailer_id) and the page's offset. */
export const ZSessionListQuery = ZSessionFilters.extend({
  retailer_id: ZId.optional(),
  offset: zPageOffset(),
});
export type TSessionListQuery = z.input<typeof ZSessionListQuery>;

export const ZSessionRow = z.object({
  session_id: z.string(),
  created_at: z.string(),
  retailer_id: z.string(),
  retailer_name: z.string(),
  product: z.object({ name: z.string(), retailer_product_id: z.string().nullable() }),
  negotiation_type: z.enum(NEGOTIATION_TYPES),
  quote: z.object({ reference_id: z.string() }).nullable(),
  is_returning_user: z.boolean(),
  product_price: z.number(),
  current_price: z.number(),
  summary_status: z.enum(SUMMARY_STATUSES),
  negotiation_status: z.enum(NEGOTIATION_STATUSES),
  addon_item_id: z.string().nullable(),
  /** Zone numbers the bot's offers fell in, one per round. */
  zone_walk: z.array(z.number()),
  currency_symbol: z.string(),
});
export type TSessionRow = z.infer<typeof ZSessionRow>;

export const ZSessionList = zListPage('sessions', ZSessionRow);
export type TSessionList = z.infer<typeof ZSessionList>;

/** GET /sessions/{id}: the list's filters decide the previous and next neighbours. */
export const ZSessionDetailQuery = ZSessionFilters.extend({ retailer_id: ZId.optional() });
export type TSessionDetailQuery = z.input<typeof ZSessionDetailQuery>;
export const ZSessionParams = z.object({ id: z.uuid({ message: MSG.notFound }) });

export const { values: RECOVERY_OFFER_TYPES, labels: RECOVERY_OFFER_TYPE_LABELS } = labelledEnum({
  accept: 'Accept offer',
  counter: 'Final counter-offer',
  reject: 'Reject offer',
});
export type TRecoveryOfferType = (typeof RECOVERY_OFFER_TYPES)[number];
export const { values: RECOVERY_REASONS, labels: RECOVERY_REASON_LABELS } = labelledEnum({
  exception: 'Exception',
  should_have_accepted: 'Should have accepted',
  clearing_stock: 'Clearing stock',
});
export type TRecoveryReason = (typeof RECOVERY_REASONS)[number];

/** The retailer's answer to a recoverable offer, as stored and read (recovered_parley). */
export const ZRecoveredOffer = z.object({
  offer_type: z.enum(RECOVERY_OFFER_TYPES),
  /** The price the shopper may buy at (null for a rejection). */
  retailer_offer: z.number().nullable(),
  user_offer: z.number(),
  retailer_message: z.string().nullable(),
  reason: z.enum(RECOVERY_REASONS).nullable(),
  decided_at: z.string(),
  /** When the e-mailed link stops working (null for a rejection). */
  link_expires_at: z.string().nullable(),
  redeemed_at: z.string().nullable(),
});
export type TRecoveredOffer = z.infer<typeof ZRecoveredOffer>;

export const ZSessionRuleMatch = z.object({
  name: z.string(),
  activated: z.boolean(),
  /** retailer: the retailer's own rule (linked in their rules); admin: an algorithm rule. */
  visibility: z.enum(['retailer', 'admin']),
  retailer_id: z.string().nullable(),
  rule_id: z.string(),
  algorithm_version: z.string().nullable(),
});
export type TSessionRuleMatch = z.infer<typeof ZSessionRuleMatch>;

/** A feature setting in force (v2 callers and the Bot Tester name them). */
export const ZSessionFeature = z.object({
  name: z.string(),
  enabled: z.boolean(),
  hyperParameters: z.record(z.string(), z.unknown()).optional(),
});

export const ZFollowupSession = z.object({
  session_id: z.string(),
  created_at: z.string(),
  summary_status: z.enum(SUMMARY_STATUSES),
  messages: z.array(ZChatMessage),
});
export type TFollowupSession = z.infer<typeof ZFollowupSession>;

/** recovered_{product}: the detail's field and the recovery update's key. */
export const RECOVERED_FIELD = `recovered_${PRODUCT_FIELD}` as const;

export const ZSessionDetail = z.object({
  session_id: z.string(),
  retailer_id: z.string(),
  retailer_name: z.string(),
  retailer_order_number: z.string().nullable(),
  /** The name and e-mail the shopper left (the recovery panel says who made the offer). */
  user_name: z.string().nullable(),
  user_email: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  negotiation_type: z.enum(NEGOTIATION_TYPES),
  negotiation_status: z.enum(NEGOTIATION_STATUSES),
  summary_status: z.enum(SUMMARY_STATUSES),
  product: z.object({
    retailer_product_id: z.string().nullable(),
    name: z.string(),
    url: z.string().nullable(),
    product_sku: z.string().nullable(),
    quantity: z.number().int(),
    cost: z.number().nullable(),
    sub_product: z
      .object({ name: z.string(), url: z.string().nullable(), product_sku: z.string().nullable() })
      .nullable(),
  }),
  quantity: z.number().int(),
  quote: z.object({ reference_id: z.string() }).nullable(),
  product_price: z.number(),
  current_price: z.number(),
  current_price_percentage: z.number(),
  target_discount_percentage: z.number().nullable(),
  target_discount_amount: z.number().nullable(),
  last_user_bid: z.number().nullable(),
  last_user_bid_discount_percentage: z.number().nullable(),
  walkaway_price: z.number(),
  walkaway_percentage: z.number(),
  objective: z.string(),
  data_quality: z.number().int().nullable(),
  data_tag: z.string().nullable(),
  data_note: z.string().nullable(),
  has_terms_url: z.boolean(),
  retailer_terms_agreed: z.boolean(),
  engagement_category: z.enum(ENGAGEMENT_CATEGORIES),
  engagement_score: z.number().nullable(),
  chattiness_category: z.enum(CHATTINESS_CATEGORIES),
  chattiness: z.number().nullable(),
  zone_walk: z.array(z.number()),
  addon_item_id: z.string().nullable(),
  addon_item: z
    .object({
      name: z.string(),
      short_description: z.string().nullable(),
      display_value: z.string().nullable(),
      synthetic_value: z.number().nullable(),
    })
    .nullable(),
  rules: z.array(ZSessionRuleMatch),
  /** The store's cohorts the shopper was in when the negotiation started. */
  cohorts: z.array(z.object({ cohort_id: z.string(), name: z.string() })),
  features: z.array(ZSessionFeature),
  algorithm: z.object({ version: z.string(), hyper_parameters: ZHyperParameters }),
  followup_sessions: z.array(ZFollowupSession),
  messages: z.array(ZChatMessage),
  [RECOVERED_FIELD]: ZRecoveredOffer.nullable(),
  currency_symbol: z.string(),
  available_tags: z.array(z.string()),
  session_next_id: z.string().nullable(),
  session_prev_id: z.string().nullable(),
  /** The signed-in user may accept, counter or reject the shopper's offer now. */
  is_recoverable: z.boolean(),
  /** The session's retailer has limited_data (Retargeting naming, only recoverable sessions). */
  is_limited_data: z.boolean(),
});
export type TSessionDetail = z.infer<typeof ZSessionDetail>;
