import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { prebuilt, type Executor } from '../../db/client';
import { campaigns, idempotencyKeys, rules, sessions, type purchases } from '../../db/schema';
import { BusinessError, orNotFound } from '../../errors';
import {
  IDEMPOTENCY_TTL_MS,
  KEY_REUSED,
  forgetExpiredKeysNowAndThen,
  forgetKeyIfExpired,
  isKeyTaken,
  keptAnswer,
} from './idempotency';
import { runTurnWrite, type TurnWrite } from './turn-write';
import type { MessageValues, SessionRow, SessionValues } from './repository';
import type { WidgetCall } from './request-context';
import type { WidgetDeps } from './transaction';

/**
 * A turn of one negotiation (a message, accepting, leaving, the e-mail, adding the deal to the
 * basket, the purchase) in at most two round trips and no transaction: one statement reads the
 * session, the answer stored under the call's Idempotency-Key and whether the session's rule was
 * switched off; the engine takes its turn; one statement writes everything the turn changed, only
 * if the session row is still the version that was read (its `xmin`). Otherwise that statement
 * writes nothing and the turn is taken again on the session as it now stands, so two turns of one
 * negotiation still run as if one after the other.
 *
 * The write answers the session as it left it, and this server keeps that (known-sessions.ts):
 * the session's next turn here starts from it without the read. Its write also lands only if no
 * rule was switched off, and the stored answer of a call tried again is found by its key being
 * taken; a turn taken on a kept session that writes nothing, is refused, or does not land is taken
 * again on the session read.
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
  // The gift already on the table: a turn that puts it there shows its card (see gift.ts).
  addonItemId: sessions.addonItemId,
  endedAt: sessions.endedAt,
  userEmail: sessions.userEmail,
  retailerOrderNumber: sessions.retailerOrderNumber,
  conversationSetup: sessions.conversationSetup,
  conversationState: sessions.conversationState,
};
export type TurnSession = Pick<SessionRow, keyof typeof TURN_COLUMNS>;

/** What a turn's write answers: the columns it may change (the setup is made once, at the start). */
const WRITTEN_COLUMNS: Partial<typeof TURN_COLUMNS> = Object.fromEntries(
  Object.entries(TURN_COLUMNS).filter(([key]) => key !== 'conversationSetup'),
);

/** What a turn writes (nothing, when both are absent), and the answer the call gets. */
export interface TurnWrites<T> {
  /** The session's changed columns. */
  changes?: Partial<SessionValues>;
  /** The exchange to append after the session's last one. */
  message?: MessageValues;
  /** The purchase to record. */
  purchase?: typeof purchases.$inferInsert;
  answer: T;
}

export interface TurnContext {
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
const ruleTurnedOffSql = sql<boolean>`exists (
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
    ${ruleTurnedOffSql} as "ruleTurnedOff", ${stored} as "stored"
    from ${sessions}
    where ${and(eq(sessions.retailerId, param.retailerId), eq(sessions.id, param.sessionId))}`;
}

/** The same test as text, for the write of a turn taken on a kept session (it has no values). */
const RULE_TURNED_OFF = new PgDialect().sqlToQuery(ruleTurnedOffSql).sql;

const readQueries = {
  withKey: prebuilt(() => readStatement(true)),
  withoutKey: prebuilt(() => readStatement(false)),
};

type Row = Record<string, unknown>;

/** Runs the read statement for this call: its text made once, its values filled in. */
async function readTurn(db: Executor, call: WidgetCall, sessionId: string, now: Date) {
  const claim = call.idempotency;
  const base = { retailerId: call.store.retailer.id, sessionId };
  const [row] = claim
    ? await readQueries.withKey(db, {
        ...base,
        key: claim.key,
        expiredBefore: new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString(),
      })
    : await readQueries.withoutKey(db, base);
  return row ?? null;
}

/**
 * What a start answers of the session it inserted (every column a turn reads), and keeping it
 * for the session's first turn: as a turn's write keeps the session for the next.
 */
