import autocannon, { type Result } from 'autocannon';
import { startServerThread } from '../server-thread';
import type { BenchDatabaseInput } from '../bench-server';
import type { CeilingReady } from './ceiling-worker';

export interface Ceiling {
  /** Requests a second of the route that writes one message-sized row. */
  insertPerSecond: number;
  insertP99Ms: number;
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

/** Warmed up, then measured for `seconds`; a run with any error or non-2xx measures nothing. */
async function requestsPerSecond(url: string, method: 'GET' | 'POST', seconds: number) {
  const options = { url, method, connections: CONNECTIONS } as const;
  await run({ ...options, duration: WARM_UP_SECONDS });
  const result = await run({ ...options, duration: seconds });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${method} ${url}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  }
  return { perSecond: result.requests.average, p99Ms: result.latency.p99 };
}

/** The bare server's two routes on `database`, measured one after the other for `seconds` each. */
export async function measureCeiling(
  database: BenchDatabaseInput,
  seconds: number,
): Promise<Ceiling> {
  const server = await startServerThread<CeilingReady>(
    new URL('./ceiling-worker.ts', import.meta.url),
    database,
  );
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const insert = await requestsPerSecond(`${base}/insert`, 'POST', seconds);
    const trivial = await requestsPerSecond(`${base}/trivial`, 'GET', seconds);
    return {
      insertPerSecond: insert.perSecond,
      insertP99Ms: insert.p99Ms,
      trivialPerSecond: trivial.perSecond,
    };
  } finally {
    await server.stop();
  }
}
