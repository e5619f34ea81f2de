import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WIDGET_API_KEY_HEADER } from '@parley/contract';
import { API_BASE_PATH, startSession } from '@parley/contract/widget-routes';
import { seedStore } from '../scale-out/seed';
import { freePort, ServerLog, ServerProcess } from '../scale-out/server-processes';
import { onPglite, onPostgres, type BenchDatabase } from '../widget-turns/databases';
import { MEMORY_REPORT_IMPORT } from './memory-report';

/** The demo store's primaryDomain (modules/seed/service.ts): the Origin its pages send. */
export const STORE_ORIGIN = 'https://demo-store.example';

export interface LoadServer {
  port: number;
  apiKey: string;
  origin: string;
  pid: number;
  database: BenchDatabase;
  /** Where the process writes its own memory reports (memory-report.ts; memory.ts reads them). */
  memoryFile: string;
  log: ServerLog;
}

export interface LoadServerSettings {
  /** null: the embedded database (PGlite) in a temporary folder. */
  postgresUrl: string | null;
  redisUrl: string | undefined;
  memoryEveryMs: number;
}

/**
 * The settings a production deployment runs with (deploy/parley.env.example): behind a proxy
 * that overwrites X-Forwarded-For (TRUST_PROXY=true), production mode, warn-level JSON logs, no
 * demo negotiations, and the widget's request limits left at their defaults (120 a minute per
 * address, 1,200 per key), which the load must meet as a real store's would. One process
 * (WEB_CONCURRENCY=1, set by ServerProcess): on 2 cores the shoppers and the flood need the other.
 */
function productionEnv(
  settings: LoadServerSettings,
  port: number,
  dataDir: string,
  memoryFile: string,
  databaseUrl: string | undefined,
) {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    NODE_ENV: 'production',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(settings.redisUrl
      ? {
          REDIS_URL: settings.redisUrl,
          REDIS_KEY_PREFIX: `parley-load-${randomBytes(4).toString('hex')}:`,
        }
      : {}),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    TRUST_PROXY: 'true',
    JWT_SECRET: randomBytes(48).toString('base64'),
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    DEMO_NEGOTIATIONS: '0',
    NODE_OPTIONS: MEMORY_REPORT_IMPORT,
    LOAD_MEMORY_FILE: memoryFile,
    LOAD_MEMORY_EVERY_MS: String(settings.memoryEveryMs),
  };
}

/** The store's page may call the API: its preflight passes (else every figure would be a 403). */
async function checkOriginAllowed(port: number, apiKey: string) {
  const response = await fetch(`http://127.0.0.1:${port}${API_BASE_PATH}${startSession.path}`, {
    method: 'OPTIONS',
    headers: {
      origin: STORE_ORIGIN,
      'access-control-request-method': 'POST',
      [WIDGET_API_KEY_HEADER]: apiKey,
    },
  });
  if (response.status !== 204) {
    throw new Error(`the store's origin ${STORE_ORIGIN} was refused (${response.status})`);
  }
}

/**
 * The compiled server as its own process on a fresh database (PostgreSQL's dropped afterwards,
 * PGlite's folder removed) with the demo store seeded first (scale-out/seed.ts: a retailer on
 * the enterprise plan, its widget key and domain, rules and products); `use` runs against it,
 * then the process is stopped (SIGTERM, drained).
 */
export async function withLoadServer<T>(
  settings: LoadServerSettings,
  use: (server: LoadServer) => Promise<T>,
): Promise<T> {
  const run = async (database: BenchDatabase) => {
    const apiKey = await seedStore(database.input);
    const dir = mkdtempSync(join(tmpdir(), 'parley-load-'));
    const memoryFile = join(dir, 'memory.jsonl');
    const log = new ServerLog();
    try {
      const port = await freePort();
      const { databaseUrl, dataDir } = database.input;
      const env = productionEnv(settings, port, dataDir ?? dir, memoryFile, databaseUrl);
      const server = await ServerProcess.start(port, env, log);
      try {
        await checkOriginAllowed(port, apiKey);
        return await use({
          port,
          apiKey,
          origin: STORE_ORIGIN,
          pid: server.pid,
          database,
          memoryFile,
          log,
        });
      } finally {
        await server.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return settings.postgresUrl === null ? onPglite(run) : onPostgres(settings.postgresUrl, run);
}
