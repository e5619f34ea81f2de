import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  cpuSpent,
  ownThreadId,
  processesCpuMs,
  threadCpuMs,
  type CpuPerRequest,
} from './cpu-clock';
import type { BenchDatabase } from './databases';
import { LatencyLog, summarise, type LatencySummary } from './latency-log';
import type { RunningServer } from './server-thread';
import { runShoppers } from './shoppers';
import { WidgetClient } from './widget-client';

export interface Load {
  shoppers: number;
  /** Turns a second all shoppers together offer, or null: each sends as soon as answered. */
  rate: number | null;
  warmUpSeconds: number;
  seconds: number;
}

export interface Measurement {
  turnsPerSecond: number;
  all: LatencySummary;
  log: LatencyLog;
  /** Share of the measured time each thread's event loop was busy. */
  serverBusy: number;
  shoppersBusy: number;
  /** CPU milliseconds per turn; the client is the shoppers' thread. */
  cpu: CpuPerRequest;
  loadBefore: number;
  loadAfter: number;
}

const shoppersThread = ownThreadId();

const SETTLE_AFTER_ANALYZE_MS = 3000;

/**
 * The shoppers against the running server: a warm-up, the database's statistics gathered, then
 * `seconds` during which every turn is timed and the threads' and database's CPU clocks are read
 * at both ends.
 */
export async function measure(
  server: RunningServer,
  { processes: databaseProcesses, analyze }: BenchDatabase,
  load: Load,
): Promise<Measurement> {
  const log = new LatencyLog();
  const client = new WidgetClient(server.port, server.apiKey, load.shoppers, log);
  const intervalMs = load.rate === null ? 0 : (load.shoppers * 1000) / load.rate;
  try {
    const running = runShoppers(client, log, load.shoppers, intervalMs);
    await sleep(load.warmUpSeconds * 1000);
    await analyze();
    // The ANALYZE replaces every connection's plans while the shoppers run: turns stall behind
    // it for up to a second, and the paced shoppers' backlog follows. That is the benchmark's
    // stand-in for autovacuum catching up once, not the steady state measured here.
    await sleep(SETTLE_AFTER_ANALYZE_MS);
    const loadBefore = loadavg()[0] ?? NaN;
    const database = await databaseProcesses();
    const cpuStart = {
      server: threadCpuMs(server.threadId),
      database: processesCpuMs(database),
      shoppers: threadCpuMs(shoppersThread),
    };
    const serverStart = server.busy();
    const shoppersStart = performance.eventLoopUtilization();
    log.start(performance.now());
    await sleep(load.seconds * 1000);
    log.stop(performance.now());
    const serverBusy = server.busy(serverStart).utilization;
    const shoppersBusy = performance.eventLoopUtilization(shoppersStart).utilization;
    const spent = {
      server: threadCpuMs(server.threadId) - cpuStart.server,
      database: cpuSpent(cpuStart.database, processesCpuMs(database)),
      shoppers: threadCpuMs(shoppersThread) - cpuStart.shoppers,
    };
    client.stop();
    await running;
    const all = summarise(log.all());
    return {
      turnsPerSecond: all.count / log.seconds,
      all,
      log,
      serverBusy,
      shoppersBusy,
      cpu: {
        server: spent.server / all.count,
        database: spent.database / all.count,
        client: spent.shoppers / all.count,
      },
      loadBefore,
      loadAfter: loadavg()[0] ?? NaN,
    };
  } finally {
    client.close();
  }
}
