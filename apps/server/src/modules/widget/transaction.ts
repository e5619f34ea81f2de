import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import {
  findStoredAnswer,
  forgetExpiredKeysNowAndThen,
  isKeyTaken,
  keepAnswerStatement,
  runOnce,
} from './idempotency';
import type { WidgetCall } from './request-context';

export type WidgetDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

/**
 * One widget write: a single transaction holding the idempotency key, the session lock and every
 * row the call writes, so a turn is stored whole or not at all and a retry is answered from it.
 */
export async function inWidgetTransaction<T>(
  deps: WidgetDeps,
  call: WidgetCall,
  write: (tx: Executor, now: Date) => Promise<T>,
): Promise<T> {
  const now = deps.clock.now();
  await forgetExpiredKeysNowAndThen(deps.db, now);
  return deps.db.transaction((tx) =>
    runOnce(tx, call.store.retailer.id, call.idempotency, now, () => write(tx, now)),
  );
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

/** What a write computed: the statements that store it, and the answer the call gets. */
export interface Computed<T> {
  writes: SQLWrapper[];
  answer: T;
}

/**
 * A widget write that creates what it writes (a session and its opening) in one statement and no
 * transaction, once per Idempotency-Key: a retry is answered from the stored answer, read first;
 * of two calls with the same key at once, the one whose statement finds the key taken writes
 * nothing and answers what the other stored.
 */
export async function writeOnce<T>(
  deps: WidgetDeps,
  call: WidgetCall,
  compute: (db: Executor, now: Date) => Promise<Computed<T>>,
): Promise<T> {
  const now = deps.clock.now();
  await forgetExpiredKeysNowAndThen(deps.db, now);
  const claim = call.idempotency;
  const retailerId = call.store.retailer.id;
  for (;;) {
    const stored = claim && (await findStoredAnswer<T>(deps.db, retailerId, claim, now));
    if (stored) return stored.answer;
    const { writes, answer } = await compute(deps.db, now);
    const keep = claim ? [keepAnswerStatement(deps.db, retailerId, claim, answer, now)] : [];
    try {
      await writeAll(deps.db, [...writes, ...keep]);
      return answer;
    } catch (error) {
      if (!isKeyTaken(error)) throw error;
    }
  }
}
