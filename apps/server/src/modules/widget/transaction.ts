import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { forgetExpiredKeysNowAndThen, runOnce } from './idempotency';
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
