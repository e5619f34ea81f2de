import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { retailers, sessionMessages, sessions } from '../../db/schema';
import { SESSION_ORDER } from '../sessions/filters';

/** Where the last batch ended: created_at as the database wrote it (microseconds kept). */
export interface ExportCursor {
  createdAt: string;
  id: string;
}

const exportColumns = {
  id: sessions.id,
  createdAt: sessions.createdAt,
  cursor: sql<string>`${sessions.createdAt}::text`,
  retailerName: retailers.name,
  productName: sessions.productName,
  retailerProductId: sessions.retailerProductId,
  negotiationType: sessions.negotiationType,
  quoteReferenceId: sessions.quoteReferenceId,
  isReturningUser: sessions.isReturningUser,
  currency: sessions.currency,
  quantity: sessions.quantity,
  productPrice: sessions.productPrice,
  currentPrice: sessions.currentPrice,
  dealPrice: sessions.dealPrice,
  lastUserBid: sessions.lastUserBid,
  walkawayPrice: sessions.walkawayPrice,
  objective: sessions.objective,
  summaryStatus: sessions.summaryStatus,
  negotiationStatus: sessions.negotiationStatus,
  addonItemId: sessions.addonItemId,
  engagementCategory: sessions.engagementCategory,
  chattinessCategory: sessions.chattinessCategory,
  retailerOrderNumber: sessions.retailerOrderNumber,
};

/** The next batch in list order after the cursor (keyset paging: constant cost per batch). */
export function sessionBatch(db: Executor, where: SQL, after: ExportCursor | null, size: number) {
  const time = after && sql`${after.createdAt}::timestamptz`;
  const keyset =
    after &&
    sql`${sessions.createdAt} <= ${time} and (${sessions.createdAt} < ${time} or ${sessions.id} > ${after.id})`;
  return db
    .select(exportColumns)
    .from(sessions)
    .innerJoin(retailers, eq(retailers.id, sessions.retailerId))
    .where(keyset ? and(where, keyset) : where)
    .orderBy(...SESSION_ORDER)
    .limit(size);
}
export type ExportSessionRow = Awaited<ReturnType<typeof sessionBatch>>[number];

/** The exchanges of a batch of sessions, in order within each. */
export function messagesOfBatch(db: Executor, sessionIds: string[]) {
  if (sessionIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: sessionMessages.id,
      sessionId: sessionMessages.sessionId,
      position: sessionMessages.position,
      createdAt: sessionMessages.createdAt,
      userMessage: sessionMessages.userMessage,
      messages: sessionMessages.messages,
    })
    .from(sessionMessages)
    .where(inArray(sessionMessages.sessionId, sessionIds))
    .orderBy(asc(sessionMessages.sessionId), asc(sessionMessages.position));
}
export type ExportMessageRow = Awaited<ReturnType<typeof messagesOfBatch>>[number];
