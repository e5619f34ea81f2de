import { and, asc, count, desc, eq, gte, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import { DEFAULT_CHAT_LANGUAGE } from '@parley/contract';
import type { ConversationAddon } from '@parley/engine';
import type { Executor } from '../../db/client';
import { addonItems, campaigns, rules, sessionMessages, sessions } from '../../db/schema';

export type SessionRow = typeof sessions.$inferSelect;
export type SessionValues = typeof sessions.$inferInsert;
export type MessageRow = typeof sessionMessages.$inferSelect;
export type MessageValues = Omit<typeof sessionMessages.$inferInsert, 'position'>;

const ofStore = (retailerId: string, sessionId: string) =>
  and(eq(sessions.retailerId, retailerId), eq(sessions.id, sessionId));

export async function insertSessionRow(tx: Executor, values: SessionValues) {
  const [row] = await tx.insert(sessions).values(values).returning();
  return row!;
}

export async function findSessionRow(db: Executor, retailerId: string, sessionId: string) {
  const [row] = await db.select().from(sessions).where(ofStore(retailerId, sessionId));
  return row ?? null;
}

/**
 * The store's session, row-locked until the transaction ends: two turns of one negotiation run
 * one after the other, each seeing the state the other left.
 */
export async function lockSessionRow(tx: Executor, retailerId: string, sessionId: string) {
  const [row] = await tx
    .select()
    .from(sessions)
    .where(ofStore(retailerId, sessionId))
    .for('update');
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

/**
 * Appends an exchange after the session's last one (the caller holds the session's lock). The
 * insert counts the position itself: one round trip on every turn instead of two.
 */
export async function appendMessageRow(tx: Executor, values: MessageValues) {
  const position = sql<number>`(
    select coalesce(max(${sessionMessages.position}) + 1, 0) from ${sessionMessages}
    where ${sessionMessages.sessionId} = ${values.sessionId}
  )`;
  const [row] = await tx
    .insert(sessionMessages)
    .values({ ...values, position })
    .returning();
  return row!;
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
 * The same shopper's latest earlier negotiation of this product, with how many bids it took:
 * the engine opens no lower than that offer, so that starting again does not pay.
 */
export async function findPreviousNegotiation(
  db: Executor,
  retailerId: string,
  shopperIdHash: string,
  retailerProductId: string,
  since: Date,
) {
  const [previous] = await db
    .select({ id: sessions.id, currentPrice: sessions.currentPrice })
    .from(sessions)
    .where(
      and(
        eq(sessions.retailerId, retailerId),
        eq(sessions.shopperIdHash, shopperIdHash),
        eq(sessions.retailerProductId, retailerProductId),
        gte(sessions.createdAt, since),
      ),
    )
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  if (!previous) return null;
  const [bids] = await db
    .select({ n: count() })
    .from(sessionMessages)
    .where(and(eq(sessionMessages.sessionId, previous.id), isNotNull(sessionMessages.userMessage)));
  return { lastBotOffer: previous.currentPrice, rounds: bids?.n ?? 0 };
}

export async function hasEarlierSession(db: Executor, retailerId: string, shopperIdHash: string) {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.retailerId, retailerId), eq(sessions.shopperIdHash, shopperIdHash)))
    .limit(1);
  return Boolean(row);
}

/** Negotiations the store started since `since`: what its plan's cycle allowance counts. */
export async function countSessionsSince(db: Executor, retailerId: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.retailerId, retailerId), gte(sessions.createdAt, since)));
  return row?.n ?? 0;
}

/**
 * Whether a ruleset rule the session negotiates under no longer lets the store negotiate:
 * archived or deleted since the session began, or switched off, unless the shopper's magic
 * link named it (a link activates its rule for the shopper who followed it).
 */
export async function hasRuleTurnedOff(
  db: Executor,
  session: Pick<SessionRow, 'ruleIds' | 'campaignId'>,
) {
  if (session.ruleIds.length === 0) return false;
  const linked = session.campaignId
    ? ((
        await db
          .select({ ruleId: campaigns.ruleId })
          .from(campaigns)
          .where(eq(campaigns.id, session.campaignId))
      )[0]?.ruleId ?? null)
    : null;
  const switchedOff = linked
    ? and(eq(rules.active, false), ne(rules.id, linked))
    : eq(rules.active, false);
  const [row] = await db
    .select({ id: rules.id })
    .from(rules)
    .where(
      and(
        inArray(rules.id, session.ruleIds),
        eq(rules.kind, 'ruleset'),
        or(switchedOff, eq(rules.archived, true), isNotNull(rules.deletedAt)),
      ),
    )
    .limit(1);
  return Boolean(row);
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
