import type { MessagePort } from 'node:worker_threads';
import pino from 'pino';
import { loadConfig } from '../apps/server/src/config';
import { openAppDatabase } from '../apps/server/src/app';
import type { DatabaseHandle } from '../apps/server/src/db/client';
import type { AppInstance } from '../apps/server/src/app-types';

/** Where a benchmark's server keeps its data: a PostgreSQL URL, or a PGlite folder. */
export interface BenchDatabaseInput {
  databaseUrl?: string;
  dataDir?: string;
}

/** The database and settings a benchmark's server is built on, quiet, with the reference data. */
export async function openBenchServer(input: BenchDatabaseInput, env: Record<string, string> = {}) {
  const logger = pino({ level: 'silent' });
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://127.0.0.1',
    DATABASE_URL: input.databaseUrl,
    DATA_DIR: input.dataDir,
    // As the server reads it: DATABASE_PIPELINED_CONNECTIONS=0 measures the widget on the pool.
    DATABASE_PIPELINED_CONNECTIONS: process.env.DATABASE_PIPELINED_CONNECTIONS,
    ...env,
  });
  const database = await openAppDatabase(config, logger);
  return { database, config, logger };
}

/**
 * Listens on a free loopback port, tells the main thread what `ready` makes of it, and closes the
 * server and its database when the main thread says so (answering 'closed').
 */
export async function serveUntilAsked<T>(
  app: AppInstance,
  database: DatabaseHandle,
  parent: MessagePort,
  ready: (port: number) => T,
) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  parent.postMessage(ready(typeof address === 'object' && address ? address.port : 0));
  parent.once('message', () => {
    void app
      .close()
      .then(() => database.close())
      .then(() => parent.postMessage('closed'));
  });
}
