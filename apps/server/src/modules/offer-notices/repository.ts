import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { retailers, sessions } from '../../db/schema';

/** Where a store's notices go, and its name for the e-mail; null when the store is gone. */
export async function findNoticeRecipient(db: Executor, retailerId: string) {
  const [row] = await db
    .select({ name: retailers.name, email: retailers.notificationsEmail })
    .from(retailers)
    .where(eq(retailers.id, retailerId));
  return row ?? null;
}

/**
 * The store's offers left for review between `from` and `to` (when the shopper left the e-mail,
 * which may be long after the negotiation ended) that still wait: one decided in the meantime
 * needs no notice.
 */
export function findOffersLeft(db: Executor, retailerId: string, from: Date, to: Date) {
  return db
    .select({
      sessionId: sessions.id,
      productName: sessions.productName,
      quantity: sessions.quantity,
      offer: sessions.lastUserBid,
      listPrice: sessions.productPrice,
      currencySymbol: sessions.currencySymbol,
      shopperName: sessions.userName,
      leftAt: sessions.offerLeftAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.retailerId, retailerId),
        eq(sessions.summaryStatus, 'user_offer_available'),
        gte(sessions.offerLeftAt, from),
        lt(sessions.offerLeftAt, to),
      ),
    )
    .orderBy(asc(sessions.offerLeftAt));
}
