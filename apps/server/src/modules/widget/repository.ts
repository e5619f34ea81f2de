import { and, asc, count, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { DEFAULT_CHAT_LANGUAGE } from '@parley/contract';
import type { ConversationAddon } from '@parley/engine';
import type { Executor } from '../../db/client';
import { addonItems, sessionMessages, sessions } from '../../db/schema';

export type SessionRow = typeof sessions.$inferSelect;
export type SessionValues = typeof sessions.$inferInsert;
export type MessageRow = typeof sessionMessages.$inferSelect;
export type MessageValues = Omit<typeof sessionMessages.$inferInsert, 'position'>;

const ofStore = (retailerId: string, sessionId: string) =>
  and(eq(sessions.retailerId, retailerId), eq(sessions.id, sessionId));

export async function findSessionRow(db: Executor, retailerId: string, sessionId: string) {
  const [row] = await db.select().from(sessions).where(ofStore(retailerId, sessionId));
  return row ?? null;
}

/**
 * Writes a turn's changes to the session the caller has locked, and returns it as now stored.
 * The row is known (locked, so nobody else changed it): returning it again from the database
 * would only parse its sixty columns a second time on every turn.
 */
export async function updateSessionRow(
  tx: Executor,
  session: SessionRow,
  values: Partial<SessionValues>,
  now: Date,
): Promise<SessionRow> {
  const changes = { ...values, updatedAt: now };
  await tx.update(sessions).set(changes).where(eq(sessions.id, session.id));
  return { ...session, ...changes };
}

export async function listMessageRows(db: Executor, sessionId: string) {
  return db
    .select()
    .from(sessionMessages)
    .where(eq(sessionMessages.sessionId, sessionId))
    .orderBy(asc(sessionMessages.position));
}

export async function setMessageReaction(
  tx: Executor,
  sessionId: string,
  messageId: string,
  reaction: string | null,
) {
  const [row] = await tx
    .update(sessionMessages)
    .set({ userReaction: reaction })
    .where(and(eq(sessionMessages.sessionId, sessionId), eq(sessionMessages.id, messageId)))
    .returning();
  return row ?? null;
}

/**
 * What the store knows of the shopper, in one statement: whether they negotiated before, whether
 * this product (a new session of it reopens it), and their latest earlier negotiation of this
 * product since `since` with how many bids it took (the engine opens no lower than that offer,
 * so that starting again does not pay).
 */
export async function findShopperHistory(
  db: Executor,
  retailerId: string,
  shopperIdHash: string,
  retailerProductId: string | null,
  since: Date,
) {
  const shopper = and(
    eq(sessions.retailerId, retailerId),
    eq(sessions.shopperIdHash, shopperIdHash),
  );
  const returning = sql<boolean>`exists (select 1 from ${sessions} where ${shopper})`;
  if (retailerProductId === null) {
    const [row] = await db.select({ returning }).from(sql`(select 1) as one`);
    return { isReturningUser: Boolean(row?.returning), reopens: false, previous: null };
  }
  const ofProduct = and(shopper, eq(sessions.retailerProductId, retailerProductId));
  const reopens = sql<boolean>`exists (select 1 from ${sessions} where ${ofProduct})`;
  const latest = db
    .select({ id: sessions.id, currentPrice: sessions.currentPrice })
    .from(sessions)
    .where(and(ofProduct, gte(sessions.createdAt, since)))
    .orderBy(desc(sessions.createdAt))
    .limit(1)
    .as('latest');
  const rounds = sql<number>`(select count(*) from ${sessionMessages}
    where ${sessionMessages.sessionId} = ${latest.id} and ${isNotNull(sessionMessages.userMessage)})`;
  const [row] = await db
    .select({
      returning,
      reopens,
      currentPrice: latest.currentPrice,
      rounds: rounds.mapWith(Number),
    })
    .from(sql`(select 1) as one`)
    .leftJoin(latest, sql`true`);
  const previous =
    row?.currentPrice === null || row?.currentPrice === undefined
      ? null
      : { lastBotOffer: row.currentPrice, rounds: row.rounds };
  return { isReturningUser: Boolean(row?.returning), reopens: Boolean(row?.reopens), previous };
}

/** Negotiations the store started since `since`: what its plan's cycle allowance counts. */
export async function countSessionsSince(db: Executor, retailerId: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.retailerId, retailerId), gte(sessions.createdAt, since)));
  return row?.n ?? 0;
}

/** The session whose price token this is (by its id), row-locked for the redemption. */
export async function lockSessionByPriceToken(tx: Executor, priceTokenId: string) {
  const [row] = await tx
    .select()
    .from(sessions)
    .where(eq(sessions.priceTokenId, priceTokenId))
    .for('update');
  return row ?? null;
}

/** The rule's gifts with purchase in its order, named in the language (else en-GB, else as saved). */
export async function findRuleAddons(
  db: Executor,
  retailerId: string,
  addonIds: string[],
  language: string,
): Promise<ConversationAddon[]> {
  if (addonIds.length === 0) return [];
  const rows = await db
    .select()
    .from(addonItems)
    .where(and(eq(addonItems.retailerId, retailerId), inArray(addonItems.id, addonIds)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return addonIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const text = (values: Record<string, string>, fallback: string) =>
      values[language] ?? values[DEFAULT_CHAT_LANGUAGE] ?? fallback;
    return [
      {
        addonItemId: row.id,
        type: row.addonType as ConversationAddon['type'],
        name: text(row.localizedName, row.name),
        shortDescription: text(row.localizedShortDescription, ''),
        displayValue: Number(row.displayValue),
      },
    ];
  });
}
