import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { API_BASE_PATH, WIDGET_API_PATH } from '@parley/contract';
import type { LatencyLog, TurnKind } from './latency-log';

/** The run is over: the shopper stops before sending anything more. */
export class Stopped extends Error {}

/** A non-2xx answer, or no answer at all. */
export class Refused extends Error {}

/**
 * No request may hang the run: a turn slower than this is a failure. Beyond the server's own
 * request timeout (30 s), so that a slow answer is measured rather than dropped.
 */
const REQUEST_TIMEOUT_MS = 35_000;

/**
 * The widget API over loopback HTTP, as a store's page calls it: the store's key in X-Api-Key and
 * a fresh Idempotency-Key on every write. One keep-alive socket per shopper (node:http's own
 * agent: no client library to install, and less work per request than fetch), each request timed
 * from before it is written until its body has been read.
 */
export class WidgetClient {
  private readonly agent: Agent;
  private stopped = false;

  constructor(
    private readonly port: number,
    private readonly apiKey: string,
    connections: number,
    private readonly log: LatencyLog,
    /** Sent on every request besides the widget's own: a page's Origin, a proxy's X-Forwarded-For. */
    private readonly headers: Record<string, string> = {},
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets: connections });
  }

  stop() {
    this.stopped = true;
  }

  close() {
    this.agent.destroy();
  }

  async post<T>(kind: TurnKind, path: string, body: object): Promise<T> {
    if (this.stopped) throw new Stopped();
    const payload = JSON.stringify(body);
    const started = performance.now();
    const answer = await this.send(path, payload).catch((error: unknown) => {
      const failure = `${kind}: ${error instanceof Error ? error.message : String(error)}`;
      this.log.fail(failure);
      throw new Refused(failure);
    });
    this.log.record(kind, performance.now() - started);
    if (answer.status < 200 || answer.status >= 300) {
      const failure = `${kind}: ${answer.status} ${answer.text.slice(0, 200)}`;
      this.log.fail(failure);
      throw new Refused(failure);
    }
    return JSON.parse(answer.text) as T;
  }

  private send(path: string, payload: string) {
    return new Promise<{ status: number; text: string }>((resolve, reject) => {
      const outgoing = request(
        {
          host: '127.0.0.1',
          port: this.port,
          method: 'POST',
          path: `${API_BASE_PATH}${WIDGET_API_PATH}${path}`,
          agent: this.agent,
          headers: {
            ...this.headers,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            'x-api-key': this.apiKey,
            'idempotency-key': randomUUID(),
          },
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () =>
            resolve({ status: incoming.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
          );
        },
      );
      outgoing.setTimeout(REQUEST_TIMEOUT_MS, () =>
        outgoing.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)),
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  }
}
