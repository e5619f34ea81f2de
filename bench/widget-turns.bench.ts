/**
 * Widget API turns under load: BENCH_SHOPPERS simulated shoppers at once (100), each negotiating
 * over loopback HTTP as the widget would (start a session, send messages until a deal or the
 * final offer, accept or leave, add to the basket, buy) and then starting over as a new shopper,
 * on the embedded database (PGlite) and on PostgreSQL. A turn is one widget API request; every
 * one is timed. Each database is measured flat out (each shopper sends as soon as it has
 * its answer: the most turns a second the server gives) and at BENCH_RATE turns a second offered
 * in all (the latency shoppers see at that rate). Target on PostgreSQL: at least 1,000 turns/s,
 * with p99 under 50 ms at 1,000 turns/s.
 *
 * Absolute figures move with the machine, so each database's runs begin with the machine's own
 * ceiling (ceiling.ts): a bare server writing one message-sized row a request through a pool of
 * the server's size, and a route doing nothing. Turns are then also measured paced at
 * BENCH_CEILING_SHARE (0.4) of that ceiling, and the relative target (issue 31) is: flat out at
 * least half the ceiling, p99 at most 50 ms at 40 % of it, no failures. The ceiling's requests are
 * read from the same CPU clocks as the turns, and a table sets a turn's CPU beside a request's:
 * the share of the ceiling turns of that cost can reach, and what a turn may cost for the target.
 *
 *   npm run bench:widget -w @parley/bench
 *
 * Settings: BENCH_DURATION (measured seconds per run, 15), BENCH_WARM_UP (seconds before each
 * run, not measured, 5), BENCH_SHOPPERS (100), BENCH_RATE (1000), BENCH_POSTGRES_URL
 * (postgres://postgres@127.0.0.1:5432/postgres: a fresh database is created on that server and
 * dropped afterwards; "skip" measures PGlite only), BENCH_PGLITE ("skip" measures PostgreSQL only),
 * BENCH_KEEP_DB (keep the PostgreSQL database, named in the output), BENCH_CEILING_SECONDS
 * (measured seconds of each ceiling route, 10), BENCH_CEILING_SHARE (0.4).
 */
import { measureCeiling, type Ceiling } from './widget-turns/ceiling';
import { onPglite, onPostgres, type BenchDatabase } from './widget-turns/databases';
import { measure, type Load } from './widget-turns/measure';
import { startServer } from './widget-turns/server-thread';
import {
  budgetTable,
  ceilingTable,
  cpuTable,
  failureCount,
  kindTable,
  overallTable,
  type Run,
} from './widget-turns/tables';

const seconds = Number(process.env.BENCH_DURATION ?? 15);
const warmUpSeconds = Number(process.env.BENCH_WARM_UP ?? 5);
const shoppers = Number(process.env.BENCH_SHOPPERS ?? 100);
const rate = Number(process.env.BENCH_RATE ?? 1000);
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const measurePglite = process.env.BENCH_PGLITE !== 'skip';
const ceilingSeconds = Number(process.env.BENCH_CEILING_SECONDS ?? 10);
const ceilingShare = Number(process.env.BENCH_CEILING_SHARE ?? 0.4);
const TARGET = { turnsPerSecond: 1000, p99Ms: 50, shareOfCeiling: 0.5 };

/** Flat out, at a share of the ceiling, and at the absolute rate, in that order. */
const loadsUnder = (ceiling: Ceiling): [string, Load][] => {
  const shareRate = Math.max(1, Math.round(ceiling.insertPerSecond * ceilingShare));
  return [
    ['flat out', { shoppers, rate: null, warmUpSeconds, seconds }],
    [
      `at ${(ceilingShare * 100).toFixed(0)}% of the ceiling (${shareRate}/s)`,
      { shoppers, rate: shareRate, warmUpSeconds, seconds },
    ],
    [`at ${rate}/s`, { shoppers, rate, warmUpSeconds, seconds }],
  ];
};

const ceilings = new Map<string, Ceiling>();

/** The machine's ceiling on the database, then every load on one server, one after the other. */
async function measureOn(name: string, database: BenchDatabase): Promise<Run[]> {
  const ceiling = await measureCeiling(database, ceilingSeconds);
  ceilings.set(name, ceiling);
  const server = await startServer(database.input);
  try {
    const runs: Run[] = [];
    for (const [load, settings] of loadsUnder(ceiling)) {
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

console.log(
  `${ceilingTable(runs, ceilings, TARGET)}\n\n${budgetTable(runs, ceilings, TARGET)}\n\n${overallTable(runs)}\n\n${cpuTable(runs)}\n\n${kindTable(runs)}\n`,
);
for (const { database, load, m } of runs) {
  const outcomes = [...m.log.outcomes].map(([outcome, n]) => `${outcome} ${n}`).join(', ');
  console.log(
    `${database} ${load}: load average (1 min) ${m.loadBefore.toFixed(2)} before, ${m.loadAfter.toFixed(2)} after; negotiations ended: ${outcomes || 'none'}`,
  );
  for (const [failure, n] of m.log.failures) console.log(`${database} ${load}: ${n} × ${failure}`);
}

const postgres = runs.filter((run) => run.database === 'PostgreSQL');
const [flatOut, , paced] = postgres;
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
