/**
 * The Parley server under test, built with buildApp in a worker thread so that it has an event
 * loop (and, on 2 cores, a core) of its own while autocannon loads it from the main thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { CONSOLE_CLIENT_ID } from '@parley/contract';
import { buildApp } from '../apps/server/src/app';
import { billingSchemes, retailers, users } from '../apps/server/src/db/schema';
import { addSeconds, systemClock } from '../apps/server/src/lib/clock';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { insertRefreshToken, newFamilyId } from '../apps/server/src/modules/auth/refresh-tokens';
import { openBenchServer, serveUntilAsked, type BenchDatabaseInput } from './bench-server';

export interface WorkerInput extends BenchDatabaseInput {
  refreshTokens: number;
}

export interface ServerReady {
  port: number;
  accessToken: string;
  refreshTokens: string[];
}

const input = workerData as WorkerInput;
if (!parentPort) throw new Error('server-worker.ts runs as a worker thread');
const parent = parentPort;

const { database, config, logger } = await openBenchServer(input);
const { app, deps } = await buildApp({
  config,
  db: database.db,
  preparedDb: database.preparedDb,
  logger,
});

const [retailer] = await database.db
  .insert(retailers)
  .values({ name: 'Bench Store', termsAgreed: true, incompleteOnboardingTasks: [] })
  .returning();
if (!retailer) throw new Error('the bench retailer was not created');
await database.db.insert(billingSchemes).values({
  retailerId: retailer.id,
  pricingPlanIdentifier: 'professional',
  name: 'PROFESSIONAL',
});
const [user] = await database.db
  .insert(users)
  .values({
    name: 'Bench User',
    email: 'bench@parley.local',
    passwordHash: await hashPassword('bench-password'),
    retailerId: retailer.id,
  })
  .returning();
if (!user) throw new Error('the bench user was not created');

// Refresh tokens rotate, so every request of the refresh run needs one of its own: each is the
// head of its own family, as after a sign-in, stored by the token service's own function.
const tokens: string[] = [];
const now = systemClock.now();
const expiresAt = addSeconds(now, config.refreshTokenTtlSeconds);
for (let start = 0; start < input.refreshTokens; start += 1000) {
  const size = Math.min(1000, input.refreshTokens - start);
  await database.db.transaction(async (tx) => {
    for (let i = 0; i < size; i++) {
      const family = {
        familyId: newFamilyId(),
        userId: user.id,
        clientId: CONSOLE_CLIENT_ID,
        authorizationCodeId: null,
        expiresAt,
      };
      tokens.push(await insertRefreshToken(tx, family, now));
    }
  });
}

const accessToken = await deps.accessTokens.sign({
  userId: user.id,
  isAdmin: false,
  retailerId: retailer.id,
});
await serveUntilAsked(app, database, parent, (port): ServerReady => ({
  port,
  accessToken,
  refreshTokens: tokens,
}));
