/**
 * Widget API turns under load: BENCH_SHOPPERS simulated shoppers at once (100), each negotiating
 * over loopback HTTP as the widget would (start a session, send messages until a deal or the
 * final offer, accept or leave, add to the basket, buy) and then starting over as a new shopper,
 * on the embedded database (PGlite) and on PostgreSQL. A turn is one widget API request; every
 * one is timed. Each database is measured twice: flat out (each shopper sends as soon as it has
 * its answer: the most turns a second the server gives) and at BENCH_RATE turns a second offered
 * in all (the latency shoppers see at that rate). Target on PostgreSQL: at least 1,000 turns/s,
 * with p99 under 50 ms at 1,000 turns/s.
 *
 *   npm run bench:widget -w @parley/bench
 *
 * Settings: BENCH_DURATION (measured seconds per run, 15), BENCH_WARM_UP (seconds before each
 * run, not measured, 5), BENCH_SHOPPERS (100), BENCH_RATE (1000), BENCH_POSTGRES_URL
 * (postgres://postgres@127.0.0.1:5432/postgres: a fresh database is created on that server and
 * dropped afterwards; "skip" measures PGlite only), BENCH_PGLITE ("skip" measures PostgreSQL only),
 * BENCH_KEEP_DB (keep the PostgreSQL database, named in the output).
 */
import { onPglite, onPostgres, type BenchDatabase } from './widget-turns/databases';
import { measure, type Load } from './widget-turns/measure';
import { startServer } from './widget-turns/server-thread';
import { cpuTable, failureCount, kindTable, overallTable, type Run } from './widget-turns/tables';

const seconds = Number(process.env.BENCH_DURATION ?? 15);
const warmUpSeconds = Number(process.env.BENCH_WARM_UP ?? 5);
const shoppers = Number(process.env.BENCH_SHOPPERS ?? 100);
const rate = Number(process.env.BENCH_RATE ?? 1000);
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const measurePglite = process.env.BENCH_PGLITE !== 'skip';
const TARGET = { turnsPerSecond: 1000, p99Ms: 50 };

const loads: [string, Load][] = [
  ['flat out', { shoppers, rate: null, warmUpSeconds, seconds }],
  [`at ${rate}/s`, { shoppers, rate, warmUpSeconds, seconds }],
];

/** Both loads on one server and database, one after the other. */
async function measureOn(name: string, database: BenchDatabase): Promise<Run[]> {
  const server = await startServer(database.input);
  try {
    const runs: Run[] = [];
    for (const [load, settings] of loads) {
      runs.push({ database: name, load, m: await measure(server, database, settings) });
    }
    return runs;
  } finally {
    await server.stop();
  }
}

console.log(
  `Parley widget turns: ${shoppers} shoppers, ${warmUpSeconds} s warm-up and ${seconds} s measured per run, Node ${process.version}\n`,
);
const runs = measurePglite ? await onPglite((database) => measureOn('PGlite', database)) : [];
if (postgresUrl !== 'skip') {
  runs.push(...(await onPostgres(postgresUrl, (database) => measureOn('PostgreSQL', database))));
}

console.log(`${overallTable(runs)}\n\n${cpuTable(runs)}\n\n${kindTable(runs)}\n`);
for (const { database, load, m } of runs) {
  const outcomes = [...m.log.outcomes].map(([outcome, n]) => `${outcome} ${n}`).join(', ');
  console.log(
    `${database} ${load}: load average (1 min) ${m.loadBefore.toFixed(2)} before, ${m.loadAfter.toFixed(2)} after; negotiations ended: ${outcomes || 'none'}`,
  );
  for (const [failure, n] of m.log.failures) console.log(`${database} ${load}: ${n} × ${failure}`);
}

const postgres = runs.filter((run) => run.database === 'PostgreSQL');
const [flatOut, paced] = postgres;
if (flatOut && paced) {
  const met =
    flatOut.m.turnsPerSecond >= TARGET.turnsPerSecond &&
    paced.m.turnsPerSecond >= TARGET.turnsPerSecond * 0.98 &&
    paced.m.all.p99 < TARGET.p99Ms;
  console.log(
    `\nTarget on PostgreSQL (≥ ${TARGET.turnsPerSecond} turns/s flat out; p99 < ${TARGET.p99Ms} ms at ${rate}/s): ${met ? 'met' : 'missed'}`,
  );
}
if (runs.some(({ m }) => failureCount(m) > 0)) {
  // A run of refusals measures nothing: say so and fail.
  console.error('\nSome requests failed: the figures above are not valid.');
  process.exitCode = 1;
}
