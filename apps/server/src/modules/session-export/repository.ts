import { inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { TNegotiationStatus, TNegotiationType, TSummaryStatus } from '@parley/contract';
import { queryRows, type Executor } from '../../db/client';
import { retailers, sessionMessages, sessions } from '../../db/schema';
import { SESSION_ORDER } from '../session-queries';

/** Where the last batch ended: created_at as the database wrote it (microseconds kept). */
export interface ExportCursor {
  createdAt: string;
  id: string;
}

/**
 * A time as the file shows it (ISO 8601 in UTC, milliseconds), written by the database: made
 * into a Date and back for every row, times were a tenth of the export's time.
 */
const isoTime = (column: AnyColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A session's fields in the file, as text where the file writes text. */
export interface ExportSessionRow {
  id: string;
  createdAt: string;
  cursor: string;
  retailerName: string;
  productName: string | null;
  retailerProductId: string | null;
  negotiationType: TNegotiationType;
  quoteReferenceId: string | null;
  isReturningUser: boolean;
  currency: string | null;
  quantity: number | null;
  productPrice: string | null;
  currentPrice: string | null;
  dealPrice: string | null;
  lastUserBid: string | null;
  walkawayPrice: string | null;
  objective: string | null;
  summaryStatus: TSummaryStatus;
  negotiationStatus: TNegotiationStatus;
  addonItemId: string | null;
  engagementCategory: string | null;
  chattinessCategory: string | null;
  retailerOrderNumber: string | null;
}

/**
 * The next batch in list order after the cursor (keyset paging: constant cost per batch). In SQL
 * rather than the query builder, whose mapping of each field of each row was a fifth of the
 * export's time (bench/README.md, "Sessions at scale"); amounts come as the database writes them.
 */
export function sessionBatch(
  db: Executor,
  where: SQL,
  after: ExportCursor | null,
  size: number,
): Promise<ExportSessionRow[]> {
  const time = after && sql`${after.createdAt}::timestamptz`;
  const keyset = after
    ? sql` and ${sessions.createdAt} <= ${time} and (${sessions.createdAt} < ${time} or ${sessions.id} > ${after.id})`
    : sql``;
  return queryRows<ExportSessionRow>(
    db,
    sql`select ${sessions.id} as "id", ${isoTime(sessions.createdAt)} as "createdAt",
      ${sessions.createdAt}::text as "cursor", ${retailers.name} as "retailerName",
      ${sessions.productName} as "productName", ${sessions.retailerProductId} as "retailerProductId",
      ${sessions.negotiationType} as "negotiationType", ${sessions.quoteReferenceId} as "quoteReferenceId",
      ${sessions.isReturningUser} as "isReturningUser", ${sessions.currency} as "currency",
      ${sessions.quantity} as "quantity", ${sessions.productPrice}::text as "productPrice",
      ${sessions.currentPrice}::text as "currentPrice", ${sessions.dealPrice}::text as "dealPrice",
      ${sessions.lastUserBid}::text as "lastUserBid", ${sessions.walkawayPrice}::text as "walkawayPrice",
      ${sessions.objective} as "objective", ${sessions.summaryStatus} as "summaryStatus",
      ${sessions.negotiationStatus} as "negotiationStatus", ${sessions.addonItemId} as "addonItemId",
      ${sessions.engagementCategory} as "engagementCategory",
      ${sessions.chattinessCategory} as "chattinessCategory",
      ${sessions.retailerOrderNumber} as "retailerOrderNumber"
    from ${sessions} inner join ${retailers} on ${retailers.id} = ${sessions.retailerId}
    where (${where})${keyset}
    order by ${sql.join([...SESSION_ORDER], sql`, `)}
    limit ${size}`,
  );
}

/** An exchange in the file: the bot's lines joined, or null when the bot said nothing. */
export interface ExportMessageRow {
  id: string;
  sessionId: string;
  position: number;
  createdAt: string;
  userMessage: string | null;
  botText: string | null;
}

/** The exchanges of a batch of sessions, in order within each. */
export function messagesOfBatch(db: Executor, sessionIds: string[]): Promise<ExportMessageRow[]> {
  if (sessionIds.length === 0) return Promise.resolve([]);
  const m = sessionMessages;
  return queryRows<ExportMessageRow>(
    db,
    sql`select ${m.id} as "id", ${m.sessionId} as "sessionId", ${m.position} as "position",
      ${isoTime(m.createdAt)} as "createdAt", ${m.userMessage} as "userMessage",
      case when cardinality(${m.messages}) > 0 then array_to_string(${m.messages}, E'\n') end as "botText"
    from ${m}
    where ${inArray(m.sessionId, sessionIds)}
    order by ${m.sessionId}, ${m.position}`,
  );
}
