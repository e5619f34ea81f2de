import pg from 'pg';
import type { Logger } from 'pino';
import { GroupCommit, type Statement, type StatementTransport } from './group-commit';
import { named } from './prepared-statements';
import { CONNECT_TIMEOUT_MS, QUERY_TIMEOUT_MS, sessionOptions } from './timeouts';
import { isDatabaseUnavailable } from './unavailable';

/**
 * A few PostgreSQL connections in pipeline mode, for the widget API's standalone statements
 * (each turn's read and write, a start's reads and inserts): statements from concurrent turns go
 * out on a connection without waiting for the ones before them to be answered, and each is
 * answered on its own (its own Sync), so one failing fails alone.
 *
 * Through the pool, each statement waited for a free connection, held it for a round trip, and
 * ten backends woke and slept in turn on two cores; pipelined on two connections, the same load
 * left the server thread about a third less busy and p99 at 1,000 turns/s went from 43-77 ms to
 * 22-35 ms (bench/README.md). A transaction cannot share such a connection (other statements
 * would land inside it), so transactions stay on the pool.
 *
 * A statement goes to the connection with the fewest unanswered, so a slow one (a GIN index
 * merging its pending list) holds up as little as possible. A connection that fails is dropped
 * and its unanswered statements fail with it (503 to those calls); the next statement opens a
 * new one.
 */
/** How many pipelined connections the server opens unless told otherwise. */
export const DEFAULT_PIPELINED_CONNECTIONS = 2;

export interface PipelinedOptions {
  url: string;
  /** How many connections. */
  size: number;
  log: Pick<Logger, 'warn'>;
}

interface Slot {
  client: pg.Client | null;
  opening: Promise<pg.Client> | null;
  unanswered: number;
}

/**
 * The row types read as drizzle-orm's node-postgres driver reads them (its PreparedQuery), so that
 * a row is the same whichever way its statement ran: dates, times and intervals, and arrays of
 * them, stay text for the columns to map.
 */
const TEXT_TYPES = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1115, // timestamp[]
  1182, // date[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
]);
type Parser = (value: string) => unknown;
const asText: Parser = (value) => value;
const builtInParser = pg.types.getTypeParser as (oid: number, format?: 'text') => Parser;
const DRIZZLE_TYPES = {
  getTypeParser: (oid: number, format?: string): Parser =>
    TEXT_TYPES.has(oid) ? asText : builtInParser(oid, format as 'text'),
};

/** The statement's config: prepared on the connection, its rows read as drizzle reads them. */
const configOf = (client: pg.Client, text: string, values: unknown[]) =>
  named(client, { text, values, types: DRIZZLE_TYPES }, values) as pg.QueryConfig;

export class PipelinedConnections implements StatementTransport {
  private readonly slots: Slot[];
  private readonly groupCommit = new GroupCommit(this);
  /** The connections whose socket holds what is written to it until this event loop turn ends. */
  private readonly corked = new WeakSet<pg.Client>();
  private closed = false;

  constructor(private readonly options: PipelinedOptions) {
    this.slots = Array.from({ length: options.size }, () => ({
      client: null,
      opening: null,
      unanswered: 0,
    }));
  }

  get size() {
    return this.options.size;
  }

  /** The statement's rows, its parameters in order. */
  async query<T>(text: string, values: unknown[]): Promise<T[]> {
    return this.onSlot(1, async (client) => {
      this.corkForThisTurn(client);
      const result = await client.query(configOf(client, text, values));
      return result.rows as T[];
    });
  }

  /**
   * A write's rows once committed, in one transaction with the writes sent at about the same time
   * (group-commit.ts). `order` is what it writes (a session's id): statements of one transaction
   * run in that order.
   */
  write<T>(text: string, values: unknown[], order: string): Promise<T[]> {
    return this.groupCommit.write<T>(text, values, order);
  }

