/**
 * Magic links (part 2 §2–§5, §7; the API calls them campaigns). A magic link is made once and
 * never changed: the only calls are list, read, create, delete and batch delete.
 */
import { z } from 'zod';
import { MSG } from './messages';
import { ZId, zListPage, zPercentage, zRequiredText, zRetailerItemParams, zWebUrl } from './common';
import { LEGACY_RULE_OBJECTIVE, RULE_OBJECTIVES } from './constants';
import { ZUtcDateTime } from './rules';
import { labelledEnum } from './enum-labels';

export const { values: CAMPAIGN_TYPES, labels: CAMPAIGN_TYPE_LABELS } = labelledEnum({
  link_to_rule: 'Link to Rule',
  single_product: 'Single Product',
  negotiation_on_cart: 'Negotiation On Cart',
});
export type TCampaignType = (typeof CAMPAIGN_TYPES)[number];
/** The editor's Magic Link Duration choice. */
export const CAMPAIGN_DURATIONS = ['no-limit', 'limited'] as const;
export type TCampaignDuration = (typeof CAMPAIGN_DURATIONS)[number];
/** A link_to_rule link keeps its rule on in the browser until it closes or this long passes. */
export const MAGIC_LINK_RULE_TTL_SECONDS = 3 * 3600;
/** The path the short links live under: {PUBLIC_URL}/m/{code}. */
export const MAGIC_LINK_PATH = '/m';
/** The query parameter the landing page gets, read by the shopper widget. */
export const MAGIC_LINK_PARAM = 'parley_link';
/** A cohort a link puts its shopper in (a cohort's id or name), read by the widget like the above. */
export const COHORT_LINK_PARAM = 'parley_cohort';

/** A magic link as read. start_date/end_date are the spec's read names for starts_at/ends_at. */
export const ZCampaign = z.object({
  campaign_id: z.string(),
  retailer_id: z.string(),
  name: z.string(),
  campaign_type: z.enum(CAMPAIGN_TYPES),
  product_url: z.string(),
  campaign_url: z.string(),
  rule_id: z.string().nullable(),
  rule: z.object({ rule_id: z.string(), name: z.string() }).nullable(),
  objective: z.enum(RULE_OBJECTIVES).nullable(),
  target_discount_percentage: z.number().nullable(),
  walkaway_percentage: z.number().nullable(),
  /** The Discount Threshold of the objective form (the spec's spelling). */
  discount_treshold: z.number().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  visit_count: z.number().int(),
  created_at: z.string(),
});
export type TCampaign = z.infer<typeof ZCampaign>;

export const ZCampaignList = zListPage('campaigns', ZCampaign);
export type TCampaignList = z.infer<typeof ZCampaignList>;

const optional = <T extends z.ZodType>(schema: T) => schema.nullable().optional();
const present = <T>(value: T | null | undefined): value is T =>
  value !== null && value !== undefined;

/**
 * POST /retailers/{id}/campaigns (part 2 §5 Magic Link): name, type, the Cart or Product URL and
 * the duration are required; link_to_rule needs its rule and ignores the percentage editors; the
 * other types need the Discount Threshold, or Target Discount and Walkaway Threshold in the legacy
 * form (objective none); a limited duration needs its begin and end.
 */
export const ZSaveCampaignRequest = z
  .object({
    name: zRequiredText(),
    campaign_type: z.enum(CAMPAIGN_TYPES, { message: MSG.required }),
    /** The store's product or cart page. */
    product_url: zRequiredText(MSG.required, 2048).pipe(zWebUrl()),
    duration: z.enum(CAMPAIGN_DURATIONS, { message: MSG.required }),
    rule_id: optional(ZId),
    objective: optional(z.enum(RULE_OBJECTIVES, { message: MSG.required })),
    discount_treshold: optional(zPercentage('Discount Threshold')),
    target_discount_percentage: optional(zPercentage('Target Discount')),
    walkaway_percentage: optional(zPercentage('Walkaway Threshold')),
    starts_at: optional(ZUtcDateTime),
    ends_at: optional(ZUtcDateTime),
  })
  .superRefine((link, ctx) => {
    const fail = (path: string, message: string = MSG.required) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (link.campaign_type === 'link_to_rule') {
      if (!present(link.rule_id)) fail('rule_id');
    } else if (!present(link.objective)) {
      fail('objective');
    } else if (link.objective === LEGACY_RULE_OBJECTIVE) {
      if (!present(link.target_discount_percentage)) fail('target_discount_percentage');
      if (!present(link.walkaway_percentage)) fail('walkaway_percentage');
    } else if (!present(link.discount_treshold)) {
      fail('discount_treshold');
    }
    if (link.duration === 'limited') {
      if (!present(link.starts_at)) fail('starts_at');
      if (!present(link.ends_at)) fail('ends_at');
      if (
        link.starts_at &&
        link.ends_at &&
        Date.parse(link.ends_at) <= Date.parse(link.starts_at)
      ) {
        fail('ends_at', MSG.endBeforeBegin);
      }
    }
  })
  .transform((link) => {
    const rule = link.campaign_type === 'link_to_rule';
    const legacy = link.objective === LEGACY_RULE_OBJECTIVE;
    const limited = link.duration === 'limited';
    return {
      name: link.name,
      campaign_type: link.campaign_type,
      product_url: link.product_url,
      rule_id: rule ? (link.rule_id ?? null) : null,
      objective: rule ? null : (link.objective ?? null),
      target_discount_percentage:
        !rule && legacy ? (link.target_discount_percentage ?? null) : null,
      walkaway_percentage: rule
        ? null
        : legacy
          ? (link.walkaway_percentage ?? null)
          : (link.discount_treshold ?? null),
      starts_at: limited ? (link.starts_at ?? null) : null,
      ends_at: limited ? (link.ends_at ?? null) : null,
    };
  });
export type TSaveCampaignInput = z.input<typeof ZSaveCampaignRequest>;
export type TSaveCampaignRequest = z.output<typeof ZSaveCampaignRequest>;

export const ZCampaignParams = zRetailerItemParams('campaignId');

/** GET {MAGIC_LINK_PATH}/{code}: the short link a shopper opens. */
export const ZMagicLinkParams = z.object({
  code: z.string().regex(/^[A-Za-z0-9_-]{6,32}$/, { message: MSG.notFound }),
});

/**
 * GET /magic_links/{code} (public): what the shopper widget needs to apply a live link, and
 * nothing about the retailer. `expires_in_seconds` is how long the widget may keep it: for
 * link_to_rule MAGIC_LINK_RULE_TTL_SECONDS, or less when the link ends sooner; for the other
 * types the time left until the link ends, or null when it never does.
 */
export const ZMagicLinkSettings = z.object({
  campaign_type: z.enum(CAMPAIGN_TYPES),
  /** Null when the rule has since been deleted or archived: the link then switches nothing on. */
  rule_id: z.string().nullable(),
  objective: z.enum(RULE_OBJECTIVES).nullable(),
  target_discount_percentage: z.number().nullable(),
  walkaway_percentage: z.number().nullable(),
  expires_in_seconds: z.number().int().nullable(),
});
export type TMagicLinkSettings = z.infer<typeof ZMagicLinkSettings>;
