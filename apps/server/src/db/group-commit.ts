/**
 * Group commit for the widget's writes: the writes that arrive while earlier ones are in flight
 * go to PostgreSQL together, as one transaction (`BEGIN`, each statement, `COMMIT`, sent in one
 * go on a pipelined connection), so one commit and one flush of the write-ahead log carry many
 * turns instead of one each.
 *
 * Each turn's write used to be a transaction of its own. On the two pipelined connections a
 * backend runs its statements one after another, and each commit waits for its log flush (about
 * 250 µs on this machine's disk) before the next statement starts: flat out, the backends spent
 * that time waiting while turns queued behind them (bench/README.md). PostgreSQL groups the
 * flushes of concurrent backends, but two connections give it at most two to group.
 *
 * What a caller sees is unchanged: its statement's rows once they are committed, or its own
 * error. A transaction that does not commit (one statement failed: a key taken by a retry racing
 * its original, a lock timeout) is taken apart, and each statement runs again alone, so only the
 * failing one fails. A lost connection fails the batch's statements as it fails a statement alone
 * (503), without running them again: their commit may have landed.
 *
 * At most one batch is in flight per connection; writes arriving meanwhile wait for the next,
 * which is what groups them. A write that finds a connection free is sent at the end of the
 * event loop's turn, alone or with the others that arrived in it.
 */

/** A statement as text, its parameters in order. */
export interface Statement {
  text: string;
  values: unknown[];
}

/** Where the statements run: alone, or several in one transaction. */
export interface StatementTransport {
  /** How many transactions may be in flight at once (its connections). */
  readonly size: number;
  query<T>(text: string, values: unknown[]): Promise<T[]>;
  /**
   * Each statement's rows when the transaction committed; null when it rolled back (a statement
   * failed, and the others were not kept). Rejects when the connection was lost.
   */
  inOneTransaction(statements: Statement[]): Promise<unknown[][] | null>;
}

/**
 * The most statements one transaction carries. Beyond a few dozen a larger batch saves nothing
 * (one commit is already shared) and holds its rows' locks longer.
 */
export const MAX_BATCH = 32;

interface Pending extends Statement {
  /**
   * The order of statements within a transaction (the session written): two transactions in
   * flight lock their rows in the same order, so they cannot deadlock on them.
   */
  order: string;
  resolve: (rows: unknown[]) => void;
  reject: (error: unknown) => void;
}

const byOrder = (a: Pending, b: Pending) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0);

export class GroupCommit {
  private readonly pending: Pending[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(private readonly transport: StatementTransport) {}

  /** The statement's rows once committed, with whatever other writes it went with. */
  write<T>(text: string, values: unknown[], order: string): Promise<T[]> {
    return new Promise<T[]>((resolve, reject) => {
      this.pending.push({ text, values, order, resolve: resolve as Pending['resolve'], reject });
      this.schedule();
    });
  }

  private schedule() {
    if (this.scheduled || this.pending.length === 0) return;
    if (this.inFlight >= this.transport.size) return;
    this.scheduled = true;
    // The end of this turn of the event loop: the writes of requests read together go together.
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush() {
    while (this.pending.length > 0 && this.inFlight < this.transport.size) {
      const batch = this.pending.splice(0, MAX_BATCH);
      this.inFlight += 1;
      void this.run(batch).finally(() => {
        this.inFlight -= 1;
        this.schedule();
      });
    }
  }

  private async run(batch: Pending[]) {
    if (batch.length === 1) return this.runAlone(batch[0]!);
    batch.sort(byOrder);
    let committed: unknown[][] | null;
    try {
      committed = await this.transport.inOneTransaction(batch);
    } catch (error) {
      for (const write of batch) write.reject(error);
      return;
    }
    if (committed) {
      batch.forEach((write, i) => write.resolve(committed[i] ?? []));
      return;
    }
    await Promise.all(batch.map((write) => this.runAlone(write)));
  }

  private runAlone(write: Pending): Promise<void> {
    return this.transport.query(write.text, write.values).then(write.resolve, write.reject);
  }
}
