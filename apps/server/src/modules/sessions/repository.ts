import { and, asc, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { SESSION_PAGE_SIZE } from '@parley/contract';
import type { Executor } from '../../db/client';
import { addonItems, retailers, rules, sessionMessages, sessions } from '../../db/schema';
import { findRow, updateRow } from '../../db/rows';
import { SESSION_ORDER } from '../session-queries';

/** What a list row shows (part 1 §3 Session row). */
export const rowColumns = {
  id: sessions.id,
  createdAt: sessions.createdAt,
  retailerId: sessions.retailerId,
  retailerName: retailers.name,
  productName: sessions.productName,
  retailerProductId: sessions.retailerProductId,
  negotiationType: sessions.negotiationType,
  quoteReferenceId: sessions.quoteReferenceId,
  isReturningUser: sessions.isReturningUser,
  productPrice: sessions.productPrice,
  currentPrice: sessions.currentPrice,
  summaryStatus: sessions.summaryStatus,
  negotiationStatus: sessions.negotiationStatus,
  addonItemId: sessions.addonItemId,
  zoneWalk: sessions.zoneWalk,
  currencySymbol: sessions.currencySymbol,
};

/**
 * A page of the list, newest first. The page's ids are found first, from the index alone where
 * the filters allow (the offset then skips index entries, not table rows), and only those twenty
 * rows are read: page 500 otherwise visited 10 000 rows to throw them away.
 */
export function listSessionRows(db: Executor, where: SQL, offset: number) {
  const page = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(where)
    .orderBy(...SESSION_ORDER)
    .limit(SESSION_PAGE_SIZE)
    .offset(offset)
    .as('page');
  return db
    .select(rowColumns)
    .from(page)
    .innerJoin(sessions, eq(sessions.id, page.id))
    .innerJoin(retailers, eq(retailers.id, sessions.retailerId))
    .orderBy(...SESSION_ORDER);
}
export type SessionListRow = Awaited<ReturnType<typeof listSessionRows>>[number];

/** The session with its retailer, whoever owns it: the service checks the scope. */
export async function findSessionWithRetailer(db: Executor, sessionId: string) {
  const [row] = await db
    .select({ session: sessions, retailer: retailers })
    .from(sessions)
    .innerJoin(retailers, eq(retailers.id, sessions.retailerId))
    .where(eq(sessions.id, sessionId));
  return row ?? null;
}
export type SessionWithRetailer = NonNullable<Awaited<ReturnType<typeof findSessionWithRetailer>>>;

/**
 * The neighbours of a session in list order (created_at desc, id asc) within the filters:
 * previous is the one listed just above it (newer), next the one just below (older). The time
 * is read in SQL: a JavaScript Date would drop its microseconds.
 */
export async function findNeighbourIds(db: Executor, where: SQL, sessionId: string) {
  const time = sql`(select s.created_at from ${sessions} s where s.session_id = ${sessionId})`;
  const newer = sql`${sessions.createdAt} >= ${time} and (${sessions.createdAt} > ${time} or ${sessions.id} < ${sessionId})`;
  const older = sql`${sessions.createdAt} <= ${time} and (${sessions.createdAt} < ${time} or ${sessions.id} > ${sessionId})`;
  const [prev] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(where, newer))
    .orderBy(sql`${sessions.createdAt} asc nulls first`, desc(sessions.id))
    .limit(1);
  const [next] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(where, older))
    .orderBy(...SESSION_ORDER)
    .limit(1);
  return { prevId: prev?.id ?? null, nextId: next?.id ?? null };
}

export function listMessageRowsOf(db: Executor, sessionIds: string[]) {
  if (sessionIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(sessionMessages)
    .where(inArray(sessionMessages.sessionId, sessionIds))
    .orderBy(asc(sessionMessages.sessionId), asc(sessionMessages.position));
}

/** The most follow-up negotiations a detail shows. */
const FOLLOWUP_LIMIT = 10;

/**
 * The same shopper's later negotiations of the same product (the Post-Abandonment tab): what
 * happened after they walked away.
 */
export function listFollowupSessions(
  db: Executor,
  session: {
    id: string;
    retailerId: string;
    shopperIdHash: string;
    retailerProductId: string | null;
    createdAt: Date;
  },
) {
  if (session.retailerProductId === null) return Promise.resolve([]);
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      summaryStatus: sessions.summaryStatus,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.retailerId, session.retailerId),
        eq(sessions.shopperIdHash, session.shopperIdHash),
        eq(sessions.retailerProductId, session.retailerProductId),
        gt(sessions.createdAt, session.createdAt),
      ),
    )
    .orderBy(asc(sessions.createdAt))
    .limit(FOLLOWUP_LIMIT);
}

export function listRulesByIds(db: Executor, ruleIds: string[]) {
  if (ruleIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: rules.id,
      kind: rules.kind,
      name: rules.name,
      // An archived rule keeps its stored switch for Move to Ruleset, but is off.
      active: sql<boolean>`${rules.active} and not ${rules.archived}`,
      retailerId: rules.retailerId,
      algorithmVersion: rules.algorithmVersion,
    })
    .from(rules)
    .where(inArray(rules.id, ruleIds));
}

export async function findAddonItem(db: Executor, addonItemId: string | null) {
  if (addonItemId === null) return null;
  return findRow(db, addonItems, eq(addonItems.id, addonItemId));
}

export async function updateAnnotation(
  db: Executor,
  sessionId: string,
  values: { dataQuality: number; dataTag: string | null; dataNote: string | null },
  now: Date,
) {
  await db
    .update(sessions)
    .set({ ...values, updatedAt: now })
    .where(eq(sessions.id, sessionId));
}

export async function findMessageRow(db: Executor, sessionId: string, messageId: string) {
  return findRow(
    db,
    sessionMessages,
    and(eq(sessionMessages.sessionId, sessionId), eq(sessionMessages.id, messageId)),
  );
}

export async function updateMessageFlags(
  db: Executor,
  messageId: string,
  flags: { incorrectIntentInference: boolean; incorrectEntityInference: boolean },
) {
  const row = await updateRow(db, sessionMessages, flags, eq(sessionMessages.id, messageId));
  return row!;
}
