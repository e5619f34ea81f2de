import pino from 'pino';
import { PRODUCT_NAME } from '@parley/contract';
import { buildApp, openAppDatabase } from './app';
import { loadConfig } from './config';
import { fillDemoStoreInBackground, seedDemoData } from './modules/seed';
import { startRollupSealer } from './modules/stats';
import { systemClock } from './lib/clock';

const config = loadConfig();
const logger = pino({ level: config.logLevel });

const database = await openAppDatabase(config, logger);
const logins = await seedDemoData(
  { db: database.db, config, clock: systemClock },
  { simulateNegotiations: config.demoNegotiations > 0 },
);
const { app, deps } = await buildApp({
  config,
  db: database.db,
  preparedDb: database.preparedDb,
  logger,
});

await app.listen({ port: config.port, host: config.host });

const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
const lines = [
  '',
  `  ${PRODUCT_NAME} console: ${config.publicUrl}  (${where})`,
  `  API docs:        ${config.publicUrl}/api/docs`,
  ...(logins.length
    ? [
        '',
        '  Created on this empty database; sign in with:',
        ...logins.map((l) => `    ${l.role.padEnd(13)} ${l.email}  /  ${l.password}`),
        '  (set ADMIN_PASSWORD and DEMO_PASSWORD to choose them; they are not shown again)',
      ]
    : []),
  '',
];
process.stdout.write(lines.join('\n') + '\n');

// After the log-ins: the console is usable while the demo store's history is being made.
const demoFill = fillDemoStoreInBackground(deps);

// The dashboard's roll-ups: sealed now (in the background) and every hour.
const sealer = startRollupSealer(database.db, logger);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([demoFill.stop(), sealer.stop()])
      .then(() => app.close())
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}
