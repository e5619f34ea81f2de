import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BenchDatabase } from '../widget-turns/databases';
import { LatencyLog, summarise, type LatencySummary } from '../widget-turns/latency-log';
import { runShoppers } from '../widget-turns/shoppers';
import { CpuMeter, type CpuSpent } from './cpu';
import { BookedClient, type WriteBook } from './write-book';

export interface Load {
  shoppers: number;
  /** Turns a second all shoppers together offer, or null: each sends as soon as answered. */
  rate: number | null;
  warmUpSeconds: number;
  seconds: number;
}

/** What a run goes through: the balancer's port, the store's key, and what is read around it. */
export interface Target {
  port: number;
  apiKey: string;
  database: BenchDatabase;
  meter: CpuMeter;
  book: WriteBook;
}

export interface Measurement {
  turnsPerSecond: number;
  all: LatencySummary;
  log: LatencyLog;
  /** performance.now() at the start and end of the measured seconds. */
  window: { start: number; end: number };
  cpu: CpuSpent;
  loadBefore: number;
  loadAfter: number;
}

/** As in widget-turns/measure.ts: turns stall for a moment after ANALYZE replaces the plans. */
const SETTLE_AFTER_ANALYZE_MS = 3000;

/**
 * widget-turns/measure.ts through a balancer: the same shoppers, warm-up, ANALYZE and settling,
 * but the server is N processes behind nginx rather than a thread of this process, so CPU is read
 * per process (cpu.ts) and every acknowledged write is booked for the check afterwards.
 * `midway`, if given, runs halfway through the measured seconds (the kill test's SIGKILL).
 */
export async function measure(
  target: Target,
  load: Load,
  midway?: () => Promise<void>,
): Promise<Measurement> {
  const log = new LatencyLog();
  const client = new BookedClient(target.port, target.apiKey, load.shoppers, log, target.book);
  const intervalMs = load.rate === null ? 0 : (load.shoppers * 1000) / load.rate;
  const outcome: { error: Error | null } = { error: null };
  const running = runShoppers(client, log, load.shoppers, intervalMs).catch((error: unknown) => {
    outcome.error = error instanceof Error ? error : new Error(String(error));
  });
  let measured: Measurement;
  try {
    measured = await timed(target, load, log, midway);
  } finally {
    // The calls in flight finish (answered or failed) before the book is read.
    client.stop();
    await running;
    client.close();
  }
  if (outcome.error !== null) throw outcome.error;
  return measured;
}

async function timed(
  target: Target,
  load: Load,
  log: LatencyLog,
  midway?: () => Promise<void>,
): Promise<Measurement> {
  await sleep(load.warmUpSeconds * 1000);
  await target.database.analyze();
  await sleep(SETTLE_AFTER_ANALYZE_MS);
  const loadBefore = loadavg()[0] ?? NaN;
  const cpuStart = await target.meter.read();
  const start = performance.now();
  log.start(start);
  if (midway) {
    await sleep(load.seconds * 500);
    await midway();
  }
  await sleep(Math.max(0, start + load.seconds * 1000 - performance.now()));
  const end = performance.now();
  log.stop(end);
  const cpu = CpuMeter.spent(cpuStart, await target.meter.read());
  const all = summarise(log.all());
  return {
    turnsPerSecond: all.count / log.seconds,
    all,
    log,
    window: { start, end },
    cpu,
    loadBefore,
    loadAfter: loadavg()[0] ?? NaN,
  };
}
