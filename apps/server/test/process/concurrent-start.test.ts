import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppDatabase } from '../../src/app';
import { loadConfig } from '../../src/config';
import { retailers, users } from '../../src/db/schema';
import { killServer, spawnServer, type ServerProcess } from '../support/server-process';

const serverUrl = process.env.TEST_DATABASE_URL;

/** A new, empty database on the test server; dropped by the returned function. */
async function emptyDatabase() {
  const name = `parley_start_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

// Several processes on one PostgreSQL: what the embedded database, one process's, cannot have.
describe.skipIf(!serverUrl)('server processes starting together on an empty database', () => {
  let database: Awaited<ReturnType<typeof emptyDatabase>>;
  beforeAll(async () => {
    database = await emptyDatabase();
  });
  afterAll(() => database?.drop());

  it('migrate it once between them and make the demo data once', async () => {
    const config = loadConfig({ DATABASE_URL: database.url, DEMO_NEGOTIATIONS: '0' });
    const log = pino({ level: 'silent' });
    const starts = await Promise.all(
      [1, 2, 3].map(() => openAppDatabase(config, log, { seedDemo: true })),
    );
    try {
      expect(starts.map((s) => s.logins.length).sort()).toEqual([0, 0, 2]);
      const db = starts[0]!.db;
      expect((await db.select({ n: count() }).from(users))[0]?.n).toBe(2);
      expect((await db.select({ n: count() }).from(retailers))[0]?.n).toBe(1);
    } finally {
      await Promise.all(starts.map((s) => s.close()));
    }
  });
});

describe.skipIf(!serverUrl)('two server processes started at once', { timeout: 180_000 }, () => {
  let database: Awaited<ReturnType<typeof emptyDatabase>>;
  let servers: ServerProcess[] = [];
  beforeAll(async () => {
    database = await emptyDatabase();
  });
  afterAll(async () => {
    await Promise.all(servers.map(killServer));
    await database?.drop();
  });

  it('both come up on a database neither has seen, and both stop cleanly', async () => {
    servers = await Promise.all(
      [1, 2].map(() => spawnServer({ DATABASE_URL: database.url, WEB_CONCURRENCY: '1' })),
    );
    await Promise.all(servers.map((s) => s.ready()));
    const printed = servers.map((s) => s.output().includes('Created on this empty database'));
    expect(printed.filter(Boolean)).toHaveLength(1);
    for (const server of servers) server.child.kill('SIGTERM');
    expect(await Promise.all(servers.map((s) => s.exited))).toEqual([0, 0]);
  });
});
