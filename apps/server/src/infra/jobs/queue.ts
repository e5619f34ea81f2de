import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import { queryRows, type Database, type Executor } from '../../db/client';
import { jobs } from '../../db/schema';

/** What a job's handler is given besides its payload. */
export interface JobContext {
  id: string;
  /** 1 on the first run. */
  attempt: number;
  /** Whether a failure now gives the job up rather than retrying it. */
  lastAttempt: boolean;
  /**
   * Aborted when the process stops: a long job stops early by throwing (`signal.throwIfAborted()`)
   * and is given back, to be taken up again; one that returns has done its work.
   */
  signal: AbortSignal;
}

export type JobHandler = (payload: Record<string, unknown>, job: JobContext) => Promise<void>;

export interface JobDefinition {
  handler: JobHandler;
  /** Runs before it is given up (failed_at set); retried with exponential back-off till then. */
  maxAttempts: number;
  /** The first retry's delay; each next one doubles, up to `maxBackoffSeconds`. */
  backoffSeconds: number;
  maxBackoffSeconds: number;
}

export interface SendOptions {
  /** Made once, however many processes ask and even after it has run. */
  onceKey?: string;
  /** Not before this instant. */
  runAt?: Date;
}

export interface QueueOptions {
  db: Database;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** How often an idle process looks for due jobs (a job sent by this process wakes it at once). */
  pollMs?: number;
  /** Jobs one process runs at a time. */
  concurrency?: number;
  /** How long a claim holds a job without renewal; renewed every third of it while it runs. */
  leaseSeconds?: number;
}

interface ClaimedJob {
  id: string;
  name: string;
  payload: Record<string, unknown>;
  attempts: number;
  lock_token: string;
}

/**
 * A job queue in the application's own database, on PostgreSQL and on the embedded database
 * alike (the choice and its measurements: bench/README.md, "Job queue"). A job runs at least once;
 * at most one process holds it at a time (a claim with FOR UPDATE SKIP LOCKED, a lease renewed
 * while it runs, a lock token that fences a claim whose lease ran out), so handlers are written
 * to be safe to run again.
 */
export class JobQueue {
  private readonly definitions = new Map<string, JobDefinition>();
  private readonly running = new Set<Promise<void>>();
  private readonly stopping = new AbortController();
  private readonly pollMs: number;
  private readonly concurrency: number;
  private readonly leaseSeconds: number;
  private readonly schedules: { name: string; everyMs: number }[] = [];
  private readonly timers: NodeJS.Timeout[] = [];
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private nudged = false;

  constructor(private readonly options: QueueOptions) {
    this.pollMs = options.pollMs ?? 1000;
    this.concurrency = options.concurrency ?? 4;
    this.leaseSeconds = options.leaseSeconds ?? 120;
  }

  define(name: string, definition: JobDefinition) {
    this.definitions.set(name, definition);
  }

