import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { API_BASE_PATH, WIDGET_API_PATH } from '@parley/contract';
import type { Answer } from './http-answer';
import { Connection } from './http-connection';
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

const LINE_BREAK = /[\r\n]/;

/**
 * The widget API over loopback HTTP, as a store's page calls it: the store's key in X-Api-Key and
 * a fresh Idempotency-Key on every write. Up to `connections` keep-alive connections (one per
 * shopper), each request timed from before it is written until its body has been read.
 *
 * The shoppers share the machine's cores with the server they measure, so the client is a lean
 * HTTP/1.1 one over node:net (http-connection.ts), not node:http: the same bytes on the wire
 * (node:http's headers, in its order), at a fraction of the CPU node:http's agent, streams and
 * events take a turn.
 */
export class WidgetClient {
  /** Open connections with no request in flight, the most recently used last. */
  private readonly idle: Connection[] = [];
  private readonly open = new Set<Connection>();
  /** Calls waiting for a connection while all `connections` are in use. */
  private readonly waiting: ((connection: Connection) => void)[] = [];
  /** The request head but for its two varying values, the body's length and the key. */
  private readonly beforeLength: string;
  private readonly beforeKey: string;
  private readonly afterKey: string;
  private stopped = false;

  constructor(
    private readonly port: number,
    apiKey: string,
    private readonly connections: number,
    private readonly log: LatencyLog,
    /** Sent on every request besides the widget's own: a page's Origin, a proxy's X-Forwarded-For. */
    headers: Record<string, string> = {},
  ) {
    const fields = Object.entries(headers);
    if (fields.some(([name, value]) => LINE_BREAK.test(name) || LINE_BREAK.test(value))) {
      throw new Error('a header holds a line break');
    }
    const extra = fields.map(([name, value]) => `${name}: ${value}\r\n`).join('');
    this.beforeLength = `${extra}content-type: application/json\r\ncontent-length: `;
    this.beforeKey = `\r\nx-api-key: ${apiKey}\r\nidempotency-key: `;
    this.afterKey = `\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`;
  }

  stop() {
    this.stopped = true;
  }

  close() {
    for (const connection of this.open) connection.close();
  }

  /** `key`: the Idempotency-Key to send, for a caller that keeps a record of it. */
  async post<T>(
    kind: TurnKind,
    path: string,
    body: object,
    key: string = randomUUID(),
  ): Promise<T> {
    if (this.stopped) throw new Stopped();
    const payload = JSON.stringify(body);
    const started = performance.now();
    const request = `POST ${API_BASE_PATH}${WIDGET_API_PATH}${path} HTTP/1.1\r\n${this.beforeLength}${Buffer.byteLength(payload)}${this.beforeKey}${key}${this.afterKey}${payload}`;
    const connection = this.take(started) ?? (await this.wait());
    let answer: Answer;
    try {
      answer = await connection.send(request);
    } catch (error) {
      const failure = `${kind}: ${error instanceof Error ? error.message : String(error)}`;
      this.log.fail(failure);
      throw new Refused(failure);
    } finally {
      this.release(connection);
    }
    this.log.record(kind, performance.now() - started);
    if (answer.status < 200 || answer.status >= 300) {
      const failure = `${kind}: ${answer.status} ${answer.text.slice(0, 200)}`;
      this.log.fail(failure);
      throw new Refused(failure);
    }
    return JSON.parse(answer.text) as T;
  }

  /** The most recently used idle connection still usable, else a new one if allowed, else null. */
  private take(now: number): Connection | null {
    for (let connection = this.idle.pop(); connection; connection = this.idle.pop()) {
      if (connection.usable(now)) return connection;
      this.discard(connection);
    }
    return this.open.size < this.connections ? this.connect() : null;
  }

  private wait() {
    return new Promise<Connection>((resolve) => this.waiting.push(resolve));
  }

  private connect() {
    const connection = new Connection(this.port, REQUEST_TIMEOUT_MS, (gone) => this.discard(gone));
    this.open.add(connection);
    return connection;
  }

  /** After a call: the connection goes to the next waiting call, or waits idle, if still open. */
  private release(connection: Connection) {
    if (!connection.alive) {
      this.discard(connection);
      return;
    }
    const next = this.waiting.shift();
    if (next) next(connection);
    else this.idle.push(connection);
  }

  /** A connection closed (or to close): a waiting call gets a new one in its place. */
  private discard(connection: Connection) {
    if (!this.open.delete(connection)) return;
    connection.close();
    const at = this.idle.indexOf(connection);
    if (at >= 0) this.idle.splice(at, 1);
    const next = this.waiting.shift();
    if (next) next(this.connect());
  }
}
