/**
 * The Parley server under the widget-turns benchmark, built with buildApp in a worker thread so
 * that it has an event loop (and, on 2 cores, a core) of its own while the simulated shoppers
 * run in the main thread. Its one store is the demo store the seed creates (a whole-store rule
 * that offers a gift and keeps walk-aways' offers, the global baseline algorithm rule), moved to
 * the enterprise plan with no spending limit, which caps no negotiations.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { billingSchemes, retailers } from '../../apps/server/src/db/schema';
import { systemClock } from '../../apps/server/src/lib/clock';
import { indexQueuedMessages } from '../../apps/server/src/modules/search';
import { seedDemoData } from '../../apps/server/src/modules/seed';
import { openBenchServer, serveUntilAsked, type BenchDatabaseInput } from '../bench-server';
import { ownThreadId } from './cpu-clock';

export type WorkerInput = BenchDatabaseInput;

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

const { database, config, logger } = await openBenchServer(input, {
  WIDGET_RATE_LIMIT_PER_KEY: UNTHROTTLED,
  WIDGET_RATE_LIMIT_PER_ADDRESS: UNTHROTTLED,
});
const deps = { db: database.db, config, clock: systemClock };
await seedDemoData(deps);
const [store] = await database.db.select().from(retailers).where(eq(retailers.name, 'Demo Store'));
if (!store) throw new Error('the seed created no demo store');
await database.db
  .update(billingSchemes)
  .set({ pricingPlanIdentifier: 'enterprise', name: 'ENTERPRISE', billingCycleUsageCap: null })
  .where(eq(billingSchemes.retailerId, store.id));

const { app } = await buildApp({
  config,
  db: database.db,
  preparedDb: database.preparedDb,
  logger,
});
// The server's job queue is not started here (the demo fill and the roll-ups' sealing would run
// beside the shoppers), but message search's indexing is part of what a turn costs: it runs in
// this thread as its job would, every period, on the same database.
const indexing = setInterval(() => {
  indexQueuedMessages(database.db).catch((error: unknown) =>
    console.error('indexing failed', error),
  );
}, config.searchIndexSeconds * 1000);
app.addHook('onClose', () => clearInterval(indexing));
await serveUntilAsked(app, database, parent, (port): ServerReady => ({
  port,
  apiKey: store.apiKey,
  threadId: ownThreadId(),
}));
