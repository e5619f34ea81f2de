import { randomUUID } from 'node:crypto';
import type { TCampaignType, TSaveCampaignInput } from '@parley/contract';
import type { Database } from '../../db/client';
import { campaigns, rules } from '../../db/schema';
import { newMagicLinkCode } from './service';

/** Test helpers: rules written straight to their table, and valid magic link payloads. */

let priority = 1;

/** A rule of the retailer's ruleset (or as `values` say), as the rules module would store it. */
export async function insertRule(
  db: Database,
  retailerId: string | null,
  values: Partial<typeof rules.$inferInsert> = {},
): Promise<string> {
  const [row] = await db
    .insert(rules)
    .values({
      retailerId,
      kind: 'ruleset',
      name: `Rule ${randomUUID().slice(0, 8)}`,
      matchType: 'retailer',
      priority: priority++,
      ...values,
    })
    .returning({ id: rules.id });
  return row!.id;
}

/** A valid POST body for each magic link type; link_to_rule needs the rule's id. */
export function validCampaignPayload(
  type: TCampaignType = 'single_product',
  ruleId?: string,
): TSaveCampaignInput {
  const name = `Link ${randomUUID().slice(0, 8)}`;
  const productUrl = 'https://shop.example/products/boot?colour=red#reviews';
  switch (type) {
    case 'link_to_rule':
      return {
        name,
        campaign_type: type,
        product_url: productUrl,
        duration: 'no-limit',
        rule_id: ruleId ?? randomUUID(),
      };
    case 'single_product':
      return {
        name,
        campaign_type: type,
        product_url: productUrl,
        duration: 'no-limit',
        objective: 'balance_performance',
        discount_treshold: 12,
      };
    case 'negotiation_on_cart':
      return {
        name,
        campaign_type: type,
        product_url: 'https://shop.example/cart',
        duration: 'limited',
        objective: 'none',
        target_discount_percentage: 5,
        walkaway_percentage: 15,
        starts_at: '2020-01-01T00:00:00Z',
        ends_at: '2100-01-01T00:00:00Z',
      };
  }
}

/** A magic link stored directly, for the tests of other modules and of the short link. */
export async function insertCampaign(
  db: Database,
  retailerId: string,
  values: Partial<typeof campaigns.$inferInsert> = {},
) {
  const [row] = await db
    .insert(campaigns)
    .values({
      retailerId,
      name: `Link ${randomUUID().slice(0, 8)}`,
      campaignType: 'single_product',
      productUrl: 'https://shop.example/products/boot',
      code: newMagicLinkCode(),
      objective: 'balance_performance',
      walkawayPercentage: 12,
      ...values,
    })
    .returning();
  return row!;
}
