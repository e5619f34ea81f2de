import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { startServerThread } from '../server-thread';
import { processCpuMs } from '../widget-turns/cpu-clock';
import { LatencyLog } from '../widget-turns/latency-log';
import { floodCounts, slotsOf, NOT_SENT } from './flood-counts';
import { floodKinds } from './flood-requests';
import type { FloodInput } from './flood-worker';
import { readMemorySamples, type MemorySample } from './memory';
import type { LoadServer } from './server';
import { startShoppers, type ShopperSettings } from './shoppers';

export interface LoadSettings {
  seconds: number;
  shoppers: ShopperSettings;
  floodPerSecond: number;
  /** PostgreSQL: seconds in before the planner's statistics are gathered, as autovacuum would. */
  analyzeAfterSeconds: number;
}

export interface LoadResult {
  log: LatencyLog;
  /** The flood's answers by kind and slot (flood-counts.ts). */
  flood: { name: string; expected: readonly number[]; slots: [number, number][] }[];
  memory: MemorySample[];
  startedAt: number;
  endedAt: number;
  load: { before: number[]; after: number[] };
  /** CPU seconds the server process spent during the run (every thread). */
  serverCpuSeconds: number;
  uptime: { before: string; after: string };
}

const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
const PROGRESS_EVERY_MS = 10_000;

/** The flood's thread, or none at a rate of 0. */
async function startFlood(server: LoadServer, perSecond: number, counts: SharedArrayBuffer) {
  if (perSecond <= 0) return { stop: () => Promise.resolve() };
  const input: FloodInput = {
    port: server.port,
    origin: server.origin,
    requestsPerSecond: perSecond,
    counts,
  };
  return startServerThread(new URL('./flood-worker.ts', import.meta.url), input);
}

/**
 * The shoppers and the flood together against the server for `seconds`, with a line of progress
 * every 10 s; every shopper call is timed from the first second, and the server reports its own
 * memory all along.
 */
export async function runLoad(server: LoadServer, settings: LoadSettings): Promise<LoadResult> {
  const kinds = floodKinds(server.origin);
  const counts = floodCounts(kinds.length);
  const countsView = new Int32Array(counts);
  const log = new LatencyLog();
  const before = { load: loadavg(), uptime: uptime() };
  const flood = await startFlood(server, settings.floodPerSecond, counts);
  const shoppers = startShoppers(server, log, settings.shoppers);
  const startedAt = Date.now();
  const cpuBefore = processCpuMs(server.pid);
  log.start(performance.now());
  const floodSent = () =>
    kinds.reduce(
      (sum, _kind, index) =>
        sum +
        slotsOf(countsView, index)
          .filter(([slot]) => slot !== NOT_SENT)
          .reduce((kindSum, [, n]) => kindSum + n, 0),
      0,
    );
  const progress = setInterval(() => {
    const latest = readMemorySamples(server.memoryFile).at(-1);
    const failures = [...log.failures.values()].reduce((sum, n) => sum + n, 0);
    console.log(
      `… ${((Date.now() - startedAt) / 1000).toFixed(0)} s: shoppers ${log.all().length} calls, ${failures} errors; flood ${floodSent()} answered; server RSS ${latest ? (latest.rss / 2 ** 20).toFixed(0) : '?'} MB; load ${loadavg()[0]?.toFixed(2)}`,
    );
  }, PROGRESS_EVERY_MS);
  try {
    if (settings.analyzeAfterSeconds < settings.seconds) {
      await sleep(settings.analyzeAfterSeconds * 1000);
      await server.database.analyze();
      await sleep((settings.seconds - settings.analyzeAfterSeconds) * 1000);
    } else {
      await sleep(settings.seconds * 1000);
    }
  } finally {
    clearInterval(progress);
    // The shoppers' calls in flight are answered and timed before the log closes.
    await Promise.all([flood.stop(), shoppers.stop()]);
    log.stop(performance.now());
  }
  const endedAt = Date.now();
  const serverCpuSeconds = (processCpuMs(server.pid) - cpuBefore) / 1000;
  return {
    log,
    flood: kinds.map((kind, index) => ({
      name: kind.name,
      expected: kind.expected,
      slots: slotsOf(countsView, index),
    })),
    memory: readMemorySamples(server.memoryFile),
    startedAt,
    endedAt,
    load: { before: before.load, after: loadavg() },
    serverCpuSeconds,
    uptime: { before: before.uptime, after: uptime() },
  };
}
