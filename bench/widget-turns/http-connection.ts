import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { parseAnswer, type Answer } from './http-answer';

/**
 * The one buffer every connection's reads land in (node:net's onread), sparing each read a
 * buffer of its own and the stream's 'data' machinery: a read is parsed as it arrives, and only
 * an incomplete answer's bytes are copied out of it.
 */
const READS = Buffer.allocUnsafe(64 * 1024);

interface Call {
  resolve: (answer: Answer) => void;
  reject: (error: Error) => void;
}

/**
 * One keep-alive HTTP/1.1 connection to the server on loopback, carrying one request at a time:
 * each written whole in one write, its answer read with parseAnswer. Anything that breaks it (a
 * socket error, the server closing it, bytes that are not an answer, no activity for `timeoutMs`
 * during a call) fails the call in flight and ends the connection; `onGone` then tells the pool.
 */
export class Connection {
  private readonly socket: Socket;
  private call: Call | null = null;
  /** What has arrived of the answer in flight, while it is incomplete. */
  private received: Buffer | null = null;
  /** performance.now() when its last answer was read. */
  idleSince = 0;
  /** How long the server said it keeps the connection idle (less a second's margin). */
  keepAliveMs = Infinity;

  constructor(port: number, timeoutMs: number, onGone: (connection: Connection) => void) {
    // As node:http's keep-alive agent: no Nagle delay, TCP keep-alive probes after a second.
    this.socket = connect({
      host: '127.0.0.1',
      port,
      noDelay: true,
      keepAlive: true,
      keepAliveInitialDelay: 1000,
      onread: {
        buffer: READS,
        callback: (length) => {
          this.read(READS.subarray(0, length));
          return true;
        },
      },
    });
    // No activity for that long: a call in flight fails (as node:http's request timeout), an
    // idle connection is merely closed.
    this.socket.setTimeout(timeoutMs, () =>
      this.socket.destroy(this.call ? new Error(`no answer in ${timeoutMs} ms`) : undefined),
    );
    this.socket.on('end', () => this.ended());
    this.socket.on('error', (error) => this.settle(error));
    this.socket.on('close', () => {
      this.settle(new Error('socket hang up'));
      onGone(this);
    });
  }

  get alive() {
    return !this.socket.destroyed;
  }

  /** Whether it may carry a request sent at `now`: open, and not idle past the server's hint. */
  usable(now: number) {
    return this.alive && now - this.idleSince < this.keepAliveMs;
  }

  /** Writes a whole request (head and body) and answers the server's answer to it. */
  send(request: string): Promise<Answer> {
    // A destroyed socket drops the write without an error event: the call would never settle.
    if (!this.alive) return Promise.reject(new Error('socket hang up'));
    return new Promise((resolve, reject) => {
      this.call = { resolve, reject };
      this.socket.write(request);
    });
  }

  close() {
    this.socket.destroy();
  }

  /** `chunk` is a view of READS, overwritten by the next read. */
  private read(chunk: Buffer) {
    if (this.call === null) {
      this.socket.destroy(); // Bytes nobody asked for: the connection is out of step.
      return;
    }
    const data = this.received === null ? chunk : Buffer.concat([this.received, chunk]);
    this.complete(data, false);
  }

  /** The server closed its side: an answer that runs until the close is complete. */
  private ended() {
    if (this.call !== null) this.complete(this.received ?? Buffer.alloc(0), true);
    this.socket.destroy();
  }

  private complete(data: Buffer, closed: boolean) {
    let parsed;
    try {
      parsed = parseAnswer(data, closed);
    } catch (error) {
      this.socket.destroy(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (parsed === null) {
      this.received = data.buffer === READS.buffer ? Buffer.from(data) : data;
      return;
    }
    this.received = null;
    if (!parsed.keepAlive || parsed.length < data.length) this.socket.destroy();
    if (parsed.keepAliveMs !== null) this.keepAliveMs = parsed.keepAliveMs - 1000;
    this.idleSince = performance.now();
    const { resolve } = this.call as Call;
    this.call = null;
    resolve({ status: parsed.status, text: parsed.text });
  }

  /** Fails the call in flight, if any. */
  private settle(error: Error) {
    const call = this.call;
    this.call = null;
    this.received = null;
    call?.reject(error);
  }
}
