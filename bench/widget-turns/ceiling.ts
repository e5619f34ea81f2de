import autocannon, { type Result } from 'autocannon';
import { startServerThread } from '../server-thread';
import {
  cpuSpent,
  ownThreadId,
  processesCpuMs,
  threadCpuMs,
  type CpuPerRequest,
} from './cpu-clock';
import type { CeilingReady } from './ceiling-worker';
import type { BenchDatabase } from './databases';

export interface Ceiling {
  /** Requests a second of the route that writes one message-sized row. */
  insertPerSecond: number;
  insertP99Ms: number;
  /**
   * What one of those requests costs the machine, read from the same clocks as the turns': a
   * turn may cost at most 1 ÷ share of it for the turns to reach that share of the ceiling.
   */
  insertCpu: CpuPerRequest;
  /** Requests a second of the route that does nothing: the HTTP stack's own ceiling. */
  trivialPerSecond: number;
}

/** As many connections as the widget benchmark has shoppers, as issue 31 measured it. */
const CONNECTIONS = 100;
const WARM_UP_SECONDS = 2;

const run = (options: autocannon.Options) =>
  new Promise<Result>((resolve, reject) => {
    autocannon(options, (error: Error | null, result: Result) =>
      error ? reject(error) : resolve(result),
    );
  });

/** autocannon drives the requests from this thread. */
const clientThread = ownThreadId();

/**
 * Warmed up, then measured for `seconds`, with the CPU the server's thread, the database's
 * processes and this thread spent a request; a run with any error or non-2xx measures nothing.
 */
async function requestsPerSecond(
  url: string,
  method: 'GET' | 'POST',
  seconds: number,
  clocks: { serverThread: number | null; database: BenchDatabase['processes'] },
) {
  const options = { url, method, connections: CONNECTIONS } as const;
  await run({ ...options, duration: WARM_UP_SECONDS });
  const processes = await clocks.database();
  const start = {
    server: threadCpuMs(clocks.serverThread),
    database: processesCpuMs(processes),
    client: threadCpuMs(clientThread),
  };
  const result = await run({ ...options, duration: seconds });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${method} ${url}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  }
  const requests = result.requests.total;
  return {
    perSecond: result.requests.average,
    p99Ms: result.latency.p99,
    cpu: {
      server: (threadCpuMs(clocks.serverThread) - start.server) / requests,
      database: cpuSpent(start.database, processesCpuMs(processes)) / requests,
      client: (threadCpuMs(clientThread) - start.client) / requests,
    },
  };
}

/** The bare server's two routes on `database`, measured one after the other for `seconds` each. */
export async function measureCeiling(database: BenchDatabase, seconds: number): Promise<Ceiling> {
  const server = await startServerThread<CeilingReady>(
    new URL('./ceiling-worker.ts', import.meta.url),
    database.input,
  );
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const clocks = { serverThread: server.threadId, database: database.processes };
    const insert = await requestsPerSecond(`${base}/insert`, 'POST', seconds, clocks);
    const trivial = await requestsPerSecond(`${base}/trivial`, 'GET', seconds, clocks);
    return {
      insertPerSecond: insert.perSecond,
      insertP99Ms: insert.p99Ms,
      insertCpu: insert.cpu,
      trivialPerSecond: trivial.perSecond,
    };
  } finally {
    await server.stop();
  }
}
