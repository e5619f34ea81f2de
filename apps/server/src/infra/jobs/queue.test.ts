import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app';
import type { Database, DatabaseHandle } from '../../db/client';
import { jobs } from '../../db/schema';
import { JobQueue, type JobDefinition } from './queue';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const log = pino({ level: 'silent' });
const queues: JobQueue[] = [];
// Each test's processes stop with it: left polling every 20 ms they would load the database for
// the tests after them (on PostgreSQL beside a second test worker, enough to stall one).
afterEach(async () => {
  await Promise.all(queues.splice(0).map((q) => q.stop()));
});

/** A queue as one server process has it, with short waits for the tests. */
function processQueue(options: { leaseSeconds?: number; db?: Database } = {}) {
  const queue = new JobQueue({ db: database.db, log, pollMs: 20, ...options });
  queues.push(queue);
  return queue;
}

const quick = (handler: JobDefinition['handler'], maxAttempts = 3): JobDefinition => ({
  handler,
  maxAttempts,
  backoffSeconds: 0.05,
  maxBackoffSeconds: 0.2,
});

/** A quick job that only counts how many times it ran. */
function countingJob() {
  const runs = { count: 0 };
  return { runs, job: quick(() => Promise.resolve(void runs.count++)) };
}

const rowOf = async (id: string) =>
  (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

const until = async (done: () => boolean | Promise<boolean>, ms = 15_000) => {
  const end = Date.now() + ms;
  while (!(await done()) && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
  expect(await done()).toBe(true);
};

describe('the job queue', () => {
  it('runs a job once, with its payload, and records it done', async () => {
    const queue = processQueue();
    const seen: unknown[] = [];
    queue.define(
      'test.once',
      quick((payload) => {
        seen.push(payload);
        return Promise.resolve();
      }),
    );
    const id = await queue.send('test.once', { n: 1 });
    await queue.runDue();
    await queue.runDue();
    expect(seen).toEqual([{ n: 1 }]);
    const row = await rowOf(id!);
    expect(row.completedAt).not.toBeNull();
    expect(row.attempts).toBe(1);
  });

  it('retries a failing job with back-off, then gives it up with its last error', async () => {
    const queue = processQueue();
    const attempts: number[] = [];
    queue.define(
      'test.failing',
      quick((_payload, job) => {
        attempts.push(job.attempt);
        return Promise.reject(new Error(`refused ${job.attempt}`));
      }, 3),
    );
    const id = await queue.send('test.failing');
    await queue.runDue();
    // Not due again before its back-off.
    expect(attempts).toEqual([1]);
    expect((await rowOf(id!)).runAt.getTime()).toBeGreaterThan(Date.now() - 1000);
    await until(async () => {
      await queue.runDue();
      return attempts.length === 3;
    });
    const row = await rowOf(id!);
    expect(row.failedAt).not.toBeNull();
    expect(row.lastError).toBe('refused 3');
    await queue.runDue();
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('makes a job with a once-key once, even after it has run', async () => {
    const queue = processQueue();
    const { runs, job } = countingJob();
    queue.define('test.oneoff', job);
    const key = `oneoff:${randomUUID()}`;
    expect(await queue.send('test.oneoff', {}, { onceKey: key })).not.toBeNull();
    expect(await queue.send('test.oneoff', {}, { onceKey: key })).toBeNull();
    await queue.runDue();
    expect(await queue.send('test.oneoff', {}, { onceKey: key })).toBeNull();
    await queue.runDue();
    expect(runs.count).toBe(1);
  });

  it('runs each job once across processes working at the same time', async () => {
    const runs = new Map<string, number>();
    const handler = quick(async (payload) => {
      const n = String(payload.n);
      runs.set(n, (runs.get(n) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 1));
    });
    const processes = [processQueue(), processQueue(), processQueue()];
    for (const queue of processes) queue.define('test.shared', handler);
    for (const [index, queue] of processes.entries()) {
      for (let i = 0; i < 40; i++) await queue.send('test.shared', { n: `${index}-${i}` });
    }
    for (const queue of processes) queue.start();
    await until(() => runs.size === 120);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it('makes a periodic job once a period, however many processes ask', async () => {
    const name = `test.periodic.${randomUUID()}`;
    const { runs, job } = countingJob();
    const processes = [processQueue(), processQueue()];
    for (const queue of processes) {
      queue.define(name, job);
      queue.every(name, 3_600_000);
      queue.start();
    }
    await until(() => runs.count === 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(runs.count).toBe(1);
    const made = await database.db.select().from(jobs).where(eq(jobs.name, name));
    expect(made).toHaveLength(1);
  });

  it('takes over a job whose process died, and ignores the dead claim if it comes back', async () => {
    const queue = processQueue();
    const { runs, job } = countingJob();
    queue.define('test.orphan', job);
    const id = await queue.send('test.orphan');
    // As a process that claimed it and then died leaves it: held, its lease run out.
    const deadClaim = randomUUID();
    await database.db
      .update(jobs)
      .set({ attempts: 1, lockToken: deadClaim, lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, id!));
    await queue.runDue();
    expect(runs.count).toBe(1);
    const done = await rowOf(id!);
    expect([done.attempts, done.completedAt !== null]).toEqual([2, true]);
    // The dead claim's late word changes nothing: its token no longer holds the job.
    await database.db
      .update(jobs)
      .set({ failedAt: sql`now()` })
      .where(sql`${jobs.id} = ${id} and ${jobs.lockToken} = ${deadClaim}`);
    expect((await rowOf(id!)).failedAt).toBeNull();
  });

  it('gives a running job back when the process stops, without counting the attempt', async () => {
    const queue = processQueue();
    let started = false;
    queue.define(
      'test.long',
      quick(
        (_payload, job) =>
          new Promise<void>((_resolve, reject) => {
            started = true;
            job.signal.addEventListener('abort', () => reject(job.signal.reason as Error));
          }),
      ),
    );
    const id = await queue.send('test.long');
    queue.start();
    await until(() => started);
    await queue.stop();
    const row = await rowOf(id!);
    expect([row.attempts, row.completedAt, row.lockToken]).toEqual([0, null, null]);

    const next = processQueue();
    let finished = false;
    next.define(
      'test.long',
      quick(() => Promise.resolve(void (finished = true))),
    );
    await next.runDue();
    expect(finished).toBe(true);
  });

  it('gives back, unrun, a job its claim returned after the process began to stop', async () => {
    // The test's database answers the queue's first statement (its claim) only once `stopping`
    // is called: as a claim that was on its way when the process stopped.
    let stopping!: () => void;
    const stopped = new Promise<void>((resolve) => (stopping = resolve));
    let claims = 0;
    const db = Object.create(database.db) as Database;
    db.execute = (async (query: Parameters<Database['execute']>[0]) => {
      const result = await database.db.execute(query);
      if (claims++ === 0) await stopped;
      return result;
    }) as Database['execute'];
    const queue = processQueue({ db });
    let ran = false;
    queue.define(
      'test.late',
      quick(() => Promise.resolve(void (ran = true))),
    );
    const id = await queue.send('test.late');
    queue.start();
    await until(() => claims > 0);
    const stop = queue.stop();
    stopping();
    await stop;
    expect(ran).toBe(false);
    const row = await rowOf(id!);
    expect([row.attempts, row.completedAt, row.lockToken]).toEqual([0, null, null]);
  });

  it('counts the jobs by state and forgets those finished a week ago', async () => {
    const queue = processQueue();
    queue.define(
      'test.tidy',
      quick(() => Promise.resolve()),
    );
    const old = await queue.send('test.tidy');
    await queue.runDue();
    await database.db
      .update(jobs)
      .set({ completedAt: sql`now() - interval '8 days'` })
      .where(eq(jobs.id, old!));
    const counts = await queue.tidy();
    expect(Object.keys(counts).sort()).toEqual(['doneLastDay', 'failed', 'running', 'waiting']);
    expect(counts.doneLastDay).toBeGreaterThanOrEqual(0);
    expect(await database.db.select().from(jobs).where(eq(jobs.id, old!))).toEqual([]);
  });
});
