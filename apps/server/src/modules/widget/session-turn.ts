import { and, eq, isNotNull, lt, sql, type Query, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { campaigns, idempotencyKeys, rules, sessions } from '../../db/schema';
import { BusinessError, NotFoundError } from '../../errors';
import { IDEMPOTENCY_TTL_MS, KEY_REUSED, forgetExpiredKeysNowAndThen } from './idempotency';
import type { SessionRow } from './repository';
import type { WidgetCall } from './request-context';
import type { WidgetDeps } from './transaction';

/**
 * A turn of one negotiation (a message, accepting, leaving, the e-mail) in four round trips:
 * BEGIN; one statement that claims the Idempotency-Key, locks the session reading only the
 * columns a turn needs and tells whether its rule was switched off; one statement that writes
 * everything the turn changed; COMMIT. These are the busiest calls of the widget API, and each
 * round trip costs the server about as much as the engine's whole turn (bench/README.md).
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

/** What the write phase is given: the statements to run, and the answer the call gets. */
export interface TurnWrites<T> {
  writes: SQLWrapper[];
  answer: T;
}

export interface TurnContext {
  tx: Executor;
  session: TurnSession;
  /** A ruleset rule the session negotiates under was switched off, archived or deleted. */
  ruleTurnedOff: boolean;
  now: Date;
}

interface StoredAnswer {
  requestHash: string;
  responseBody: unknown;
}

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
  route: sql.placeholder('route'),
  requestHash: sql.placeholder('requestHash'),
  now: sql.placeholder('now'),
  expiredBefore: sql.placeholder('expiredBefore'),
};

/**
 * The lock statement, with or without an Idempotency-Key to claim, its values as placeholders:
 * built and turned into text once each, since building it took more of the server's time than
 * anything the turn itself does.
 */
function lockStatement(tx: Executor, withClaim: boolean): SQL {
  const columns = sql.join(
    Object.entries(TURN_COLUMNS).map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
    sql`, `,
  );
  const select = sql`select ${columns}, ${ruleTurnedOff} as "ruleTurnedOff"`;
  const target = sql`from ${sessions} where ${and(
    eq(sessions.retailerId, param.retailerId),
    eq(sessions.id, param.sessionId),
  )} for update of ${sessions}`;
  if (!withClaim) return sql`${select}, true as "claimed", null as "stored" ${target}`;
  const fresh = {
    route: sql`${param.route}`,
    requestHash: sql`${param.requestHash}`,
    statusCode: null,
    responseBody: null,
    createdAt: sql`${param.now}`,
  };
  // An expired key is claimed afresh, as if it had been deleted first.
  const insert = tx
    .insert(idempotencyKeys)
    .values({ retailerId: param.retailerId, key: param.key, ...fresh })
    .onConflictDoUpdate({
      target: [idempotencyKeys.retailerId, idempotencyKeys.key],
      set: fresh,
      setWhere: lt(idempotencyKeys.createdAt, param.expiredBefore),
    })
    .returning({ key: idempotencyKeys.key });
  const stored = sql`(select json_build_object(
      'requestHash', ${idempotencyKeys.requestHash}, 'responseBody', ${idempotencyKeys.responseBody})
    from ${idempotencyKeys}
    where ${and(eq(idempotencyKeys.retailerId, param.retailerId), eq(idempotencyKeys.key, param.key))})`;
  return sql`with claim as (${insert.getSQL()})
    ${select}, exists (select 1 from claim) as "claimed", ${stored} as "stored" ${target}`;
}

const dialect = new PgDialect();
const lockQueries = new Map<boolean, Query>();

/** Runs the lock statement for this call: its text made once, its values filled in. */
function runLockStatement(tx: Executor, call: WidgetCall, sessionId: string, now: Date) {
  const claim = call.idempotency;
  let query = lockQueries.get(claim !== null);
  if (!query) {
    query = dialect.sqlToQuery(lockStatement(tx, claim !== null));
    lockQueries.set(claim !== null, query);
  }
  const values: Record<string, unknown> = {
    retailerId: call.store.retailer.id,
    sessionId,
    ...(claim && {
      key: claim.key,
      route: claim.route,
      requestHash: claim.requestHash,
      now: now.toISOString(),
      expiredBefore: new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString(),
    }),
  };
  return tx._.session.prepareQuery(query, undefined, undefined, false).execute(values);
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

function toSession(row: Row): TurnSession {
  const session: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(TURN_COLUMNS)) {
    const value = row[key];
    session[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return session as TurnSession;
}

/** Runs the writes as one statement: all of them happen, or none. */
export async function writeAll(tx: Executor, writes: SQLWrapper[]) {
  if (writes.length === 0) return;
  // getSQL(): a statement embedded as itself, where a query builder would be put in brackets.
  const last = writes[writes.length - 1]!.getSQL();
  const before = writes
    .slice(0, -1)
    .map((write, i) => sql`${sql.identifier(`w${i}`)} as (${write.getSQL()})`);
  await tx.execute(before.length === 0 ? last : sql`with ${sql.join(before, sql`, `)} ${last}`);
}

/**
 * One turn of the store's session, whole or not at all, and once per Idempotency-Key: a retry
 * gets the stored answer; a concurrent call with the same key waits on the session's lock.
 */
export async function inSessionTurn<T>(
  deps: WidgetDeps,
  call: WidgetCall,
  sessionId: string,
  turn: (context: TurnContext) => Promise<TurnWrites<T>> | TurnWrites<T>,
): Promise<T> {
  const now = deps.clock.now();
  await forgetExpiredKeysNowAndThen(deps.db, now);
  return deps.db.transaction(async (tx) => {
    const row = await lockAndClaim(tx, call, sessionId, now);
    if (!row) throw new NotFoundError();
    if (!row.claimed) {
      const stored = row.stored as StoredAnswer;
      if (stored.requestHash !== call.idempotency?.requestHash) throw new BusinessError(KEY_REUSED);
      return stored.responseBody as T;
    }
    const session = toSession(row);
    const { writes, answer } = await turn({
      tx,
      session,
      ruleTurnedOff: row.ruleTurnedOff === true,
      now,
    });
    const claim = call.idempotency;
    const keep = claim
      ? [
          tx
            .update(idempotencyKeys)
            .set({ statusCode: 200, responseBody: answer })
            .where(
              and(
                eq(idempotencyKeys.retailerId, call.store.retailer.id),
                eq(idempotencyKeys.key, claim.key),
              ),
            ),
        ]
      : [];
    await writeAll(tx, [...writes, ...keep]);
    return answer;
  });
}

/**
 * The lock statement; once more when the key's first call was still running when it began (the
 * statement then sees neither the claim nor the stored answer; the next one sees the answer).
 */
async function lockAndClaim(
  tx: Executor,
  call: WidgetCall,
  sessionId: string,
  now: Date,
): Promise<Row | null> {
  for (;;) {
    const [row] = rowsOf(await runLockStatement(tx, call, sessionId, now));
    if (!row) return null;
    if (row.claimed || row.stored) return row;
  }
}
