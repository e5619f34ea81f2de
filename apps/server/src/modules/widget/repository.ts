import { and, asc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { DEFAULT_CHAT_LANGUAGE, type TUserReaction } from '@parley/contract';
import type { ConversationAddon } from '@parley/engine';
import { prebuilt, type Executor } from '../../db/client';
import { addonItems, sessionMessages, sessions } from '../../db/schema';
import { findRow, updateRow } from '../../db/rows';
import { findScopedRow } from '../../db/scoped-rows';

export type SessionRow = typeof sessions.$inferSelect;
export type SessionValues = typeof sessions.$inferInsert;
export type MessageRow = typeof sessionMessages.$inferSelect;
export type MessageValues = Omit<typeof sessionMessages.$inferInsert, 'position'>;

const ofStore = (retailerId: string, sessionId: string) =>
  and(eq(sessions.retailerId, retailerId), eq(sessions.id, sessionId));

export async function findSessionRow(db: Executor, retailerId: string, sessionId: string) {
  return findRow(db, sessions, ofStore(retailerId, sessionId));
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
  reaction: TUserReaction | null,
) {
  return updateRow(
    tx,
    sessionMessages,
    { userReaction: reaction },
    and(eq(sessionMessages.sessionId, sessionId), eq(sessionMessages.id, messageId)),
  );
}

const param = {
  retailerId: sql.placeholder('retailerId'),
  shopperIdHash: sql.placeholder('shopperIdHash'),
  productId: sql.placeholder('productId'),
  since: sql.placeholder('since'),
};
const ofShopper = and(
  eq(sessions.retailerId, param.retailerId),
  eq(sessions.shopperIdHash, param.shopperIdHash),
);
const ofProduct = and(ofShopper, eq(sessions.retailerProductId, param.productId));
const returningSql = sql`exists (select 1 from ${sessions} where ${ofShopper}) as "returning"`;

/** Whether the shopper negotiated with the store before. */
const shopperReturning = prebuilt<{ returning: boolean }>(() => sql`select ${returningSql}`);

/** As above, with whether this product was negotiated and the latest negotiation of it since. */
const shopperProductHistory = prebuilt<{
  returning: boolean;
  reopens: boolean;
  currentPrice: string | null;
  rounds: number | null;
}>(
  () => sql`select ${returningSql},
      exists (select 1 from ${sessions} where ${ofProduct}) as "reopens",
      "latest"."current_price" as "currentPrice",
      (select count(*)::int from ${sessionMessages}
        where ${sessionMessages.sessionId} = "latest"."session_id"
          and ${isNotNull(sessionMessages.userMessage)}) as "rounds"
    from (select 1) as "one"
    left join (
      select ${sessions.id}, ${sessions.currentPrice} from ${sessions}
      where ${and(ofProduct, gte(sessions.createdAt, param.since))}
      order by ${sessions.createdAt} desc limit 1
    ) as "latest" on true`,
);

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
  if (retailerProductId === null) {
    const [row] = await shopperReturning(db, { retailerId, shopperIdHash });
    return { isReturningUser: Boolean(row?.returning), reopens: false, previous: null };
  }
  const [row] = await shopperProductHistory(db, {
    retailerId,
    shopperIdHash,
    productId: retailerProductId,
    since: since.toISOString(),
  });
  const previous =
    row?.currentPrice === null || row?.currentPrice === undefined
      ? null
      : {
          lastBotOffer: Number(row.currentPrice),
          rounds: Number(row.rounds),
        };
  return { isReturningUser: Boolean(row?.returning), reopens: Boolean(row?.reopens), previous };
}

/** The store's session whose price token this is (by its id), as it stands. */
export async function findSessionByPriceToken(
  db: Executor,
  retailerId: string,
  priceTokenId: string,
) {
  return findRow(
    db,
    sessions,
    and(eq(sessions.retailerId, retailerId), eq(sessions.priceTokenId, priceTokenId)),
  );
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

/** One of the retailer's gifts with purchase, as stored; null once deleted. */
export const findAddonItemRow = (db: Executor, retailerId: string, addonItemId: string) =>
  findScopedRow(db, addonItems, retailerId, addonItemId);

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
        type: row.addonType,
        name: text(row.localizedName, row.name),
        shortDescription: text(row.localizedShortDescription, ''),
        displayValue: Number(row.displayValue),
        syntheticValue: Number(row.syntheticValue),
      },
    ];
  });
}
