import { sql } from 'drizzle-orm';
import type { Deps } from '../../../deps';
import { queryRows, type Database } from '../../../db/client';
import { retailers, ROLLUP_ACROSS_RETAILERS } from '../../../db/schema';
import { allowLongStatements } from '../../../db/timeouts';

/**
 * Moves the roll-ups' marks forward (migration 0008 keeps what they cover exact). A mark is
 * the start of a day in its zone, and at least three days before the database's now: the
 * triggers only look at sessions older than two, and the day between is the margin for a
 * transaction that started before the mark moved.
 */
const HORIZON = `3 days`;
/** At most this many days are added in one transaction: a first seal of a year is a dozen. */
const STEP_DAYS = 31;

interface Mark {
  /** A retailer, or ROLLUP_ACROSS_RETAILERS for the days in UTC. */
  id: string;
  timezone: string;
}

const startOfDay = (instant: ReturnType<typeof sql>, timezone: string) =>
  sql`(((${instant}) at time zone ${timezone})::date::timestamp at time zone ${timezone})`;

/**
 * One step of a mark: at most STEP_DAYS more days, in a transaction holding the mark for update
 * (a session written meanwhile waits, then finds itself counted and applies its change).
 * Returns whether the mark reached its target.
 */
async function stepMark(db: Database, mark: Mark): Promise<boolean> {
  const acrossRetailers = mark.id === ROLLUP_ACROSS_RETAILERS;
  const ofScope = acrossRetailers ? sql`true` : sql`s.retailer_id = ${mark.id}`;
  return db.transaction(async (tx) => {
    // A month of a large store's sessions can take longer than a request's statement may.
    await allowLongStatements(tx);
    await tx.execute(sql`insert into session_rollup_marks (retailer_id, sealed_before)
      values (${mark.id}, '-infinity') on conflict do nothing`);
    const [step] = await queryRows<{ from: string; to: string; moves: boolean; last: boolean }>(
      tx,
      sql`
      with held as (
        select sealed_before from session_rollup_marks where retailer_id = ${mark.id} for update
      ), target as (
        select ${startOfDay(sql`now() - ${HORIZON}::interval`, mark.timezone)} as at
      ), first_unsealed as (
        select min(s.created_at) as at from sessions s, held
        where ${ofScope} and s.created_at >= held.sealed_before
      ), step as (
        select held.sealed_before as "from", target.at as target,
          case
            when first_unsealed.at is null or first_unsealed.at >= target.at then target.at
            else least(target.at, ${startOfDay(
              sql`first_unsealed.at + ${`${STEP_DAYS} days`}::interval`,
              mark.timezone,
            )})
          end as "to"
        from held, target, first_unsealed
      )
      select "from"::text, "to"::text, "to" > "from" as moves, "to" >= target as last from step`,
    );
    const { from, to, moves, last } = step!;
    if (!moves) return true;
    // The mark first: the function adds only the sessions its mark says are counted.
    await tx.execute(
      sql`update session_rollup_marks set sealed_before = ${to}::timestamptz where retailer_id = ${mark.id}`,
    );
    await tx.execute(sql`
      select parley_rollup_apply(array_agg(parley_rollup_session_of(s)), 1,
        ${acrossRetailers ? 'utc' : 'local'})
      from sessions s
      where ${ofScope} and s.created_at >= ${from}::timestamptz and s.created_at < ${to}::timestamptz
      having count(*) > 0`);
    return last;
  });
}

/**
 * Brings every mark up to its target: across retailers first, then each retailer. With `signal`,
 * stops between two steps once it is aborted (a stopping process), throwing its reason: each
 * step is committed, and the next run goes on from there.
 */
export async function sealRollups(db: Database, signal?: AbortSignal): Promise<void> {
  const marks: Mark[] = [
    { id: ROLLUP_ACROSS_RETAILERS, timezone: 'UTC' },
    ...(await db.select({ id: retailers.id, timezone: retailers.timezoneCode }).from(retailers)),
  ];
  for (const mark of marks) {
    // Each step is its own transaction: the widget's writes wait for one step at most, and a
    // stopping process stops between two.
    do signal?.throwIfAborted();
    while (!(await stepMark(db, mark)));
  }
  // Rows whose sessions all left them (a change of status, a deletion) add up to nothing.
  await db.execute(sql`delete from session_rollups_local where sessions = 0`);
  await db.execute(sql`delete from session_rollups_utc where sessions = 0`);
}

/** The job that seals the roll-ups: every hour, once across all server processes. */
export const SEAL_ROLLUPS_JOB = 'stats.seal-rollups';

export function defineRollupSealing(deps: Pick<Deps, 'db' | 'jobs'>) {
  deps.jobs.define(SEAL_ROLLUPS_JOB, {
    handler: (_payload, job) => sealRollups(deps.db, job.signal),
    // The next hour's run seals what a failed one left: a few quick retries are enough.
    maxAttempts: 3,
    backoffSeconds: 60,
    maxBackoffSeconds: 300,
  });
  deps.jobs.every(SEAL_ROLLUPS_JOB, 3_600_000);
}
