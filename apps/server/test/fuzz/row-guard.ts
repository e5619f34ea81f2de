import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { snapshotTables } from '../db-snapshot';

/**
 * Tables a refused request may write, by design: `auth_attempts` is the sign-in throttle's count
 * of failed attempts (counting them is its job); `experiment_visitors` and `uplift_visitors`
 * count the shoppers the widget saw, once each, on every display check and start whatever its
 * answer (a visit happened even when no negotiation is offered).
 */
export const BOOKKEEPING_TABLES = ['auth_attempts', 'experiment_visitors', 'uplift_visitors'];

/** Refused requests checked together: one snapshot per batch, replayed one by one when it differs. */
const BATCH = 25;

type Snapshot = Awaited<ReturnType<typeof snapshotTables>>;

/** A refused request, to name in a failure and to send again when narrowing a batch down. */
export interface Refused {
  label: string;
  replay: () => Promise<unknown>;
}

const changedTables = (before: Snapshot, after: Snapshot) =>
  Object.keys(after).filter((table) => before[table] !== after[table]);

/**
 * Proves that refused requests changed no row, with as few snapshots as that allows: refused
 * requests wait in a batch, compared with the last snapshot before the next request that may write
 * (or when the batch is full); a write that succeeded is the new baseline. When a batch's tables
 * differ, its requests are sent again one at a time between snapshots, to name the one that
 * writes; if none does again, the whole batch is named.
 */
export class RowGuard {
  private baseline: Snapshot = {};
  private baselineMark = '';
  private pending: Refused[] = [];
  snapshots = 0;

  constructor(private readonly db: Database) {}

  /**
   * The first transaction id not yet given out. PostgreSQL gives one to a transaction only when
   * it writes, so while the mark stands still no row can have changed and the checksums (many
   * times dearer) are not needed. A mark that moved says only "maybe": the checksums decide.
   */
  private async writeMark() {
    const result = await this.db.execute(
      sql.raw('select pg_snapshot_xmax(pg_current_snapshot())::text as mark'),
    );
    return (result as { rows: { mark: string }[] }).rows[0]!.mark;
  }

  private async snapshot() {
    this.snapshots++;
    const mark = await this.writeMark();
    return { mark, tables: await snapshotTables(this.db, BOOKKEEPING_TABLES) };
  }

  private async rebaseline() {
    ({ mark: this.baselineMark, tables: this.baseline } = await this.snapshot());
  }

  async start() {
    await this.rebaseline();
    this.pending = [];
  }

  /** Before a request that may write: the refused ones so far must have changed nothing. */
  async beforeWrite() {
    if (this.pending.length > 0) await this.check();
  }

  /** After a request that may have written: what it wrote is the new baseline. */
  async afterWrite() {
    if ((await this.writeMark()) !== this.baselineMark) await this.rebaseline();
  }

  async refused(request: Refused) {
    this.pending.push(request);
    if (this.pending.length >= BATCH) await this.check();
  }

  /** Compares the pending batch with the baseline; throws naming the request that wrote. */
  async check() {
    const batch = this.pending;
    this.pending = [];
    if ((await this.writeMark()) === this.baselineMark) return;
    const before = this.baseline;
    await this.rebaseline();
    const changed = changedTables(before, this.baseline);
    if (changed.length === 0) return;
    for (const request of batch) {
      const { tables: beforeReplay } = await this.snapshot();
      await request.replay();
      const tables = changedTables(beforeReplay, (await this.snapshot()).tables);
      if (tables.length > 0) {
        throw new Error(`a refused request changed ${tables.join(', ')}: ${request.label}`);
      }
    }
    throw new Error(
      `refused requests changed ${changed.join(', ')} (not again when replayed one by one): ${batch
        .map((request) => request.label)
        .join('\n')}`,
    );
  }
}
