import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onPostgres, type BenchDatabase } from '../widget-turns/databases';
import { CpuMeter } from './cpu';
import { findLostWrites, type LostWrites } from './lost-writes';
import { startNginx, type Nginx } from './nginx';
import { seedStore } from './seed';
import { freePort, ServerLog, ServerProcess } from './server-processes';
import { WriteBook } from './write-book';

export interface StackSettings {
  postgresUrl: string;
  redisUrl: string;
}

/** N server processes on one fresh database and Redis, behind nginx, for one part of the bench. */
export interface Stack {
  processes: number;
  database: BenchDatabase;
  apiKey: string;
  servers: ServerProcess[];
  nginx: Nginx;
  meter: CpuMeter;
  book: WriteBook;
}

export interface StackResult<T> {
  value: T;
  /** Every acknowledged write checked against the database once the servers had stopped. */
  lost: LostWrites;
  serverLog: Map<string, number>;
  nginxLog: Map<string, number>;
}

/** Every shopper comes through nginx from 127.0.0.1 with one key: the limits must not cut the load. */
const UNTHROTTLED = '10000000';

/** The settings of every server process (README "Settings"), the port aside. */
function serverEnv(settings: StackSettings, databaseUrl: string, dataDir: string, port: number) {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    DATABASE_URL: databaseUrl,
    REDIS_URL: settings.redisUrl,
    // Keys of this run alone, so that its limits do not meet another's in a shared Redis.
    REDIS_KEY_PREFIX: `parley-bench-${randomBytes(4).toString('hex')}:`,
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    DEMO_NEGOTIATIONS: '0',
    WIDGET_RATE_LIMIT_PER_KEY: UNTHROTTLED,
    WIDGET_RATE_LIMIT_PER_ADDRESS: UNTHROTTLED,
  };
}

/**
 * A fresh PostgreSQL database with the store seeded, `count` server processes (the first ready
 * before the others start, as the brief of the issue suggests, though concurrent starts are safe)
 * and nginx in front; `use` runs against it. Then nginx and the servers stop, every acknowledged
 * write is looked for in the database, and the database is dropped. Each process count gets a
 * database of its own so that later counts do not meet bigger tables.
 */
export async function withStack<T>(
  count: number,
  settings: StackSettings,
  use: (stack: Stack) => Promise<T>,
): Promise<StackResult<T>> {
  return onPostgres(settings.postgresUrl, async (database) => {
    const databaseUrl = database.input.databaseUrl;
    if (!databaseUrl) throw new Error('a PostgreSQL database is needed');
    const apiKey = await seedStore({ databaseUrl });
    const dir = mkdtempSync(join(tmpdir(), 'parley-scale-out-'));
    // nginx's workers run as nobody when the master is root: they must reach its temp folders.
    chmodSync(dir, 0o755);
    mkdirSync(join(dir, 'data'));
    const log = new ServerLog();
    const servers: ServerProcess[] = [];
    let nginx: Nginx | null = null;
    try {
      const nginxPort = await freePort();
      const env = serverEnv(settings, databaseUrl, join(dir, 'data'), nginxPort);
      for (let i = 0; i < count; i += 1) {
        servers.push(await ServerProcess.start(await freePort(), env, log));
      }
      nginx = await startNginx(
        dir,
        nginxPort,
        servers.map((server) => server.port),
      );
      const meter = new CpuMeter(
        settings.postgresUrl,
        new URL(databaseUrl).pathname.slice(1),
        () => servers.map((server) => server.cpuMs()),
        nginx.pid,
      );
      const book = new WriteBook();
      const value = await use({ processes: count, database, apiKey, servers, nginx, meter, book });
      await nginx.stop();
      const nginxLog = nginx.errors();
      nginx = null;
      await Promise.all(servers.map((server) => server.stop()));
      const lost = await findLostWrites(databaseUrl, book);
      return { value, lost, serverLog: log.lines, nginxLog };
    } finally {
      await nginx?.stop();
      await Promise.all(servers.map((server) => server.stop()));
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
