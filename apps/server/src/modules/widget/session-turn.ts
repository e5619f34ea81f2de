import { and, eq, isNotNull, sql, type Query, type SQL } from 'drizzle-orm';
import { PgDialect, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { campaigns, idempotencyKeys, rules, sessionMessages, sessions } from '../../db/schema';
import { BusinessError, NotFoundError } from '../../errors';
import {
  IDEMPOTENCY_TTL_MS,
  KEY_REUSED,
  forgetExpiredKeysNowAndThen,
  forgetKeyIfExpired,
  isKeyTaken,
  keptAnswer,
} from './idempotency';
import { insertWhen } from './insert-when';
import { messagePosition, type MessageValues, type SessionRow } from './repository';
import type { WidgetCall } from './request-context';
import type { WidgetDeps } from './transaction';

/**
 * A turn of one negotiation (a message, accepting, leaving, the e-mail) in two round trips and
 * no transaction: one statement reads the session, the answer stored under the call's
 * Idempotency-Key and whether the session's rule was switched off; the engine takes its turn;
 * one statement writes everything the turn changed, only if the session row is still the
 * version that was read (its `xmin`). Otherwise that statement writes nothing and the turn is
 * taken again on the session as it now stands, so two turns of one negotiation still run as if
 * one after the other.
 *
 * These are the busiest calls of the widget API. On this machine a round trip to PostgreSQL
 * costs the server about as much as the engine's whole turn; `BEGIN`, a row lock and `COMMIT`
 * made four of them (bench/README.md).
 */

/** The session's columns a turn reads. */
const TURN_COLUMNS = {
  id: sessions.id,
  retailerId: sessions.retailerId,
  negotiationStatus: sessions.negotiationStatus,
  summaryStatus: sessions.summaryStatus,
  currency: sessions.currency,
  currencySymbol: sessions.currencySymbol,
  productPrice: sessions.productPrice,
  currentPrice: sessions.currentPrice,
  dealPrice: sessions.dealPrice,
  quantity: sessions.quantity,
  language: sessions.language,
  endedAt: sessions.endedAt,
  userEmail: sessions.userEmail,
  conversationSetup: sessions.conversationSetup,
  conversationState: sessions.conversationState,
};
export type TurnSession = Pick<SessionRow, keyof typeof TURN_COLUMNS>;

/** What a turn writes (nothing, when both are absent), and the answer the call gets. */
export interface TurnWrites<T> {
  /** The session's changed columns. */
  changes?: PgUpdateSetSource<typeof sessions>;
  /** The exchange to append after the session's last one. */
  message?: MessageValues;
  answer: T;
}

export interface TurnContext {
  /** Builds the turn's statements; the turn itself runs none. */
  db: Executor;
  session: TurnSession;
  /** A ruleset rule the session negotiates under was switched off, archived or deleted. */
  ruleTurnedOff: boolean;
  now: Date;
}

interface StoredAnswer {
  key: string;
  requestHash: string;
  responseBody: unknown;
  expired: boolean;
}

/**
 * A turn taken again this many times without its write landing is refused: only a flood of
 * calls on the one session could do that.
 */
const MAX_ATTEMPTS = 50;
export const SESSION_BUSY = 'This negotiation is busy; please try again.';

/**
 * Whether a ruleset rule of the session no longer lets the store negotiate: archived or deleted
 * since the session began, or switched off unless the shopper's magic link named it.
 */
const ruleTurnedOff = sql<boolean>`exists (
  select 1 from ${rules}
  where ${rules.id} = any(${sessions.ruleIds}) and ${rules.kind} = 'ruleset'
    and (${rules.archived} or ${isNotNull(rules.deletedAt)}
      or (not ${rules.active} and ${rules.id} is distinct from (
        select ${campaigns.ruleId} from ${campaigns} where ${campaigns.id} = ${sessions.campaignId})))
)`;

const param = {
  retailerId: sql.placeholder('retailerId'),
  sessionId: sql.placeholder('sessionId'),
  key: sql.placeholder('key'),
  expiredBefore: sql.placeholder('expiredBefore'),
};

/**
 * The read statement, with or without an Idempotency-Key to look up, its values as
 * placeholders: built and turned into text once each, since building it took more of the
 * server's time than anything the turn itself does.
 */
function readStatement(withKey: boolean): SQL {
  const columns = sql.join(
    Object.entries(TURN_COLUMNS).map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
    sql`, `,
  );
  const stored = withKey
    ? sql`(select json_build_object(
        'key', ${idempotencyKeys.key}, 'requestHash', ${idempotencyKeys.requestHash},
        'responseBody', ${idempotencyKeys.responseBody},
        'expired', ${idempotencyKeys.createdAt} < ${param.expiredBefore})
      from ${idempotencyKeys}
      where ${and(eq(idempotencyKeys.retailerId, param.retailerId), eq(idempotencyKeys.key, param.key))})`
    : sql`null`;
  return sql`select ${columns}, ${sessions}.xmin::text as "version",
    ${ruleTurnedOff} as "ruleTurnedOff", ${stored} as "stored"
    from ${sessions}
    where ${and(eq(sessions.retailerId, param.retailerId), eq(sessions.id, param.sessionId))}`;
}

const dialect = new PgDialect();
const readQueries = new Map<boolean, Query>();

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** Runs the read statement for this call: its text made once, its values filled in. */
async function readTurn(db: Executor, call: WidgetCall, sessionId: string, now: Date) {
  const claim = call.idempotency;
  let query = readQueries.get(claim !== null);
  if (!query) {
    query = dialect.sqlToQuery(readStatement(claim !== null));
    readQueries.set(claim !== null, query);
  }
  const values: Record<string, unknown> = {
    retailerId: call.store.retailer.id,
    sessionId,
    ...(claim && {
      key: claim.key,
      expiredBefore: new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString(),
    }),
  };
  const result = await db._.session
    .prepareQuery(query, undefined, undefined, false)
    .execute(values);
  return rowsOf(result)[0] ?? null;
}

function toSession(row: Row): TurnSession {
  const session: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(TURN_COLUMNS)) {
    const value = row[key];
    session[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return session as TurnSession;
}

/**
 * The write statement: the session updated (or, for a turn that changes nothing, read) where it
 * is still the version read, and only from that row the exchange and the answer stored under the
 * call's key. A key another call stored meanwhile fails the statement whole (unique violation).
 */
function writeStatement<T>(
  db: Executor,
  call: WidgetCall,
  sessionId: string,
  version: string,
  { changes, message, answer }: TurnWrites<T>,
  now: Date,
): SQL {
  const target = and(
    eq(sessions.retailerId, call.store.retailer.id),
    eq(sessions.id, sessionId),
    sql`${sessions}.xmin = ${version}::xid`,
  );
  const guard = changes
    ? db.update(sessions).set(changes).where(target).returning({ id: sessions.id })
    : db.select({ id: sessions.id }).from(sessions).where(target);
  const written = sql`"written"`;
  const parts = [sql`"written" as (${guard.getSQL()})`];
  if (message) {
    const values = { ...message, position: messagePosition(message.sessionId) };
    parts.push(sql`"message" as (${insertWhen(sessionMessages, values, written)})`);
  }
  const claim = call.idempotency;
  if (claim) {
    const kept = keptAnswer(call.store.retailer.id, claim, answer, now);
    parts.push(sql`"kept" as (${insertWhen(idempotencyKeys, kept, written)})`);
  }
  return sql`with ${sql.join(parts, sql`, `)} select count(*)::int as "written" from ${written}`;
}

/** Runs the write statement: whether it landed, or the session had changed since it was read. */
async function writeTurn<T>(
  db: Executor,
  call: WidgetCall,
  sessionId: string,
  version: string,
  writes: TurnWrites<T>,
  now: Date,
): Promise<boolean> {
  try {
    const result = await db.execute(writeStatement(db, call, sessionId, version, writes, now));
    return Number(rowsOf(result)[0]?.written) > 0;
  } catch (error) {
    // Another call stored an answer under the same key first: the next read finds it.
    if (isKeyTaken(error)) return false;
    throw error;
  }
}

/**
 * One turn of the store's session, whole or not at all, and once per Idempotency-Key: a retry
 * gets the stored answer, and of two calls with the same key at once one writes and the other
 * answers what it stored.
 */
export async function inSessionTurn<T>(
  deps: WidgetDeps,
  call: WidgetCall,
  sessionId: string,
  turn: (context: TurnContext) => TurnWrites<T>,
): Promise<T> {
  const now = deps.clock.now();
  await forgetExpiredKeysNowAndThen(deps.db, now);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const row = await readTurn(deps.db, call, sessionId, now);
    if (!row) throw new NotFoundError();
    const stored = row.stored as StoredAnswer | null;
    if (stored && !stored.expired) {
      if (stored.requestHash !== call.idempotency?.requestHash) throw new BusinessError(KEY_REUSED);
      return stored.responseBody as T;
    }
    if (stored) await forgetKeyIfExpired(deps.db, call.store.retailer.id, stored.key, now);
    const writes = turn({
      db: deps.db,
      session: toSession(row),
      ruleTurnedOff: row.ruleTurnedOff === true,
      now,
    });
    const nothingToWrite = !writes.changes && !writes.message && !call.idempotency;
    if (nothingToWrite) return writes.answer;
    if (await writeTurn(deps.db, call, sessionId, String(row.version), writes, now)) {
      return writes.answer;
    }
  }
  throw new BusinessError(SESSION_BUSY);
}