  /** `BEGIN`, the statements and `COMMIT`, sent together on one connection. */
  inOneTransaction(statements: Statement[]): Promise<unknown[][] | null> {
    return this.onSlot(statements.length + 2, async (client) => {
      this.corkForThisTurn(client);
      const sent = [
        client.query('begin'),
        ...statements.map(({ text, values }) => client.query(configOf(client, text, values))),
        client.query('commit'),
      ];
      const settled = await Promise.allSettled(sent);
      const lost = settled.find(
        (outcome) => outcome.status === 'rejected' && isDatabaseUnavailable(outcome.reason),
      );
      if (lost) throw (lost as PromiseRejectedResult).reason;
      const results = settled.flatMap((outcome) =>
        outcome.status === 'fulfilled' ? [outcome.value] : [],
      );
      // A transaction with a failed statement ends in a rollback, which `COMMIT` reports.
      const committed = results.length === sent.length && results.at(-1)?.command === 'COMMIT';
      return committed ? results.slice(1, -1).map((result) => result.rows as unknown[]) : null;
    });
  }

  /** Runs `work` on the least busy connection, counting `statements` on it until answered. */
  private async onSlot<T>(statements: number, work: (client: pg.Client) => Promise<T>) {
    const slot = this.leastBusy();
    slot.unanswered += statements;
    let client: pg.Client | null = null;
    try {
      client = slot.client ?? (await this.open(slot));
      return await work(client);
    } catch (error) {
      // The server ending the connection reaches the statement in flight as its own error
      // (57P01) before the socket closes: nothing more may be sent on it.
      if (client && isDatabaseUnavailable(error)) this.drop(slot, client);
      throw error;
    } finally {
      slot.unanswered -= statements;
    }
  }

  /**
   * Holds what is written to the connection until this turn of the event loop ends: the
   * statements of requests handled together go out in one system call, not one each (a sixth of
   * the server thread's time went to those calls, bench/README.md).
   */
  private corkForThisTurn(client: pg.Client) {
    if (this.corked.has(client)) return;
    const { stream } = client.connection;
    stream.cork();
    this.corked.add(client);
    setImmediate(() => {
      this.corked.delete(client);
      stream.uncork();
    });
  }

  async close() {
    this.closed = true;
    await Promise.all(
      this.slots.map(async (slot) => {
        const client = slot.client ?? (await slot.opening?.catch(() => null));
        slot.client = null;
        await client?.end().catch(() => undefined);
      }),
    );
  }

  /** Forgets a failed connection (the next statement opens another) and closes it. */
  private drop(slot: Slot, client: pg.Client) {
    if (slot.client !== client) return;
    slot.client = null;
    client.end().catch(() => undefined);
  }

  private leastBusy(): Slot {
    let best = this.slots[0]!;
    for (const slot of this.slots) {
      if (slot.unanswered < best.unanswered) best = slot;
    }
    return best;
  }

  /** Opens the slot's connection, once however many statements wait for it. */
  private open(slot: Slot): Promise<pg.Client> {
    if (this.closed) return Promise.reject(new Error('Client was closed and is not queryable'));
    slot.opening ??= this.connect(slot).finally(() => {
      slot.opening = null;
    });
    return slot.opening;
  }

  private async connect(slot: Slot): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.options.url,
      pipeline: true,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // Past the server's own timeouts, for a hung server.
      query_timeout: QUERY_TIMEOUT_MS,
      // The pool's settings (timeouts.ts): the server-side timeouts fail one statement, not the
      // connection and everything queued behind it.
      options: sessionOptions(),
    });
    // Without a listener, an error on an idle connection would end the process.
    client.on('error', (error) => {
      this.options.log.warn({ err: error }, 'pipelined database connection failed');
      this.drop(slot, client);
    });
    client.on('end', () => this.drop(slot, client));
    await client.connect();
    if (this.closed) {
      await client.end();
      throw new Error('Client was closed and is not queryable');
    }
    slot.client = client;
    return client;
  }
}
