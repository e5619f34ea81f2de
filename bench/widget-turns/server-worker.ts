/**
 * The Parley server under the widget-turns benchmark, built with buildApp in a worker thread so
 * that it has an event loop (and, on 2 cores, a core) of its own while the simulated shoppers
 * run in the main thread. Its one store is the demo store the seed creates (a whole-store rule
 * that offers a gift and keeps walk-aways' offers, the global baseline algorithm rule), moved to
 * the enterprise plan, which caps no negotiations.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { billingSchemes, retailers } from '../../apps/server/src/db/schema';
import { systemClock } from '../../apps/server/src/lib/clock';
import { seedDemoData, syncReferenceData } from '../../apps/server/src/modules/seed/service';
import { ownThreadId } from './cpu-clock';

export interface WorkerInput {
  databaseUrl?: string;
  dataDir?: string;
}

export interface ServerReady {
  port: number;
  apiKey: string;
  /** This thread's Linux id, for the benchmark to read its CPU clock (null elsewhere). */
  threadId: number | null;
}

const input = workerData as WorkerInput;
if (!parentPort) throw new Error('server-worker.ts runs as a worker thread');
const parent = parentPort;

/** Every shopper comes from 127.0.0.1 with one key: the limits must not be what is measured. */
const UNTHROTTLED = String(1_000_000_000);

const logger = pino({ level: 'silent' });
const database = await openDatabase({
  databaseUrl: input.databaseUrl,
  dataDir: input.dataDir,
  log: logger,
});
const config = loadConfig({
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'http://127.0.0.1',
  DATA_DIR: input.dataDir,
  WIDGET_RATE_LIMIT_PER_KEY: UNTHROTTLED,
  WIDGET_RATE_LIMIT_PER_ADDRESS: UNTHROTTLED,
});
const deps = { db: database.db, config, clock: systemClock };
await syncReferenceData(deps);
await seedDemoData(deps);
const [store] = await database.db.select().from(retailers).where(eq(retailers.name, 'Demo Store'));
if (!store) throw new Error('the seed created no demo store');
await database.db
  .update(billingSchemes)
  .set({ pricingPlanIdentifier: 'enterprise', name: 'ENTERPRISE' })
  .where(eq(billingSchemes.retailerId, store.id));

const { app } = await buildApp({ config, db: database.db, logger });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const ready: ServerReady = {
  port: typeof address === 'object' && address ? address.port : 0,
  apiKey: store.apiKey,
  threadId: ownThreadId(),
};
parent.postMessage(ready);

parent.once('message', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => parent.postMessage('closed'));
});
