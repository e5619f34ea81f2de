import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { BILLING_CYCLE_DAYS } from '@parley/contract';
import pino, { type Logger } from 'pino';
import { buildApp } from '../src/app';
import type { AppInstance } from '../src/app-types';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { retailers, users, billingSchemes } from '../src/db/schema';
import type { Clock } from '../src/lib/clock';
import type { Principal } from '../src/lib/jwt';
import { hashPassword } from '../src/lib/passwords';
import { syncReferenceData } from '../src/modules/seed';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  private current = new Date();
  now() {
    return new Date(this.current);
  }
  advance(seconds: number) {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
}

/**
 * Opens a fresh database: embedded PGlite in memory, or a new PostgreSQL database on the server
 * named by TEST_DATABASE_URL (dropped again by `close`).
 */
export async function openTestDatabase(
  options: Pick<TestAppOptions, 'connectThrough' | 'replicaThrough'> = {},
): Promise<DatabaseHandle & { url?: string }> {
  const log = pino({ level: 'silent' });
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ log });
  const name = `parley_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const appUrl = options.connectThrough?.(new URL(url)) ?? url;
  const replicaUrl = options.replicaThrough?.(new URL(url));
  const handle = await openDatabase({
    databaseUrl: appUrl.toString(),
    replicaUrl: replicaUrl?.toString(),
    log,
  });
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export interface TestAppOptions {
  /** Runs before the app is made ready: a test adds its own routes here. */
  beforeReady?: (app: AppInstance) => void | Promise<void>;
  /**
   * PostgreSQL only: the URL the app connects with, given the test database's own (say, through
   * a proxy that the test cuts). The database is still created and dropped directly.
   */
  connectThrough?: (url: URL) => URL;
  /**
   * PostgreSQL only: a read replica's URL, given the test database's own (the same database,
   * say through a proxy that counts what goes its way).
   */
  replicaThrough?: (url: URL) => URL;
  /** The app's logger, for a test that reads the log; silent otherwise. */
  logger?: Logger;
  /**
   * Another app's database, as a second server process on it would share it (closed with that
   * app, not this one).
   */
  databaseOf?: { database: DatabaseHandle };
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
) {
  const database = options.databaseOf?.database ?? (await openTestDatabase(options));
  const config: Config = loadConfig({
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    // Tests change stores between calls and expect the next call to see it at once.
    WIDGET_STORE_CACHE_SECONDS: '0',
    ...env,
  });
  const clock = new TestClock();
  const logger = options.logger ?? pino({ level: process.env.TEST_LOG ?? 'silent' });
  await syncReferenceData({ db: database.db });
  const { app, deps } = await buildApp({
    config,
    db: database.db,
    preparedDb: database.preparedDb,
    readDb: database.readDb,
    logger,
    clock,
  });
  await options.beforeReady?.(app);
  await app.ready();

  let counter = 0;
  const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

  async function createRetailer(values: Partial<typeof retailers.$inferInsert> = {}) {
    const [row] = await database.db
      .insert(retailers)
      .values({
        name: `Retailer ${unique()}`,
        termsAgreed: true,
        incompleteOnboardingTasks: [],
        ...values,
      })
      .returning();
    // Its first cycle starts on the test's clock, which the widget's sessions are dated by.
    const cycleStart = clock.now();
    await database.db.insert(billingSchemes).values({
      retailerId: row!.id,
      pricingPlanIdentifier: 'professional',
      name: 'PROFESSIONAL',
      status: 'active',
      billingCycleStartedAt: cycleStart,
      currentBillingCycleEndsAt: new Date(cycleStart.getTime() + BILLING_CYCLE_DAYS * 86_400_000),
    });
    return row!;
  }

  async function createUser(
    values: Partial<typeof users.$inferInsert> & { password?: string } = {},
  ) {
    const { password = 'correct horse battery staple', ...rest } = values;
    const [row] = await database.db
      .insert(users)
      .values({
        name: 'Test User',
        email: `user-${unique()}@example.com`,
        passwordHash: await hashPassword(password),
        ...rest,
      })
      .returning();
    return { ...row!, password };
  }

  /** A signed access token for the user, without going through the OAuth flow. */
  async function tokenFor(user: { id: string; isAdmin: boolean; retailerId: string | null }) {
    const principal: Principal = {
      userId: user.id,
      isAdmin: user.isAdmin,
      retailerId: user.retailerId,
    };
    return deps.accessTokens.sign(principal);
  }

  const bearer = async (user: Parameters<typeof tokenFor>[0]) => ({
    authorization: `Bearer ${await tokenFor(user)}`,
  });

  return {
    app,
    deps,
    db: database.db,
    clock,
    config,
    createRetailer,
    createUser,
    tokenFor,
    bearer,
    database,
    async close() {
      await app.close();
      if (!options.databaseOf) await database.close();
    },
  };
}
