import pg from 'pg';
import type { TurnKind } from '../widget-turns/latency-log';
import type { AckedWrite, WriteBook } from './write-book';

/** Acknowledged writes whose effect the database lacks, by what was checked. */
export interface LostWrites {
  /** Acknowledged writes checked (every 2xx widget call of every run on the database). */
  checked: number;
  missing: Map<string, number>;
  /** Acknowledged writes with anything missing, plus sessions not where their last answer said. */
  total: number;
  /** Keys of failed calls whose write committed all the same (their key row is there). */
  writtenThoughFailed: Set<string>;
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

/**
 * The acknowledged calls of one kind that lack their effect or their Idempotency-Key row (which
 * the server inserts in the write's own transaction, so it is there exactly when the write is).
 */
async function checkKind(client: pg.Client, condition: string, acked: AckedWrite[]) {
  const { rows } = await client.query<{ effect: boolean; kept: boolean }>(
    `select effect, kept from (
       select (${condition}) as effect,
              exists (select 1 from idempotency_keys k where k.key = a.key) as kept
       from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[]) as a(session_id, message_id, detail, key)
     ) checked
     where not (effect and kept)`,
    [
      acked.map((write) => write.sessionId),
      acked.map((write) => write.messageId),
      acked.map((write) => write.detail),
      acked.map((write) => write.key),
    ],
  );
  return {
    writes: rows.length,
    effects: rows.filter((row) => !row.effect).length,
    keys: rows.filter((row) => !row.kept).length,
  };
}

/** Checks every write in `book` against the database at `databaseUrl` (the servers stopped). */
export async function findLostWrites(databaseUrl: string, book: WriteBook): Promise<LostWrites> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const missing = new Map<string, number>();
    let total = 0;
    for (const [kind, condition] of Object.entries(CHECKS)) {
      const acked = book.acked.filter((write) => write.kind === kind);
      if (acked.length === 0) continue;
      const lost = await checkKind(client, condition, acked);
      total += lost.writes;
      const of = `(${acked.length} acknowledged)`;
      if (lost.effects > 0) missing.set(`${kind} ${of}: its rows`, lost.effects);
      if (lost.keys > 0) missing.set(`${kind} ${of}: its Idempotency-Key row`, lost.keys);
    }
    const settled = [...book.lastState].filter(([sessionId]) => !book.uncertain.has(sessionId));
    const { rows } = await client.query<{ missing: number }>(STATE_CHECK, [
      settled.map(([sessionId]) => sessionId),
      settled.map(([, state]) => state.negotiationStatus),
      settled.map(([, state]) => state.summaryStatus),
    ]);
    const stale = rows[0]?.missing ?? 0;
    total += stale;
    if (stale > 0) missing.set(`session state (${settled.length} sessions compared)`, stale);
    const written = await client.query<{ key: string }>(
      'select key from idempotency_keys where key = any($1::text[])',
      [book.failures.map((turn) => turn.key)],
    );
    return {
      checked: book.acked.length,
      missing,
      total,
      writtenThoughFailed: new Set(written.rows.map((row) => row.key)),
    };
  } finally {
    await client.end();
  }
}
