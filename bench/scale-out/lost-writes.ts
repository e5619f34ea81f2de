import pg from 'pg';
import type { TurnKind } from '../widget-turns/latency-log';
import type { WriteBook } from './write-book';

/** Acknowledged writes whose effect the database lacks, by what was checked. */
export interface LostWrites {
  /** Acknowledged writes checked (every 2xx widget call of every run on the database). */
  checked: number;
  missing: Map<string, number>;
  total: number;
}

/**
 * What must be in the database after a 2xx answer to each kind of call, as SQL over the arrays
 * `$1` (session ids), `$2` (message ids) and `$3` (e-mail or order number), one element per
 * acknowledged call, counting those whose effect is missing.
 */
const CHECKS: Record<TurnKind, string> = {
  // The session and the bot's opening exchange.
  start: `exists (select 1 from sessions s where s.session_id = a.session_id)
      and exists (select 1 from session_messages m
                  where m.message_id = a.message_id and m.session_id = a.session_id)`,
  // The exchange the answer named, in that session.
  message: `exists (select 1 from session_messages m
                    where m.message_id = a.message_id and m.session_id = a.session_id)`,
  accept: `exists (select 1 from session_messages m
                   where m.message_id = a.message_id and m.session_id = a.session_id)`,
  // A price token issued (adding again replaces it, so any token will do).
  basket: `exists (select 1 from sessions s
                   where s.session_id = a.session_id and s.price_token_id is not null)`,
  purchase: `exists (select 1 from purchases p
                     where p.session_id = a.session_id and p.order_number = a.detail)`,
  email: `exists (select 1 from sessions s
                  where s.session_id = a.session_id and s.user_email = lower(a.detail))`,
  // Leaving writes only the session's status, which the state check below compares.
  leave: `exists (select 1 from sessions s where s.session_id = a.session_id)`,
};

/**
 * Where each session stands must be where the last answer about it said, unless a later call on
 * it failed (that call may or may not have written: its state is then unknown). A lost update
 * shows here: the row older than an acknowledged answer.
 */
const STATE_CHECK = `
  select count(*)::int as missing
  from unnest($1::uuid[], $2::text[], $3::text[]) as e(session_id, negotiation_status, summary_status)
  where not exists (
    select 1 from sessions s
    where s.session_id = e.session_id
      and s.summary_status = e.summary_status
      and (e.negotiation_status is null or s.negotiation_status = e.negotiation_status))`;

/** Checks every write in `book` against the database at `databaseUrl` (the servers stopped). */
export async function findLostWrites(databaseUrl: string, book: WriteBook): Promise<LostWrites> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const missing = new Map<string, number>();
    for (const [kind, condition] of Object.entries(CHECKS)) {
      const acked = book.acked.filter((write) => write.kind === kind);
      if (acked.length === 0) continue;
      const { rows } = await client.query<{ missing: number }>(
        `select count(*)::int as missing
         from unnest($1::uuid[], $2::uuid[], $3::text[]) as a(session_id, message_id, detail)
         where not (${condition})`,
        [
          acked.map((write) => write.sessionId),
          acked.map((write) => write.messageId),
          acked.map((write) => write.detail),
        ],
      );
      const lost = rows[0]?.missing ?? 0;
      if (lost > 0) missing.set(`${kind} (${acked.length} acknowledged)`, lost);
    }
    const settled = [...book.lastState].filter(([sessionId]) => !book.uncertain.has(sessionId));
    const { rows } = await client.query<{ missing: number }>(STATE_CHECK, [
      settled.map(([sessionId]) => sessionId),
      settled.map(([, state]) => state.negotiationStatus),
      settled.map(([, state]) => state.summaryStatus),
    ]);
    const stale = rows[0]?.missing ?? 0;
    if (stale > 0) missing.set(`session state (${settled.length} sessions compared)`, stale);
    const total = [...missing.values()].reduce((a, b) => a + b, 0);
    return { checked: book.acked.length, missing, total };
  } finally {
    await client.end();
  }
}
