import { and, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sales } from '../../db/schema';

/** A window of order times: from `start`, to before `end` (no end while it is still open). */
export interface SalesWindow {
  start: Date;
  end: Date | null;
}

/**
 * Each shopper's orders and spend among the sales of the stores `inStores` selects in the
 * window, keyed by store and shopper hash: a sale is its shopper's, which is how the uplift test
 * and the experiments' results count them. Money summed in numeric. Joined as `bought`.
 */
export function salesPerShopper(db: Executor, inStores: SQL, window: SalesWindow) {
  return db
    .select({
      retailerId: sales.retailerId,
      shopperIdHash: sales.shopperIdHash,
      orders: sql<number>`count(*)`.as('orders'),
      spent: sql<string>`sum(${sales.total})`.as('spent'),
    })
    .from(sales)
    .where(
      and(
        inStores,
        isNotNull(sales.shopperIdHash),
        gte(sales.orderedAt, window.start),
        window.end ? lt(sales.orderedAt, window.end) : undefined,
      ),
    )
    .groupBy(sales.retailerId, sales.shopperIdHash)
    .as('bought');
}
