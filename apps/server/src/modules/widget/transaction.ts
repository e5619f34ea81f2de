import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { forgetExpiredKeys, runOnce } from './idempotency';
import type { WidgetCall } from './request-context';

export type WidgetDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

const SWEEP_EVERY_MS = 10 * 60 * 1000;
let lastSweep = 0;

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
  // Expired keys are cleared now and then, apart from any request's transaction.
  if (now.getTime() - lastSweep > SWEEP_EVERY_MS) {
    lastSweep = now.getTime();
    await forgetExpiredKeys(deps.db, now);
  }
  return deps.db.transaction((tx) =>
    runOnce(tx, call.store.retailer.id, call.idempotency, now, () => write(tx, now)),
  );
}
