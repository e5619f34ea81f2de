import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { retailers } from '../../db/schema';

/** What choosing a retailer's store connector needs: its platform and Shopify credentials. */
export async function findStoreAccount(db: Executor, retailerId: string) {
  const [row] = await db
    .select({
      platform: retailers.storePlatform,
      myshopifyDomain: retailers.myshopifyDomain,
      shopifyAccessToken: retailers.shopifyAccessToken,
    })
    .from(retailers)
    .where(eq(retailers.id, retailerId));
  return row ?? null;
}
