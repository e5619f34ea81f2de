import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, uuidKey } from './columns';

/**
 * The work done outside requests (infra/jobs): e-mails, the roll-ups' sealing, the demo fill,
 * the sweeps of expired tokens. Any server process claims a due job (FOR UPDATE SKIP LOCKED),
 * holds it for a lease it renews while it works, and marks it done; a process that dies lets its
 * lease run out and another takes the job over.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuidKey(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * A job made once however many processes ask (a time slot of a periodic job, a one-off task):
     * a second insert with the same key does nothing, even after the first has run.
     */
    onceKey: text('once_key').unique(),
    runAt: timestamptz('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** Until when the process that claimed it holds it; null while nobody does. */
    lockedUntil: timestamptz('locked_until'),
    /** Which claim holds it: a claim whose lease ran out cannot finish a job another has taken. */
    lockToken: uuid('lock_token'),
    lastError: text('last_error'),
    completedAt: timestamptz('completed_at'),
    /** Set when its attempts ran out: kept, with its last error, for a person to look at. */
    failedAt: timestamptz('failed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('jobs_due')
      .on(t.runAt)
      .where(sql`${t.completedAt} is null and ${t.failedAt} is null`),
  ],
);
