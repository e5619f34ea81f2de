import { randomUUID } from 'node:crypto';
import type { TCampaignType, TSaveCampaignInput } from '@parley/contract';
import type { Database } from '../../src/db/client';
import { campaigns } from '../../src/db/schema';
import { newMagicLinkCode } from '../../src/modules/campaigns/service';
import { insertRow } from '../../src/db/rows';

/** Test helpers: valid magic link payloads, and magic links written straight to their table. */

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
  return insertRow(db, campaigns, {
    retailerId,
    name: `Link ${randomUUID().slice(0, 8)}`,
    campaignType: 'single_product',
    productUrl: 'https://shop.example/products/boot',
    code: newMagicLinkCode(),
    objective: 'balance_performance',
    walkawayPercentage: 12,
    ...values,
  });
}
