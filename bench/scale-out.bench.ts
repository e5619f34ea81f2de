/**
 * Scale out: several server processes on one database. BENCH_PROCESSES separate server processes
 * (the compiled apps/server/dist/main.js, WEB_CONCURRENCY=1 each, on ports of their own, as
 * separate machines would be) behind nginx, on one fresh PostgreSQL database and Redis (the shared
 * request limits), loaded by the widget-turns shoppers (widget-turns/shoppers.ts: BENCH_SHOPPERS
 * simulated shoppers negotiating over HTTP as the widget would) through nginx. For each process
 * count: turns a second flat out and the ratio to one process; p50/p99 at BENCH_RATE turns a
 * second offered; and where the CPU went (the server processes, PostgreSQL's processes, nginx, the
 * shoppers, the rest of the machine), which on a 2-core machine says where the bound is.
 *
 * Then the kill test: 2 processes at BENCH_KILL_RATE, one SIGKILLed halfway through the measured
 * seconds; the failed requests classified (in flight when it died, or sent after), and every
 * write the server acknowledged (2xx) looked for in the database afterwards: "lost acknowledged
 * writes" must be 0 (scale-out/lost-writes.ts; the throughput runs are checked the same way).
 *
 *   npm run build -w @parley/server && npm run bench:scale-out -w @parley/bench
 *
 * Needs /usr/sbin/nginx (apt-get install -y nginx), PostgreSQL and Redis. Settings:
 * BENCH_DURATION (measured seconds per run, 15), BENCH_WARM_UP (5), BENCH_SHOPPERS (100),
 * BENCH_RATE (600), BENCH_KILL_RATE (BENCH_RATE / 2), BENCH_PROCESSES ("1,2,4"),
 * BENCH_POSTGRES_URL (postgres://postgres@127.0.0.1:5432/postgres: a fresh database per part,
 * dropped afterwards), BENCH_REDIS_URL (redis://127.0.0.1:6379).
 */
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { killReport, killTest } from './scale-out/kill-test';
import { measure, type Load } from './scale-out/measure';
import { NGINX } from './scale-out/nginx';
import {
  boundLine,
  countedLines,
  cpuTable,
  failureCount,
  lostLine,
  throughputTable,
  type ScaleRun,
} from './scale-out/report';
import { SERVER_MAIN } from './scale-out/server-processes';
import { withStack, type StackResult } from './scale-out/stack';

const seconds = Number(process.env.BENCH_DURATION ?? 15);
const warmUpSeconds = Number(process.env.BENCH_WARM_UP ?? 5);
const shoppers = Number(process.env.BENCH_SHOPPERS ?? 100);
const rate = Number(process.env.BENCH_RATE ?? 600);
const killRate = Number(process.env.BENCH_KILL_RATE ?? Math.round(rate / 2));
const processCounts = (process.env.BENCH_PROCESSES ?? '1,2,4').split(',').map(Number);
const settings = {
  postgresUrl: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  redisUrl: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
};

for (const [needed, how] of [
  [NGINX, 'apt-get install -y nginx'],
  [SERVER_MAIN, 'npm run build -w @parley/server'],
]) {
  if (!existsSync(needed ?? '')) throw new Error(`${needed} is missing: ${how}`);
}
if (processCounts.some((count) => !Number.isInteger(count) || count < 1)) {
  throw new Error(`BENCH_PROCESSES must list process counts: ${process.env.BENCH_PROCESSES}`);
}

const flatOut: Load = { shoppers, rate: null, warmUpSeconds, seconds };
const paced: Load = { shoppers, rate, warmUpSeconds, seconds };
const plural = (processes: number) => `${processes} process${processes === 1 ? '' : 'es'}`;
const began = performance.now();
const elapsed = () => `${((performance.now() - began) / 1000).toFixed(0)} s`;
const logLines = (label: string, result: StackResult<unknown>) => [
  `${label}: server processes' log at warn and above:`,
  ...countedLines(result.serverLog),
  `${label}: nginx error log:`,
  ...countedLines(result.nginxLog),
];

console.log(
  `Parley scale-out: ${processCounts.join(', ')} server processes behind nginx on one PostgreSQL database, ${shoppers} shoppers, ${warmUpSeconds} s warm-up and ${seconds} s measured per run, Node ${process.version}\n`,
);

const runs: ScaleRun[] = [];
const logs: string[] = [];
for (const processes of processCounts) {
  const result = await withStack(processes, settings, async (stack) => {
    const target = { ...stack, port: stack.nginx.port };
    return { flatOut: await measure(target, flatOut), paced: await measure(target, paced) };
  });
  const { lost, serverLog, nginxLog } = result;
  runs.push({ processes, ...result.value, lost, serverLog, nginxLog });
  logs.push(...logLines(plural(processes), result));
  console.log(
    `… ${plural(processes)}: ${result.value.flatOut.turnsPerSecond.toFixed(0)} turns/s flat out, p99 ${result.value.paced.all.p99.toFixed(1)} ms at ${rate}/s (${elapsed()})`,
  );
}

const kill = await withStack(2, settings, (stack) =>
  killTest(stack, { shoppers, rate: killRate, warmUpSeconds, seconds }),
);
logs.push(...logLines('kill test', kill));
console.log(`… kill test (${elapsed()})\n`);

console.log(`## Throughput and latency\n\n${throughputTable(runs, rate)}\n`);
console.log(`## Where the CPU went (cores used on average)\n\n${cpuTable(runs, rate)}\n`);
for (const run of runs) console.log(boundLine(run));
for (const { processes, paced: m } of runs) {
  if (m.turnsPerSecond < rate * 0.95) {
    console.log(
      `${plural(processes)}: ${rate}/s offered is more than they carried (${m.turnsPerSecond.toFixed(0)}/s): the latency at that rate is the shoppers' queue, not a turn's.`,
    );
  }
}
for (const run of runs) {
  for (const m of [run.flatOut, run.paced]) {
    for (const [failure, n] of m.log.failures) {
      console.log(`${plural(run.processes)}: ${n} × ${failure.slice(0, 160)}`);
    }
  }
}

console.log(`\n## Kill test\n\n${killReport(kill.value, kill.lost, killRate).join('\n')}`);
console.log(
  "nginx passes a request on to the other process (proxy_next_upstream error timeout http_502) only while it has not been sent: a refused connection goes to the survivor, but a POST already written to the killed process (in flight, or written on a kept-alive connection the kernel then reset) is answered 502. That is right: a POST is not idempotent, the process may have written before it died, and only `non_idempotent` would let nginx send it again, possibly writing twice. The widget's Idempotency-Key is what makes a retry from the browser safe.",
);
console.log(`${lostLine(kill.lost)}\n`);
for (const run of runs) console.log(`${plural(run.processes)}: ${lostLine(run.lost)}`);
console.log(`\n${logs.join('\n')}\n\nWhole run: ${elapsed()}`);

const throughputFailures = runs.some(
  (run) => failureCount(run.flatOut) + failureCount(run.paced) > 0,
);
if (throughputFailures || kill.lost.total > 0 || runs.some((run) => run.lost.total > 0)) {
  // A run of refusals measures nothing; an acknowledged write missing is the bug this looks for.
  console.error('\nFailed requests in a throughput run, or lost acknowledged writes: see above.');
  process.exitCode = 1;
}
