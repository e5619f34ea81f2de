import type { Logger } from 'pino';
import { buildApp, openAppDatabase } from '../app';
import type { Config } from '../config';
import type { SeededLogin } from '../modules/seed';
import { requestPendingDemoFill } from '../modules/seed';
import { closeWithin } from './shutdown';

export interface RunningServer {
  kind: 'pglite' | 'postgres';
  /** The accounts this start created on an empty database, with their passwords. */
  logins: SeededLogin[];
  /** Stops taking requests, lets those in flight finish (within the shutdown time), closes all. */
  stop(): Promise<void>;
}

/**
 * One server process: the database (migrated; seeded on an empty one when `seedDemo`), the
 * app listening on PORT, and the work it does outside requests.
 */
export async function runServer(
  config: Config,
  log: Logger,
  options: { seedDemo: boolean },
): Promise<RunningServer> {
  const database = await openAppDatabase(config, log, { seedDemo: options.seedDemo });
  try {
    const { app, deps } = await buildApp({
      config,
      db: database.db,
      preparedDb: database.preparedDb,
      readDb: database.readDb,
      logger: log,
    });
    await app.listen({ port: config.port, host: config.host });

    // After listening, the jobs: e-mails, the roll-ups' sealing (this hour's now, if no other
    // process has sealed them), the sweeps, and the demo store's history while the console is
    // already usable.
    await requestPendingDemoFill(deps);
    deps.jobs.start();

    return {
      kind: database.kind,
      logins: database.logins,
      async stop() {
        // Closing the app stops its jobs too (an onClose hook), after the requests in flight.
        await closeWithin(app, config.shutdownTimeoutMs, log);
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