  /**
   * Adds a job, on `db` (a transaction, so that the job exists exactly when the work that asks
   * for it is committed). Returns its id, or null when its once-key was used already.
   */
  async send(
    name: string,
    payload: Record<string, unknown> = {},
    options: SendOptions = {},
    db: Executor = this.options.db,
  ): Promise<string | null> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`no job named ${name}`);
    const [row] = await db
      .insert(jobs)
      .values({
        name,
        payload,
        onceKey: options.onceKey ?? null,
        runAt: options.runAt ?? sql`now()`,
        maxAttempts: definition.maxAttempts,
      })
      .onConflictDoNothing({ target: jobs.onceKey })
      .returning({ id: jobs.id });
    if (row && db === this.options.db) this.nudge();
    return row?.id ?? null;
  }

  /** Wakes the loop: a job was just sent, or a slot came free. */
  nudge() {
    if (this.wake) {
      const wake = this.wake;
      this.wake = null;
      wake();
    } else {
      this.nudged = true;
    }
  }

  /**
   * Runs the job once in every period of `everyMs` (aligned to the epoch: every hour on the hour),
   * across all processes: each process asks for the current period's job, and its once-key lets
   * only the first ask make it.
   */
  every(name: string, everyMs: number) {
    this.schedules.push({ name, everyMs });
  }

  private schedulePeriods() {
    for (const { name, everyMs } of this.schedules) {
      const ask = () => {
        const period = new Date(Math.floor(Date.now() / everyMs) * everyMs).toISOString();
        this.send(name, { period }, { onceKey: `${name}@${period}` }).catch((error: unknown) =>
          this.options.log.warn(
            { err: error, job: name },
            'jobs: asking for a periodic job failed',
          ),
        );
      };
      ask();
      // Asked a few times a period, so a period is not missed by a process that was busy.
      const timer = setInterval(ask, Math.min(everyMs / 4, 60_000));
      timer.unref();
      this.timers.push(timer);
    }
  }

  start() {
    if (this.loop) return;
    this.schedulePeriods();
    this.loop = this.work();
  }

  /**
   * Stops claiming, aborts the jobs running (each is given back, to be taken up at once by the
   * next process that looks) and waits for them to end.
   */
  async stop() {
    for (const timer of this.timers) clearInterval(timer);
    this.stopping.abort();
    this.nudge();
    await this.loop;
    await Promise.all(this.running);
  }

  /**
   * Runs every due job now, in this call, until none is left: for tests, which drive the queue
   * step by step instead of starting its loop.
   */
  async runDue() {
    for (;;) {
      const due = await this.claim(this.concurrency);
      if (due.length === 0) return;
      await Promise.all(due.map((job) => this.run(job)));
    }
  }

  /**
   * The jobs by state: waiting (due or not), running (held by a process), failed (given up) and
   * done in the last day; and forgets those finished more than a week ago.
   */
  async tidy() {
    const [counts] = await queryRows<Record<string, number>>(
      this.options.db,
      sql`select
            count(*) filter (where completed_at is null and failed_at is null
              and (locked_until is null or locked_until < now()))::int as waiting,
            count(*) filter (where completed_at is null and failed_at is null
              and locked_until >= now())::int as running,
            count(*) filter (where failed_at is not null)::int as failed,
            count(*) filter (where completed_at > now() - interval '1 day')::int as "doneLastDay"
          from jobs`,
    );
    await queryRows(
      this.options.db,
      sql`delete from jobs where coalesce(completed_at, failed_at) < now() - interval '7 days'`,
    );
    return counts ?? {};
  }

  private async work() {
    while (!this.stopping.signal.aborted) {
      const free = this.concurrency - this.running.size;
      let claimed = 0;
      if (free > 0) {
        try {
          const due = await this.claim(free);
          claimed = due.length;
          // A claim that returns after stop() began is given back unrun: its job would get a
          // signal already aborted, whose 'abort' event it would never hear.
          for (const job of due) {
            this.track(this.stopping.signal.aborted ? this.giveBack(job) : this.run(job));
          }
        } catch (error) {
          this.options.log.warn({ err: error }, 'jobs: looking for due jobs failed');
        }
      }
      if (claimed > 0 && this.running.size < this.concurrency) continue;
      if (this.nudged) {
        this.nudged = false;
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => this.nudge(), this.pollMs);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  private track(run: Promise<void>) {
    this.running.add(run);
    void run.finally(() => {
      this.running.delete(run);
      this.nudge();
    });
  }

  private async claim(limit: number) {
    if (this.definitions.size === 0) return [];
    return queryRows<ClaimedJob>(
      this.options.db,
      sql`update jobs set attempts = attempts + 1, lock_token = ${randomUUID()},
            locked_until = now() + make_interval(secs => ${this.leaseSeconds})
          where id in (
            select id from jobs
            where completed_at is null and failed_at is null and run_at <= now()
              and (locked_until is null or locked_until < now())
              and name in ${[...this.definitions.keys()]}
            order by run_at
            limit ${limit}
            for update skip locked)
          returning id, name, payload, attempts, lock_token`,
    );
  }

  private async run(job: ClaimedJob) {
    const definition = this.definitions.get(job.name)!;
    const started = Date.now();
    const renewal = setInterval(
      () => void this.renew(job).catch(() => undefined),
      (this.leaseSeconds * 1000) / 3,
    );
    try {
      await definition.handler(job.payload, {
        id: job.id,
        attempt: job.attempts,
        lastAttempt: job.attempts >= definition.maxAttempts,
        signal: this.stopping.signal,
      });
      await this.updateHeld(job, sql`completed_at = now()`);
      this.options.log.info(
        { job: job.name, jobId: job.id, attempt: job.attempts, ms: Date.now() - started },
        'job done',
      );
    } catch (error) {
      await this.fail(job, definition, error).catch((failure: unknown) =>
        this.options.log.error({ err: failure, jobId: job.id }, 'jobs: recording a failure failed'),
      );
    } finally {
      clearInterval(renewal);
    }
  }

  private async renew(job: ClaimedJob) {
    await this.updateHeld(
      job,
      sql`locked_until = now() + make_interval(secs => ${this.leaseSeconds})`,
      false,
    );
  }

  /** Changes the job if this claim still holds it (its lease did not pass to another). */
  private async updateHeld(job: ClaimedJob, set: SQL, release = true) {
    await queryRows(
      this.options.db,
      sql`update jobs set ${set}${release ? sql`, locked_until = null, lock_token = null` : sql``}
          where id = ${job.id} and lock_token = ${job.lock_token}`,
    );
  }

  /** Gives a claimed job back as it was, for the next process to take up at once. */
  private giveBack(job: ClaimedJob) {
    return this.updateHeld(job, sql`attempts = attempts - 1, run_at = now()`);
  }

  private async fail(job: ClaimedJob, definition: JobDefinition, error: unknown) {
    // Not the job's fault: given back as it was.
    if (this.stopping.signal.aborted) return this.giveBack(job);
    const message = error instanceof Error ? error.message : String(error);
    const last = job.attempts >= definition.maxAttempts;
    const delay = Math.min(
      definition.maxBackoffSeconds,
      definition.backoffSeconds * 2 ** (job.attempts - 1),
    );
    await this.updateHeld(
      job,
      last
        ? sql`failed_at = now(), last_error = ${message}`
        : sql`run_at = now() + make_interval(secs => ${delay}), last_error = ${message}`,
    );
    const context = { job: job.name, jobId: job.id, attempt: job.attempts, err: error };
    if (last) this.options.log.error(context, 'job failed for the last time: given up');
    else this.options.log.warn({ ...context, retryInSeconds: delay }, 'job failed: retrying');
  }
}
