import type { PgColumn } from 'drizzle-orm/pg-core';
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
import type { KnownSessions } from './known-sessions';
import type { TurnSession } from './session-turn';
import { runInserts, type InsertRow } from './turn-write';
import type { WidgetCall } from './request-context';

export type WidgetDeps = Pick<Deps, 'db' | 'clock' | 'config'> & {
  /**
   * The sessions this server wrote last, for their next turn (known-sessions.ts); without it
   * (the bot test's purchase, the demo's simulated shoppers), every turn reads its session.
   */
  knownSessions?: KnownSessions<TurnSession>;
  /**
   * Names a new negotiation; random by default. The bot's draws follow the id's first 32 bits
   * (setup.ts's seedOf), so the demo's simulated shoppers name theirs from the demo's plan.
   */
  newSessionId?: () => string;
};

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
  /** Columns of the first row to read back as inserted, and what to do with them once stored. */
  written?: { returning: Record<string, PgColumn>; stored: (row: Record<string, unknown>) => void };
}

/**
 * A widget write that creates what it writes (a session and its opening) in one statement and no
 * transaction, once per Idempotency-Key: the statement stores the answer under the key, and one
 * that finds the key taken writes nothing. The call is then answered from what is stored: a retry
 * gets its first answer, and of two calls with the same key at once, the second what the first
 * stored. The stored answer is read only then, or when the call is refused (a retry's answer
 * stands even if the store's plan has since run out): a first call, nearly every call, is the
 * statement alone, without reading the key first.
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
  const storedAnswer = async () =>
    claim ? await findStoredAnswer<T>(deps.db, retailerId, claim, now) : null;
  for (;;) {
    let computed: Computed<T>;
    try {
      computed = await compute(deps.db, now);
    } catch (refusal) {
      const stored = await storedAnswer();
      if (stored) return stored.answer;
      throw refusal;
    }
    const { rows, answer, written } = computed;
    const kept = claim
      ? [{ table: idempotencyKeys, values: keptAnswer(retailerId, claim, answer, now) }]
      : [];
    try {
      const row = await runInserts(deps.db, [...rows, ...kept], written?.returning);
      if (row) written?.stored(row);
      return answer;
    } catch (error) {
      if (!isKeyTaken(error)) throw error;
    }
    // The key is taken: by this call's first try (its answer), or by one expired (forgotten now).
    const stored = await storedAnswer();
    if (stored) return stored.answer;
  }
}
