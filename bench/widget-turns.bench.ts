/**
 * Widget API turns under load: BENCH_SHOPPERS simulated shoppers at once (100), each negotiating
 * over loopback HTTP as the widget would (start a session, send messages until a deal or the
 * final offer, accept or leave, add to the basket, buy) and then starting over as a new shopper,
 * on the embedded database (PGlite) and on PostgreSQL, side by side. A turn is one widget API
 * request; every one is timed. Target on PostgreSQL: at least 1,000 turns/s with p99 under 50 ms.
 *
 *   npm run bench:widget -w @parley/bench
 *
 * Settings: BENCH_DURATION (measured seconds per database, 15), BENCH_WARM_UP (seconds, not
 * measured, 5), BENCH_SHOPPERS (100), BENCH_POSTGRES_URL
 * (postgres://postgres@127.0.0.1:5432/postgres: a fresh database is created on that server and
 * dropped afterwards; "skip" measures PGlite only).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { LatencyLog, TURN_KINDS, summarise, type LatencySummary } from './widget-turns/latency-log';
import type { ServerReady, WorkerInput } from './widget-turns/server-worker';
import { runShoppers } from './widget-turns/shoppers';
import { WidgetClient } from './widget-turns/widget-client';

const duration = Number(process.env.BENCH_DURATION ?? 15);
const warmUp = Number(process.env.BENCH_WARM_UP ?? 5);
const shoppers = Number(process.env.BENCH_SHOPPERS ?? 100);
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGET = { turnsPerSecond: 1000, p99Ms: 50 };

interface Measurement {
  turnsPerSecond: number;
  all: LatencySummary;
  log: LatencyLog;
  /** Share of the measured time each thread's event loop was busy. */
  serverBusy: number;
  shoppersBusy: number;
  loadBefore: number;
  loadAfter: number;
}

async function startServer(input: WorkerInput) {
  // Worker threads do not inherit tsx's loader (Node 20): the worker loads its TypeScript
  // through tsx's API instead.
  const entry = new URL('./widget-turns/server-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(import.meta.url)}))`;
  const worker = new Worker(boot, { eval: true, workerData: input });
  const ready = await new Promise<ServerReady>((resolve, reject) => {
    worker.once('message', (message: ServerReady) => resolve(message));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the server worker exited (${code})`)));
  });
  return {
    ...ready,
    busy: (since?: EventLoopUtilization) => worker.performance.eventLoopUtilization(since),
    async stop() {
      const closed = new Promise<void>((resolve) => worker.once('message', () => resolve()));
      worker.postMessage('close');
      await closed;
      await worker.terminate();
    },
  };
}

async function measure(input: WorkerInput): Promise<Measurement> {
  const server = await startServer(input);
  const log = new LatencyLog();
  const client = new WidgetClient(server.port, server.apiKey, shoppers, log);
  try {
    const running = runShoppers(client, log, shoppers);
    await sleep(warmUp * 1000);
    const loadBefore = loadavg()[0] ?? NaN;
    const serverStart = server.busy();
    const shoppersStart = performance.eventLoopUtilization();
    log.start(performance.now());
    await sleep(duration * 1000);
    log.stop(performance.now());
    const serverBusy = server.busy(serverStart).utilization;
    const shoppersBusy = performance.eventLoopUtilization(shoppersStart).utilization;
    client.stop();
    await running;
    const all = summarise(log.all());
    return {
      turnsPerSecond: all.count / log.seconds,
      all,
      log,
      serverBusy,
      shoppersBusy,
      loadBefore,
      loadAfter: loadavg()[0] ?? NaN,
    };
  } finally {
    client.close();
    await server.stop();
  }
}

async function onPglite(): Promise<Measurement> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-bench-'));
  try {
    return await measure({ dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(): Promise<Measurement> {
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
    return await measure({ databaseUrl: url.toString() });
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');
const percent = (value: number) => `${(value * 100).toFixed(0)}%`;
const markdown = (rows: string[][]) => rows.map((cells) => `| ${cells.join(' | ')} |`).join('\n');

function overallTable(sides: [string, Measurement][]) {
  const header = [
    'database',
    'turns/s',
    'p50 ms',
    'p99 ms',
    'max ms',
    'turns',
    'failures',
    'server thread busy',
    'shoppers thread busy',
  ];
  const body = sides.map(([name, m]) => [
    name,
    m.turnsPerSecond.toFixed(0),
    ms(m.all.p50),
    ms(m.all.p99),
    ms(m.all.max),
    String(m.all.count),
    String([...m.log.failures.values()].reduce((sum, n) => sum + n, 0)),
    percent(m.serverBusy),
    percent(m.shoppersBusy),
  ]);
  return markdown([header, header.map(() => '---'), ...body]);
}

function kindTable(sides: [string, Measurement][]) {
  const header = [
    'turn',
    ...sides.flatMap(([name]) => [`${name} share`, `${name} p50 ms`, `${name} p99 ms`]),
  ];
  const body = TURN_KINDS.map((kind) => [
    kind,
    ...sides.flatMap(([, m]) => {
      const latencies = summarise(m.log.latencies.get(kind) ?? []);
      return [percent(latencies.count / m.all.count), ms(latencies.p50), ms(latencies.p99)];
    }),
  ]);
  return markdown([header, header.map(() => '---'), ...body]);
}

const sides: [string, Measurement][] = [];
console.log(
  `Parley widget turns: ${shoppers} shoppers, ${warmUp} s warm-up, ${duration} s measured per database, Node ${process.version}\n`,
);
sides.push(['PGlite', await onPglite()]);
if (postgresUrl !== 'skip') sides.push(['PostgreSQL', await onPostgres()]);

console.log(`${overallTable(sides)}\n\n${kindTable(sides)}\n`);
let failed = false;
for (const [name, m] of sides) {
  const outcomes = [...m.log.outcomes].map(([outcome, n]) => `${outcome} ${n}`).join(', ');
  console.log(`${name}: negotiations ended while measured: ${outcomes || 'none'}`);
  console.log(
    `${name}: load average (1 min) ${m.loadBefore.toFixed(2)} before, ${m.loadAfter.toFixed(2)} after`,
  );
  for (const [failure, n] of m.log.failures) {
    console.log(`${name}: ${n} × ${failure}`);
    failed = true;
  }
}
const postgres = sides.find(([name]) => name === 'PostgreSQL')?.[1];
if (postgres) {
  const met = postgres.turnsPerSecond >= TARGET.turnsPerSecond && postgres.all.p99 < TARGET.p99Ms;
  console.log(
    `\nTarget on PostgreSQL (≥ ${TARGET.turnsPerSecond} turns/s, p99 < ${TARGET.p99Ms} ms): ${met ? 'met' : 'missed'}`,
  );
}
if (failed) {
  // A run of refusals measures nothing: say so and fail.
  console.error('\nSome requests failed: the figures above are not valid.');
  process.exitCode = 1;
}
