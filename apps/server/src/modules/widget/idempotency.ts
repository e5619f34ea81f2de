import { and, eq, lt, sql } from 'drizzle-orm';
import { prebuilt, type Database, type Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/constraints';
import { idempotencyKeys } from '../../db/schema';
import { BusinessError } from '../../errors';

/** An Idempotency-Key as sent with a write, with what it was sent for. */
export interface IdempotencyClaim {
  key: string;
  route: string;
  requestHash: string;
}

export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;
export const KEY_REUSED = 'This Idempotency-Key was already used for a different request.';

/**
 * Runs a write once per key: inside the write's transaction, the key's row is inserted first.
 * A concurrent request with the same key waits on that row until the first commits, then finds
 * it and answers the stored result; if the first failed, its row went with its transaction and
 * the retry writes. Only successful answers are kept. Keys older than 24 hours no longer count.
 */
export async function runOnce<T>(
  tx: Executor,
  retailerId: string,
  claim: IdempotencyClaim | null,
  now: Date,
  write: () => Promise<T>,
): Promise<T> {
  if (!claim) return write();
  const mine = and(eq(idempotencyKeys.retailerId, retailerId), eq(idempotencyKeys.key, claim.key));
  const fresh = {
    route: claim.route,
    requestHash: claim.requestHash,
    statusCode: null,
    responseBody: null,
    createdAt: now,
  };
  // An expired key is claimed afresh, as if it had been deleted first, in the same statement:
  // one round trip on every write instead of two.
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ retailerId, key: claim.key, ...fresh })
    .onConflictDoUpdate({
      target: [idempotencyKeys.retailerId, idempotencyKeys.key],
      set: fresh,
      setWhere: lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)),
    })
    .returning({ key: idempotencyKeys.key });
  if (inserted.length === 0) {
    const [stored] = await tx.select().from(idempotencyKeys).where(mine);
    if (!stored || stored.requestHash !== claim.requestHash) {
      throw new BusinessError(KEY_REUSED);
    }
    return stored.responseBody as T;
  }
  const result = await write();
  await tx.update(idempotencyKeys).set({ statusCode: 200, responseBody: result }).where(mine);
  return result;
}

/** Whether a write failed because its Idempotency-Key was stored by another call meanwhile. */
export const isKeyTaken = (error: unknown) =>
  isUniqueViolation(error, 'idempotency_keys_retailer_id_key_pk');

/** The row keeping a write's answer under its key. */
export const keptAnswer = (
  retailerId: string,
  claim: IdempotencyClaim,
  answer: unknown,
  now: Date,
) => ({
  retailerId,
  key: claim.key,
  route: claim.route,
  requestHash: claim.requestHash,
  statusCode: 200,
  responseBody: answer,
  createdAt: now,
});

/** A key past its 24 hours counts as never used: it is dropped before its new first use. */
export async function forgetKeyIfExpired(db: Executor, retailerId: string, key: string, now: Date) {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.retailerId, retailerId),
        eq(idempotencyKeys.key, key),
        lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)),
      ),
    );
}

/** The answer kept under a key, and whether the key is past its 24 hours. */
const storedAnswer = prebuilt<{ requestHash: string; responseBody: unknown; expired: boolean }>(
  () => sql`select ${idempotencyKeys.requestHash} as "requestHash",
      ${idempotencyKeys.responseBody} as "responseBody",
      ${idempotencyKeys.createdAt} < ${sql.placeholder('expiredBefore')} as "expired"
    from ${idempotencyKeys}
    where ${and(
      eq(idempotencyKeys.retailerId, sql.placeholder('retailerId')),
      eq(idempotencyKeys.key, sql.placeholder('key')),
    )}`,
);

/**
 * The answer kept under the key, if it was used in the last 24 hours: for the same request, or
 * refused as reused for another. An expired key is forgotten here, as if never used.
 */
export async function findStoredAnswer<T>(
  db: Executor,
  retailerId: string,
  claim: IdempotencyClaim,
  now: Date,
): Promise<{ answer: T } | null> {
  const [stored] = await storedAnswer(db, {
    retailerId,
    key: claim.key,
    expiredBefore: new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString(),
  });
  if (!stored) return null;
  if (stored.expired) {
    await forgetKeyIfExpired(db, retailerId, claim.key, now);
    return null;
  }
  if (stored.requestHash !== claim.requestHash) throw new BusinessError(KEY_REUSED);
  return { answer: idempotencyKeys.responseBody.mapFromDriverValue(stored.responseBody) as T };
}

/** Forgets every expired key; run now and then, outside any request's transaction. */
export async function forgetExpiredKeys(db: Database, now: Date) {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)));
}

const SWEEP_EVERY_MS = 10 * 60 * 1000;
let lastSweep = 0;

/** Expired keys are cleared every ten minutes or so, apart from any request's transaction. */
export async function forgetExpiredKeysNowAndThen(db: Database, now: Date) {
  if (now.getTime() - lastSweep <= SWEEP_EVERY_MS) return;
  lastSweep = now.getTime();
  await forgetExpiredKeys(db, now);
}
