/**
 * The generated database of a scale, shared by the sessions and dashboard benchmarks: named by
 * its scale, reused when a complete one is there, made afresh otherwise; and the server in a
 * process of its own on it.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { generate, generateEmbedded, type Scale } from './generate';
import type { SessionsServerReady } from './server-process';

const env = process.env;

export const log = (line: string) => console.log(line);

export const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;

/** BENCH_SESSIONS, BENCH_MESSAGES_PER_SESSION and BENCH_RETAILERS, with the issues' defaults. */
export function scaleFromEnv(defaultSessions = 1_000_000): Scale {
  return {
    sessions: Number(env.BENCH_SESSIONS ?? defaultSessions),
    messagesPerSession: Number(env.BENCH_MESSAGES_PER_SESSION ?? 10),
    retailers: Number(env.BENCH_RETAILERS ?? 200),
  };
}

const sameScale = (kept: Scale | undefined, scale: Scale) =>
  kept !== undefined &&
  kept.sessions === scale.sessions &&
  kept.messagesPerSession === scale.messagesPerSession &&
  kept.retailers === scale.retailers;

/** Where the server of a benchmark finds its data: a PostgreSQL URL or a PGlite folder. */
export type ServerDatabase = { databaseUrl: string } | { dataDir: string };

export interface ScaleDatabase {
  name: string;
  server: ServerDatabase;
  /** Generates the data unless a complete database of this scale is there. */
  prepare(): Promise<void>;
  /** Drops it, unless BENCH_KEEP_DB is set. */
  dropUnlessKept(): Promise<void>;
}

/** A PostgreSQL database of the scale on the server at BENCH_POSTGRES_URL. */
export function postgresScaleDatabase(scale: Scale): ScaleDatabase & {
  onDatabase: <T>(use: (client: pg.Client) => Promise<T>) => Promise<T>;
} {
  const adminUrl = env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name =
    env.BENCH_DB_NAME ?? `parley_bench_sessions_${scale.sessions}_${scale.messagesPerSession}`;
  if (['postgres', 'test', 'template0', 'template1'].includes(name)) {
    throw new Error(`refusing to use the database ${name}`);
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();

  const on = async <T>(connectionString: string, use: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      return await use(client);
    } finally {
      await client.end();
    }
  };
  const onAdmin = <T>(use: (client: pg.Client) => Promise<T>) => on(adminUrl, use);
  const onDatabase = <T>(use: (client: pg.Client) => Promise<T>) => on(databaseUrl, use);

  return {
    name,
    server: { databaseUrl },
    onDatabase,
    async prepare() {
      const exists = await onAdmin(
        async (c) =>
          (await c.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1,
      );
      if (exists) {
        const complete = await onDatabase(async (c) => {
          const meta = await c.query<{ scale: Scale }>(
            `select scale from bench_meta where complete limit 1`,
          );
          return sameScale(meta.rows[0]?.scale, scale);
        }).catch(() => false);
        if (complete) {
          log(`reusing ${name}`);
          return;
        }
        await onAdmin((c) => c.query(`drop database ${name} with (force)`));
      }
      await onAdmin((c) => c.query(`create database ${name}`));
      log(`generating ${name} (load ${load()})`);
      const started = performance.now();
      await generate(databaseUrl, scale, log);
      await onDatabase(async (c) => {
        await c.query(`create table bench_meta (scale jsonb not null, complete boolean not null)`);
        await c.query(`insert into bench_meta values ($1, true)`, [JSON.stringify(scale)]);
      });
      log(
        `generated in ${((performance.now() - started) / 60_000).toFixed(1)} min (load ${load()})`,
      );
    },
    async dropUnlessKept() {
      if (env.BENCH_KEEP_DB) return;
      await onAdmin((c) => c.query(`drop database if exists ${name} with (force)`));
      log(`dropped ${name} (BENCH_KEEP_DB=1 keeps it)`);
    },
  };
}

/** An embedded (PGlite) database of the scale in a folder under the temporary directory. */
export function embeddedScaleDatabase(scale: Scale): ScaleDatabase {
  const name = `parley-bench-sessions-${scale.sessions}-${scale.messagesPerSession}`;
  const dataDir = join(env.BENCH_DATA_DIR ?? tmpdir(), name);
  const marker = join(dataDir, 'bench-scale.json');
  return {
    name,
    server: { dataDir },
    async prepare() {
      if (existsSync(marker)) {
        const kept = JSON.parse(readFileSync(marker, 'utf8')) as Scale;
        if (sameScale(kept, scale)) {
          log(`reusing ${dataDir}`);
          return;
        }
      }
      rmSync(dataDir, { recursive: true, force: true });
      log(`generating ${dataDir} (load ${load()})`);
      const started = performance.now();
      await generateEmbedded(dataDir, scale, log);
      writeFileSync(marker, JSON.stringify(scale));
      log(
        `generated in ${((performance.now() - started) / 60_000).toFixed(1)} min (load ${load()})`,
      );
    },
    dropUnlessKept() {
      if (!env.BENCH_KEEP_DB) {
        rmSync(dataDir, { recursive: true, force: true });
        log(`removed ${dataDir} (BENCH_KEEP_DB=1 keeps it)`);
      }
      return Promise.resolve();
    },
  };
}

export type SessionsServer = SessionsServerReady & { child: ChildProcess; stop(): Promise<void> };

/** The server on the database, in a process of its own, with an admin's and a retailer's token. */
export async function startSessionsServer(database: ServerDatabase): Promise<SessionsServer> {
  const child = fork(new URL('./server-process.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
    env: {
      ...env,
      ...('databaseUrl' in database
        ? { BENCH_DATABASE_URL: database.databaseUrl }
        : { BENCH_DATA_DIR_OPEN: database.dataDir }),
    },
  });
  const ready = await new Promise<SessionsServerReady>((resolve, reject) => {
    child.once('message', (message) => resolve(message as SessionsServerReady));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the server process exited (${code})`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.send('stop');
    });
  return { child, stop, ...ready };
}

/** The server's resident memory now, and its high-water mark, in MiB (Linux). */
export function memoryOf(child: ChildProcess) {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kib('VmRSS') / 1024, hwm: kib('VmHWM') / 1024 };
}
