import {
  LEGACY_RULE_OBJECTIVE,
  MAGIC_LINK_PARAM,
  MAGIC_LINK_PATH,
  MAGIC_LINK_RULE_TTL_SECONDS,
  type TCampaign,
  type TMagicLinkSettings,
} from '@parley/contract';
import type { CampaignRow } from './repository';

export const magicLinkUrl = (publicUrl: string, code: string) =>
  `${publicUrl}${MAGIC_LINK_PATH}/${code}`;

/** The magic link as the console reads it (part 2 §3 Magic Link). */
export function presentCampaign(
  row: CampaignRow,
  rule: { id: string; name: string } | null,
  publicUrl: string,
): TCampaign {
  const { objective } = row;
  return {
    campaign_id: row.id,
    retailer_id: row.retailerId,
    name: row.name,
    campaign_type: row.campaignType,
    product_url: row.productUrl,
    campaign_url: magicLinkUrl(publicUrl, row.code),
    rule_id: row.ruleId,
    rule: rule ? { rule_id: rule.id, name: rule.name } : null,
    objective,
    target_discount_percentage: row.targetDiscountPercentage,
    walkaway_percentage: row.walkawayPercentage,
    // The column holds the Discount Threshold outside the legacy form, as it does for rules.
    discount_treshold:
      objective && objective !== LEGACY_RULE_OBJECTIVE ? row.walkawayPercentage : null,
    start_date: row.startsAt?.toISOString() ?? null,
    end_date: row.endsAt?.toISOString() ?? null,
    visit_count: row.visitCount,
    created_at: row.createdAt.toISOString(),
  };
}

/** Where a link stands at `now`: its begin is inclusive, its end exclusive. */
export function magicLinkState(row: CampaignRow, now: Date) {
  if (row.startsAt && now < row.startsAt) return 'not_started';
  if (row.endsAt && now >= row.endsAt) return 'expired';
  return 'live';
}

/** What the shopper widget reads for a live link; see ZMagicLinkSettings. */
export function presentMagicLinkSettings(
  row: CampaignRow,
  liveRuleId: string | null,
  now: Date,
): TMagicLinkSettings {
  const left = row.endsAt ? Math.ceil((row.endsAt.getTime() - now.getTime()) / 1000) : null;
  const rule = row.campaignType === 'link_to_rule';
  return {
    campaign_type: row.campaignType,
    rule_id: rule ? liveRuleId : null,
    objective: row.objective,
    target_discount_percentage: row.targetDiscountPercentage,
    walkaway_percentage: row.walkawayPercentage,
    expires_in_seconds: rule
      ? Math.min(MAGIC_LINK_RULE_TTL_SECONDS, left ?? MAGIC_LINK_RULE_TTL_SECONDS)
      : left,
  };
}

/**
 * The landing page: the stored URL with MAGIC_LINK_PARAM={code} added. Its other query
 * parameters keep their exact encoding and its fragment stays; a parameter of the same name
 * already in the URL is dropped so that the widget reads only this link's code.
 */
export function landingUrl(productUrl: string, code: string): string {
  const url = new URL(productUrl);
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((part) => part !== '' && !new URLSearchParams(part).has(MAGIC_LINK_PARAM));
  url.search = [...kept, `${MAGIC_LINK_PARAM}=${encodeURIComponent(code)}`].join('&');
  return url.href;
}