export function keepStarted(deps: WidgetDeps, retailerId: string) {
  return {
    returning: TURN_COLUMNS,
    stored: (row: Row) => {
      const session = toSession(row);
      deps.knownSessions?.remember(retailerId, session.id, {
        session,
        version: String(row.version),
      });
    },
  };
}

/** The row's `columns`, as the query builder would map them. */
function toSession(row: Row, columns: Partial<typeof TURN_COLUMNS> = TURN_COLUMNS): TurnSession {
  const session: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(columns)) {
    const value = row[key];
    session[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return session as TurnSession;
}

/**
 * Runs the turn's write: the session as written, with its version, once it landed; null when the
 * session had changed since it was read, a rule was switched off since it was kept, or its key was
 * taken.
 */
async function landed(db: Executor, write: TurnWrite): Promise<Row | null> {
  try {
    return await runTurnWrite(db, write);
  } catch (error) {
    // Another call stored an answer under the same key first: the next read finds it.
    if (isKeyTaken(error)) return null;
    throw error;
  }
}

interface Start {
  context: TurnContext;
  version: string;
  /** Taken from what this server wrote last, not read. */
  known: boolean;
}

/** The session to take the turn on, or the answer already stored under the call's key. */
async function startOf<T>(
  deps: WidgetDeps,
  call: WidgetCall,
  sessionId: string,
  now: Date,
  useKnown: boolean,
): Promise<Start | { stored: T }> {
  const retailerId = call.store.retailer.id;
  const known = useKnown ? deps.knownSessions?.take(retailerId, sessionId) : undefined;
  if (known) {
    const context = { session: known.session, ruleTurnedOff: false, now };
    return { context, version: known.version, known: true };
  }
  const row = orNotFound(await readTurn(deps.db, call, sessionId, now));
  const stored = row.stored as StoredAnswer | null;
  if (stored && !stored.expired) {
    if (stored.requestHash !== call.idempotency?.requestHash) throw new BusinessError(KEY_REUSED);
    return { stored: stored.responseBody as T };
  }
  if (stored) await forgetKeyIfExpired(deps.db, retailerId, stored.key, now);
  const context = { session: toSession(row), ruleTurnedOff: row.ruleTurnedOff === true, now };
  return { context, version: String(row.version), known: false };
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
  turn: (context: TurnContext) => TurnWrites<T> | Promise<TurnWrites<T>>,
): Promise<T> {
  const now = deps.clock.now();
  const retailerId = call.store.retailer.id;
  await forgetExpiredKeysNowAndThen(deps.db, now);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const start = await startOf<T>(deps, call, sessionId, now, attempt === 0);
    if ('stored' in start) return start.stored;
    const { context, version, known } = start;
    let writes: TurnWrites<T>;
    try {
      writes = await turn(context);
    } catch (refusal) {
      // Refused on a kept session: said only of the session as it stands (or the stored answer).
      if (known) continue;
      throw refusal;
    }
    const nothingToWrite =
      !writes.changes && !writes.message && !writes.purchase && !call.idempotency;
    if (nothingToWrite) {
      // Nothing would check a kept session's version: the answer is given on the session read.
      if (known) continue;
      return writes.answer;
    }
    const claim = call.idempotency;
    const write: TurnWrite = {
      retailerId,
      sessionId,
      version,
      changes: writes.changes,
      message: writes.message,
      purchase: writes.purchase,
      kept: claim ? keptAnswer(retailerId, claim, writes.answer, now) : undefined,
      unlessTurnedOff: known ? RULE_TURNED_OFF : undefined,
      returning: WRITTEN_COLUMNS,
      now,
    };
    const written = await landed(deps.db, write);
    if (written) {
      const session = {
        ...toSession(written, WRITTEN_COLUMNS),
        conversationSetup: context.session.conversationSetup,
      };
      deps.knownSessions?.remember(retailerId, sessionId, {
        session,
        version: String(written.version),
      });
      return writes.answer;
    }
  }
  throw new BusinessError(SESSION_BUSY);
}
