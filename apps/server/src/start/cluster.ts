import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { openAppDatabase } from '../app';
import type { Config } from '../config';
import type { SeededLogin } from '../modules/seed';

/** A worker that dies this soon after it started is failing to start, not crashing in service. */
const EARLY_DEATH_MS = 10_000;

/**
 * The primary of WEB_CONCURRENCY server processes sharing one port (node:cluster hands each new
 * connection to a worker). It makes the demo data once, before the workers start, so that the
 * log-ins are printed once; replaces a worker that dies in service; and on SIGTERM or SIGINT
 * passes the signal on and exits 0 once every worker has drained and exited.
 */
export async function superviseWorkers(
  config: Config,
  log: Logger,
  onListening: (logins: SeededLogin[]) => void,
) {
  const database = await openAppDatabase(config, log, { seedDemo: true });
  const logins = database.logins;
  await database.close();

  let stopping = false;
  let exitCode = 0;
  let listening = 0;
  const startedAt = new Map<Worker, number>();
  const fork = () => startedAt.set(cluster.fork(), Date.now());

  cluster.on('listening', () => {
    listening += 1;
    if (listening === config.processes) onListening(logins);
  });
  cluster.on('exit', (worker, code, signal) => {
    const started = startedAt.get(worker) ?? 0;
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(exitCode);
      return;
    }
    log.error({ pid: worker.process.pid, code, signal }, 'a server process exited');
    if (Date.now() - started < EARLY_DEATH_MS) {
      // Its siblings would fail the same way: stop rather than restart in a loop.
      log.fatal('a server process failed as it started; stopping the others');
      stopping = true;
      exitCode = 1;
      for (const other of startedAt.keys()) other.process.kill('SIGTERM');
      if (startedAt.size === 0) process.exit(exitCode);
      return;
    }
    fork();
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    });
  }

  for (let i = 0; i < config.processes; i++) fork();
}
