import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import type { Deps } from '../../deps';

/** Messages copied a statement: a few seconds of a busy store's turns, in one short transaction. */
const BATCH = 5_000;

/**
 * Copies the queued messages to message_search, where search finds them (issue 31: the texts'
 * vectors and indexes kept off the widget turn that writes a message). Safe in several processes
 * at once: each takes queued keys no other holds (SKIP LOCKED). A message deleted meanwhile is
 * simply not copied. The messages are read by key from an array: a join with the deleted keys
 * was planned as a hash of the whole messages table (the CTE's rows are estimated at 200).
 * Returns how many were taken.
 */
export async function indexQueuedMessages(db: Database, signal?: AbortSignal): Promise<number> {
  let taken = 0;
  for (;;) {
    signal?.throwIfAborted();
    const [row] = await queryRows<{ taken: number }>(
      db,
      sql`with taken as (
            delete from message_search_queue where message_id in (
              select message_id from message_search_queue limit ${BATCH} for update skip locked)
            returning message_id),
          copied as (
            insert into message_search
              (message_id, session_id, retailer_id, created_at, user_message, messages, feedback)
            select m.message_id, m.session_id, m.retailer_id, m.created_at, m.user_message,
              m.messages, m.intents @> '[{"name":"feedback"}]'::jsonb
            from session_messages m
            where m.message_id = any(array(select message_id from taken))
            on conflict (message_id) do nothing)
          select count(*)::int as taken from taken`,
    );
    const n = row?.taken ?? 0;
    taken += n;
    if (n < BATCH) return taken;
  }
}

/** The job that makes new messages searchable, every few seconds, once across processes. */
export const INDEX_MESSAGES_JOB = 'search.index-messages';

export function defineMessageIndexing(deps: Pick<Deps, 'db' | 'jobs' | 'config'>) {
  deps.jobs.define(INDEX_MESSAGES_JOB, {
    handler: async (_payload, job) => {
      await indexQueuedMessages(deps.db, job.signal);
    },
    // The next period takes up whatever a failed run left in the queue.
    maxAttempts: 1,
    backoffSeconds: 1,
    maxBackoffSeconds: 1,
  });
  deps.jobs.every(INDEX_MESSAGES_JOB, deps.config.searchIndexSeconds * 1000);
}
