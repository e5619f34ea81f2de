/**
 * Sign-in hot paths under load: the refresh-token grant of POST /api/v1/oauth/token and an
 * authenticated GET /api/v1/account, on the embedded database (PGlite) and on PostgreSQL, side by
 * side. Loopback only; each run is bounded by BENCH_DURATION seconds.
 *
 *   npm run bench                      (from the repository root)
 *
 * Settings: BENCH_DURATION (10), BENCH_CONNECTIONS (10), BENCH_REFRESH_TOKENS (20000),
 * BENCH_POSTGRES_URL (postgres://postgres@127.0.0.1:5432/postgres: a fresh database is created
 * on that server and dropped afterwards; set it to "skip" to measure PGlite only).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { API_BASE_PATH, CONSOLE_CLIENT_ID } from '@parley/contract';
import { startServerThread } from './server-thread';
import type { ServerReady, WorkerInput } from './server-worker';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const refreshTokenCount = Number(process.env.BENCH_REFRESH_TOKENS ?? 20_000);
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Measurement {
  requestsPerSecond: number;
  p99: number;
  non2xx: number;
  errors: number;
  requests: number;
  note?: string;
}

type Side = Record<'refresh' | 'account', Measurement>;

function summarise(result: Result, note?: string): Measurement {
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    requests: result.requests.total,
    ...(note ? { note } : {}),
  };
}

/** The server with its bench user and refresh tokens, in a worker thread (server-worker.ts). */
const startServer = (input: WorkerInput) =>
  startServerThread<ServerReady>(new URL('./server-worker.ts', import.meta.url), input);

/** autocannon's callback form, which also hands back the instance so that a run can be stopped. */
function cannon(options: autocannon.Options) {
  let instance: autocannon.Instance | undefined;
  const done = new Promise<Result>((resolve, reject) => {
    instance = autocannon(options, (error: Error | null, result: Result) =>
      error ? reject(error) : resolve(result),
    );
  });
  return { done, stop: () => instance?.stop() };
}

async function measureRefresh(server: ServerReady): Promise<Measurement> {
  const tokens = server.refreshTokens;
  let next = 0;
  let exhausted = false;
  const run = cannon({
    url: `http://127.0.0.1:${server.port}`,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: `${API_BASE_PATH}/oauth/token`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        setupRequest(request) {
          const token = tokens[next++];
          if (token === undefined) {
            // The requests still in flight get a 400; the note below says why.
            exhausted = true;
            run.stop();
            return request;
          }
          const body = new URLSearchParams({
            grant_type: 'refresh_token',
            client_id: CONSOLE_CLIENT_ID,
            refresh_token: token,
          }).toString();
          return { ...request, body };
        },
      },
    ],
  });
  const result = await run.done;
  return summarise(
    result,
    exhausted ? `ran out of ${tokens.length} tokens: raise BENCH_REFRESH_TOKENS` : undefined,
  );
}

async function measureAccount(server: ServerReady): Promise<Measurement> {
  const options = {
    url: `http://127.0.0.1:${server.port}${API_BASE_PATH}/account`,
    connections,
    headers: { authorization: `Bearer ${server.accessToken}` },
  };
  await autocannon({ ...options, duration: 2 }); // warm-up, not recorded
  return summarise(await autocannon({ ...options, duration }));
}

async function measure(input: WorkerInput): Promise<Side> {
  const server = await startServer(input);
  try {
    const account = await measureAccount(server);
    const refresh = await measureRefresh(server);
    return { refresh, account };
  } finally {
    await server.stop();
  }
}

async function onPglite(): Promise<Side> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-bench-'));
  try {
    return await measure({ dataDir, refreshTokens: refreshTokenCount });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(): Promise<Side> {
  const name = `parley_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  try {
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    return await measure({ databaseUrl: url.toString(), refreshTokens: refreshTokenCount });
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

function table(sides: [string, Side][]) {
  const rows: [string, keyof Side][] = [
    ['POST /oauth/token (refresh_token)', 'refresh'],
    ['GET /account (bearer)', 'account'],
  ];
  const header = ['scenario', ...sides.flatMap(([name]) => [`${name} req/s`, `${name} p99 ms`])];
  const body = rows.map(([label, key]) => [
    label,
    ...sides.flatMap(([, side]) => [side[key].requestsPerSecond.toFixed(0), String(side[key].p99)]),
  ]);
  const lines = [header, header.map(() => '---'), ...body].map(
    (cells) => `| ${cells.join(' | ')} |`,
  );
  return lines.join('\n');
}

const sides: [string, Side][] = [];
console.log(`Parley auth benchmark: ${duration} s per scenario, ${connections} connections\n`);
sides.push(['PGlite', await onPglite()]);
if (postgresUrl !== 'skip') sides.push(['PostgreSQL', await onPostgres()]);

console.log(table(sides));
let failed = false;
for (const [name, side] of sides) {
  for (const [scenario, m] of Object.entries(side)) {
    console.log(
      `${name} ${scenario}: ${m.requests} requests, ${m.non2xx} non-2xx, ${m.errors} errors` +
        (m.note ? ` (${m.note})` : ''),
    );
    // A run of refusals measures nothing: say so and fail.
    if (m.non2xx > 0 || m.errors > 0) failed = true;
  }
}
if (failed) {
  console.error('\nSome requests failed: the figures above are not valid.');
  process.exitCode = 1;
}
