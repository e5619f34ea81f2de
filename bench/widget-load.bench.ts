/**
 * The widget load test (issue 27): LOAD_SHOPPERS simulated shoppers (100) at once for
 * LOAD_DURATION seconds (300) through the widget API of a real server process, each negotiating
 * whole parleys as a person would (think time before every call), while a flood of made-up keys
 * and bad requests runs beside them from other addresses. Targets: no error for any shopper, no
 * 5xx for the flood, the server's memory flat; p50/p95/p99 per call recorded.
 *
 * The server is the compiled one (apps/server/dist/main.js, as production starts it, one process)
 * with production settings and default request limits, behind a proxy that overwrites
 * X-Forwarded-For (TRUST_PROXY=true): the benchmark plays the proxy, each shopper with an address
 * of its own, the flood with others (widget-load/server.ts, shoppers.ts, flood-worker.ts).
 *
 *   npm run build -w @parley/server && npm run bench:load -w @parley/bench
 *
 * Settings: LOAD_SHOPPERS (100), LOAD_DURATION (seconds, 300), LOAD_FLOOD_RPS (flood requests a
 * second, 500; 0 for none), LOAD_THINK_SECONDS (a shopper's pause before each call, drawn evenly
 * from this range, "4-12"), LOAD_POSTGRES_URL (postgres://postgres@127.0.0.1:5432/postgres: a
 * fresh database is created there and dropped afterwards), BENCH_PGLITE=1 (the embedded database
 * instead), LOAD_REDIS_URL (shared limits in Redis, as a deployment of several processes has;
 * none by default), LOAD_SAMPLE_SECONDS (the server's memory reports, 10), LOAD_ANALYZE_AFTER
 * (seconds until the planner's statistics are gathered on PostgreSQL, as autovacuum would, 30).
 */
import { existsSync } from 'node:fs';
import { SERVER_MAIN } from './scale-out/server-processes';
import {
  allPassed,
  figuresOf,
  floodTable,
  memoryTable,
  shopperTable,
  summaryTable,
  targetTable,
  windowTable,
} from './widget-load/report';
import { runLoad } from './widget-load/run';
import { withLoadServer } from './widget-load/server';

const shoppers = Number(process.env.LOAD_SHOPPERS ?? 100);
const seconds = Number(process.env.LOAD_DURATION ?? 300);
const floodPerSecond = Number(process.env.LOAD_FLOOD_RPS ?? 500);
const [thinkLow, thinkHigh] = (process.env.LOAD_THINK_SECONDS ?? '4-12').split('-').map(Number);
const pglite = Boolean(process.env.BENCH_PGLITE);
const postgresUrl = process.env.LOAD_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const sampleSeconds = Number(process.env.LOAD_SAMPLE_SECONDS ?? 10);
const analyzeAfterSeconds = Number(process.env.LOAD_ANALYZE_AFTER ?? 30);

if (!existsSync(SERVER_MAIN)) {
  throw new Error(`${SERVER_MAIN} is missing: npm run build -w @parley/server`);
}
if (!(thinkLow !== undefined && thinkHigh !== undefined && thinkLow <= thinkHigh)) {
  throw new Error(
    `LOAD_THINK_SECONDS must be a range such as 4-12: ${process.env.LOAD_THINK_SECONDS}`,
  );
}

const database = pglite ? 'PGlite' : 'PostgreSQL';
console.log(
  `Parley widget load: ${shoppers} shoppers (think ${thinkLow}–${thinkHigh} s before each call) and a flood of ${floodPerSecond}/s for ${seconds} s, one server process on ${database}, Node ${process.version}\n`,
);

const result = await withLoadServer(
  {
    postgresUrl: pglite ? null : postgresUrl,
    redisUrl: process.env.LOAD_REDIS_URL,
    memoryEveryMs: sampleSeconds * 1000,
  },
  async (server) => ({
    run: await runLoad(server, {
      seconds,
      shoppers: { count: shoppers, thinkMs: [thinkLow * 1000, thinkHigh * 1000] },
      floodPerSecond,
      analyzeAfterSeconds,
    }),
    serverLog: server.log.lines,
  }),
);

const { run } = result;
const figures = figuresOf(run);
const perKeyPerMinute = figures.turnsPerSecond * 60;
console.log(`
${summaryTable(run, figures, `${shoppers} shoppers + ${floodPerSecond}/s flood, ${seconds} s, ${database}`)}

## Shoppers' calls

${shopperTable(run)}

The store's key carried ${perKeyPerMinute.toFixed(0)} shopper calls a minute (WIDGET_RATE_LIMIT_PER_KEY defaults to 1,200).
Negotiations ended: ${[...run.log.outcomes].map(([outcome, n]) => `${outcome} ${n}`).join(', ') || 'none'}.

## Flood (${figures.floodAnswered} answered${figures.floodNotSent ? `, ${figures.floodNotSent} not sent: 512 were already waiting for answers` : ''}, ${(figures.floodAnswered / run.log.seconds).toFixed(0)}/s)

${floodTable(run)}

## Server memory (the process's own reports every ${sampleSeconds} s)

${windowTable(figures.windows)}

${memoryTable(run.memory, run.startedAt, run.endedAt)}

## Targets

${targetTable(figures)}

The server process used ${run.serverCpuSeconds.toFixed(1)} CPU seconds in ${run.log.seconds.toFixed(0)} s (${(run.serverCpuSeconds / run.log.seconds).toFixed(2)} cores on average).
uptime before: ${run.uptime.before}
uptime after:  ${run.uptime.after}`);
for (const [failure, n] of run.log.failures) console.log(`shopper error: ${n} × ${failure}`);
for (const [line, n] of result.serverLog) console.log(`server log: ${n} × ${line}`);

if (!allPassed(figures)) {
  console.error('\nA target was missed: see the targets above.');
  process.exitCode = 1;
}
