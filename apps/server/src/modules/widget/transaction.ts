import type { Executor } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import type { Deps } from '../../deps';
import {
  findStoredAnswer,
  forgetExpiredKeysNowAndThen,
  isKeyTaken,
  keptAnswer,
  runOnce,
} from './idempotency';
import { runInserts, type InsertRow } from './turn-write';
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

/** What a write computed: the rows that store it, and the answer the call gets. */
export interface Computed<T> {
  rows: InsertRow[];
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
    const { rows, answer } = await compute(deps.db, now);
    const kept = claim
      ? [{ table: idempotencyKeys, values: keptAnswer(retailerId, claim, answer, now) }]
      : [];
    try {
      await runInserts(deps.db, [...rows, ...kept]);
      return answer;
    } catch (error) {
      if (!isKeyTaken(error)) throw error;
    }
  }
}
