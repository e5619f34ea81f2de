import {
  ADDON_DEFAULT_LANGUAGE,
  SESSION_DATA_TAGS,
  ZRecoveredOffer,
  addonItemName,
  type TFollowupSession,
  type TRecoveredOffer,
  type TSessionDetail,
  type TSessionRow,
  type TSummaryStatus,
} from '@parley/contract';
import type { addonItems } from '../../db/schema';
import type { Principal } from '../../lib/jwt';
import type { CohortEntry } from '../catalogue';
import { presentMessage, type MessageRow } from '../widget';
import type { listRulesByIds, SessionListRow, SessionWithRetailer } from './repository';

const round2 = (value: number) => Math.round(value * 100) / 100;
const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : round2((part / whole) * 100));

export function presentSessionRow(row: SessionListRow): TSessionRow {
  return {
    session_id: row.id,
    created_at: row.createdAt.toISOString(),
    retailer_id: row.retailerId,
    retailer_name: row.retailerName,
    product: { name: row.productName, retailer_product_id: row.retailerProductId },
    negotiation_type: row.negotiationType,
    quote: row.quoteReferenceId ? { reference_id: row.quoteReferenceId } : null,
    is_returning_user: row.isReturningUser,
    product_price: row.productPrice,
    current_price: row.currentPrice,
    summary_status: row.summaryStatus,
    negotiation_status: row.negotiationStatus,
    addon_item_id: row.addonItemId,
    zone_walk: row.zoneWalk,
    currency_symbol: row.currencySymbol,
  };
}

/** The stored answer to a recoverable offer; anything unreadable is shown as none. */
export function readRecoveredOffer(stored: unknown): TRecoveredOffer | null {
  const parsed = ZRecoveredOffer.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

type RuleRow = Awaited<ReturnType<typeof listRulesByIds>>[number];
type AddonRow = typeof addonItems.$inferSelect;

export interface DetailParts {
  found: SessionWithRetailer;
  messages: MessageRow[];
  followups: {
    id: string;
    createdAt: Date;
    summaryStatus: TSummaryStatus;
    messages: MessageRow[];
  }[];
  rules: RuleRow[];
  cohorts: CohortEntry[];
  addon: AddonRow | null;
  neighbours: { prevId: string | null; nextId: string | null };
  recoverable: boolean;
}

/**
 * Part 1 §3 Session detail. Administrators get everything; a retailer user does not get the
 * annotations, the engine's view of each round (interaction_data) or the algorithm rules.
 */
export function presentSessionDetail(principal: Principal, parts: DetailParts): TSessionDetail {
  const { session: s, retailer } = parts.found;
  const admin = principal.isAdmin;
  const audience = admin ? 'admin' : 'shopper';
  const messages = (rows: MessageRow[]) => rows.map((row) => presentMessage(row, audience));
  const followups: TFollowupSession[] = parts.followups.map((f) => ({
    session_id: f.id,
    created_at: f.createdAt.toISOString(),
    summary_status: f.summaryStatus,
    messages: messages(f.messages),
  }));
  const target = s.targetDiscountPercentage;
  return {
    session_id: s.id,
    retailer_id: s.retailerId,
    retailer_name: retailer.name,
    retailer_order_number: s.retailerOrderNumber,
    user_name: s.userName,
    user_email: s.userEmail,
    created_at: s.createdAt.toISOString(),
    updated_at: s.updatedAt.toISOString(),
    negotiation_type: s.negotiationType,
    negotiation_status: s.negotiationStatus,
    summary_status: s.summaryStatus,
    product: {
      retailer_product_id: s.retailerProductId,
      name: s.productName,
      url: s.productUrl,
      product_sku: s.productSku,
      quantity: s.quantity,
      // The widget sends no cost price nor variant: nothing to show.
      cost: null,
      sub_product: null,
    },
    quantity: s.quantity,
    quote: s.quoteReferenceId ? { reference_id: s.quoteReferenceId } : null,
    product_price: s.productPrice,
    current_price: s.currentPrice,
    current_price_percentage: percentOf(s.currentPrice, s.productPrice),
    target_discount_percentage: target,
    target_discount_amount: target === null ? null : round2((s.productPrice * target) / 100),
    last_user_bid: s.lastUserBid,
    last_user_bid_discount_percentage:
      s.lastUserBid === null ? null : round2(100 - percentOf(s.lastUserBid, s.productPrice)),
    walkaway_price: s.walkawayPrice,
    walkaway_percentage: s.walkawayPercentage,
    objective: s.objective,
    data_quality: admin ? s.dataQuality : null,
    data_tag: admin ? s.dataTag : null,
    data_note: admin ? s.dataNote : null,
    // As the shopper saw it: the link the session's chat carried, not the store's link today.
    has_terms_url: Boolean(s.conversationSetup.termsUrl),
    retailer_terms_agreed: retailer.termsAgreed,
    engagement_category: s.engagementCategory,
    engagement_score: s.engagementScore,
    chattiness_category: s.chattinessCategory,
    chattiness: s.chattiness,
    zone_walk: s.zoneWalk,
    addon_item_id: s.addonItemId,
    addon_item: parts.addon && {
      name: addonItemName(parts.addon.localizedName) || parts.addon.name,
      short_description: parts.addon.localizedShortDescription[ADDON_DEFAULT_LANGUAGE] ?? null,
      display_value: parts.addon.displayValue,
      synthetic_value: Number(parts.addon.syntheticValue),
    },
    rules: parts.rules
      .filter((rule) => admin || rule.kind === 'ruleset')
      .map((rule) => ({
        name: rule.name,
        activated: rule.active,
        visibility: rule.kind === 'ruleset' ? ('retailer' as const) : ('admin' as const),
        retailer_id: rule.retailerId,
        rule_id: rule.id,
        algorithm_version: rule.algorithmVersion,
      })),
    cohorts: parts.cohorts.map((cohort) => ({ cohort_id: cohort.id, name: cohort.name })),
    features: s.features,
    algorithm: { version: s.algorithmVersion, hyper_parameters: s.hyperParameters },
    followup_sessions: followups,
    messages: messages(parts.messages),
    recovered_parley: readRecoveredOffer(s.recoveredOffer),
    currency_symbol: s.currencySymbol,
    available_tags: admin ? [...SESSION_DATA_TAGS] : [],
    session_next_id: parts.neighbours.nextId,
    session_prev_id: parts.neighbours.prevId,
    is_recoverable: parts.recoverable,
    is_limited_data: retailer.availableFeatures.includes('limited_data'),
  };
}
