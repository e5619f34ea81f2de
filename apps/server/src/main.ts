import cluster from 'node:cluster';
import { loadConfig, SettingsError, type Config } from './config';
import { startBanner } from './start/banner';
import { superviseWorkers } from './start/cluster';
import { createLogger } from './start/logger';
import { portProblem } from './start/port';
import { startProblem } from './start/problems';
import { runServer } from './start/serve';

/** A start that cannot go on: one clear line for a mistake in the settings, a trace for a fault. */
function fail(error: unknown): never {
  const problem = startProblem(error);
  process.stderr.write(problem ? `${problem}\n` : `${(error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
}

const config: Config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return fail(error);
  }
})();
const log = createLogger(config);
const printBanner = (kind: 'pglite' | 'postgres', logins: Parameters<typeof startBanner>[2]) =>
  process.stdout.write(startBanner(config, kind, logins, config.processes) + '\n');

if (cluster.isPrimary) {
  const problem = await portProblem(config.host, config.port);
  if (problem) fail(new SettingsError([problem]));
}

if (cluster.isPrimary && config.processes > 1) {
  await superviseWorkers(config, log, (logins) => printBanner('postgres', logins)).catch(fail);
} else {
  // The only process, or one of the primary's workers (which made the demo data already).
  const server = await runServer(config, log, { seedDemo: cluster.isPrimary }).catch(fail);
  if (cluster.isPrimary) printBanner(server.kind, server.logins);
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      server.stop().then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, 'stopping the server failed');
          process.exit(1);
        },
      );
    });
  }
}
