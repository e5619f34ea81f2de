/**
 * The Parley server under the sessions benchmark: built with buildApp in a process of its own
 * (forked with tsx), so that its resident memory is its own to sample during an export. It
 * makes an administrator and a user of the benchmark's largest retailer, signs their access
 * tokens as sign-in would, seals the dashboard's roll-ups (BENCH_ROLLUPS=off leaves them
 * unsealed), and tells the parent its port.
 */
import { eq } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { retailers, users } from '../../apps/server/src/db/schema';
import { sealRollups } from '../../apps/server/src/modules/stats/rollups/sealer';
import { openBenchServer } from '../bench-server';

export interface SessionsServerReady {
  port: number;
  adminToken: string;
  retailerToken: string;
  retailerId: string;
}

const databaseUrl = process.env.BENCH_DATABASE_URL;
const dataDir = process.env.BENCH_DATA_DIR_OPEN;
if (!(databaseUrl || dataDir) || !process.send) {
  throw new Error('server-process.ts is forked by the benchmark');
}
const send = process.send.bind(process);

const { database, config, logger } = await openBenchServer({ databaseUrl, dataDir });
const { app, deps } = await buildApp({
  config,
  db: database.db,
  preparedDb: database.preparedDb,
  logger,
});

// The dashboard's roll-ups as the server's sealer keeps them: a first seal of the generated
// year takes a while, later runs on kept data only add the days since.
if (process.env.BENCH_ROLLUPS !== 'off') {
  const started = performance.now();
  await sealRollups(database.db);
  console.log(`  roll-ups sealed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const [store] = await database.db
  .select({ id: retailers.id })
  .from(retailers)
  .where(eq(retailers.name, process.env.BENCH_RETAILER_NAME ?? 'Bench Retailer 001'));
if (!store) throw new Error('the benchmark database has no such retailer');
const user = async (values: { email: string; isAdmin: boolean; retailerId: string | null }) => {
  const [row] = await database.db
    .insert(users)
    .values({ name: values.email, ...values })
    .onConflictDoUpdate({ target: users.email, set: { name: values.email } })
    .returning();
  if (!row) throw new Error(`${values.email} was not created`);
  return deps.accessTokens.sign({
    userId: row.id,
    isAdmin: row.isAdmin,
    retailerId: row.retailerId,
  });
};
const adminToken = await user({ email: 'admin@bench.local', isAdmin: true, retailerId: null });
const retailerToken = await user({
  email: 'retailer@bench.local',
  isAdmin: false,
  retailerId: store.id,
});

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const ready: SessionsServerReady = {
  port: typeof address === 'object' && address ? address.port : 0,
  adminToken,
  retailerToken,
  retailerId: store.id,
};
send(ready);
process.once('message', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
