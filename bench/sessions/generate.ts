/**
 * The sessions benchmark's data, made by set-based SQL (generate_series, INSERT … SELECT) in a
 * database migrated by the server's own migrations: retailers of skewed sizes, sessions over the
 * last year with their statuses spread, and their chats in real words.
 *
 * Every draw is a hash of the row's number (bench_unit), not random(): a run with the same
 * scale makes the same data, and a session's chat is drawn from the same number as the session.
 * The indexes and keys of the big tables (sessions, their messages, message search's copy) are
 * dropped while loading and rebuilt afterwards exactly as the migrations made them
 * (pg_get_indexdef, pg_get_constraintdef).
 */
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pino from 'pino';
import pg from 'pg';
import { defaultHyperParameters } from '@parley/engine';
import { openDatabase, pgliteFolder } from '../../apps/server/src/db/client';
import { BOT_WORDS, RARE_WORDS, SHOPPER_WORDS } from './words';

export interface Scale {
  sessions: number;
  messagesPerSession: number;
  retailers: number;
}

/** Sentences the chats are drawn from (each a draw of 3–14 words, the rare ones once each). */
const USER_POOL = 200_000;
const BOT_POOL = 50_000;
/** Rows per INSERT … SELECT: progress, and no single statement of tens of millions of rows. */
const CHUNK = 100_000;

/**
 * The summary statuses' shares, cumulative, and the negotiation status each leaves behind:
 * most negotiations are abandoned, about a third end in the basket or a sale, a tenth are
 * recoverable offers (open or answered).
 */
const STATUSES: [summary: string, negotiation: string, upTo: number][] = [
  ['sold', 'purchased', 0.1],
  ['added_to_basket', 'added_to_basket', 0.22],
  ['checkout', 'checkout', 0.25],
  ['abandoned_negotiated', 'negotiating', 0.58],
  ['abandoned_reached_final_offer', 'final_offer', 0.78],
  ['abandoned_deal_agreed', 'deal_agreed', 0.86],
  ['user_offer_available', 'ended', 0.92],
  ['user_offer_accepted', 'ended', 0.94],
  ['user_offer_rejected', 'ended', 0.96],
  ['user_offer_countered', 'ended', 0.97],
  ['recovered_purchased', 'recovered_purchased', 1],
];

const PRODUCTS = [
  'Oak Dining Table',
  'Velvet Sofa',
  'Leather Jacket',
  'Trail Running Trainers',
  'Noise Cancelling Headphones',
  'Espresso Machine',
  'Road Bicycle',
  'Memory Foam Mattress',
  'Walnut Desk',
  '4K Monitor',
  'Wool Rug',
  'Camping Tent',
  'Ceramic Lamp',
  'Mechanical Keyboard',
  'Linen Duvet Set',
];

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const textArray = (items: readonly string[]) => `array[${items.map(literal).join(',')}]::text[]`;

export type Log = (line: string) => void;

async function timed<T>(log: Log, what: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  log(`  ${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** What the generator needs of a connection: pg's Client and PGlite both answer this. */
interface Queryable {
  query<R>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
}

/** Migrates the (empty) database at `url` with the server's migrations, then fills it. */
export async function generate(url: string, scale: Scale, log: Log) {
  const handle = await openDatabase({ databaseUrl: url, log: pino({ level: 'silent' }) });
  await handle.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await fill(client, scale, log, (keys) => restoreKeysAndIndexes(url, keys, log));
  } finally {
    await client.end();
  }
}

/**
 * The same data in an embedded database (PGlite) in `dataDir`: one connection, so the keys and
 * indexes are rebuilt one after the other on it.
 */
export async function generateEmbedded(dataDir: string, scale: Scale, log: Log) {
  const handle = await openDatabase({ dataDir, log: pino({ level: 'silent' }) });
  await handle.close();
  const client = new PGlite({ dataDir: pgliteFolder(dataDir), extensions: { btree_gin, pg_trgm } });
  try {
    await fill(client, scale, log, (keys) => rebuildOn(client, keys, log));
  } finally {
    await client.close();
  }
}

async function fill(
  client: Queryable,
  scale: Scale,
  log: Log,
  rebuild: (keys: Keys) => Promise<void>,
) {
  const q = (text: string, values: unknown[] = []) => client.query(text, values);
  await q(`set synchronous_commit = off`);
  await q(`set work_mem = '64MB'`);
  // A draw in [0, 1) from a row number and a salt: immutable, so inlined and repeatable.
  await q(`create or replace function bench_unit(n bigint, salt bigint) returns float8
    language sql immutable parallel safe
    as $$ select (hashint8extended(n, salt) & 9007199254740991)::float8 / 9007199254740992 $$`);
  // Session n's id: a version 4 UUID made of its number's hash.
  await q(`create or replace function bench_uuid(n bigint) returns uuid
    language sql immutable parallel safe
    as $$ select overlay(overlay(md5('session' || n) placing '4' from 13) placing '8' from 17)::uuid $$`);

  await timed(log, `${scale.retailers} retailers`, () =>
    q(
      `insert into retailers (name, terms_agreed, incomplete_onboarding_tasks, available_features)
       select 'Bench Retailer ' || lpad(r::text, 3, '0'), true, '{}', '{session_export}'
       from generate_series(1, $1::int) r`,
      [scale.retailers],
    ),
  );

  await timed(log, 'sentence pools', async () => {
    for (const [table, size, words, prefix] of [
      ['bench_user_pool', USER_POOL, SHOPPER_WORDS, 11],
      ['bench_bot_pool', BOT_POOL, BOT_WORDS, 21],
    ] as const) {
      await q(`create table ${table} (id int primary key, body text not null)`);
      // Word i of the vocabulary is drawn with probability falling steeply with i (u³).
      await q(
        `insert into ${table}
         select g, array_to_string(array(
             select (${textArray(words)})[1 + floor(${words.length} * power(bench_unit(g * 32 + w, ${prefix}), 3))::int]
             from generate_series(1, 3 + (g % 12)) w), ' ')
           || case when g <= ${RARE_WORDS.length} then ' ' || (${textArray(RARE_WORDS)})[g] else '' end
         from generate_series(1, $1::int) g`,
        [size],
      );
    }
  });

  const keys = await dropKeysAndIndexes(client);

  // Sessions fall over the year before this instant, in the order they are inserted (as a live
  // table fills: the heap follows created_at), their messages following them.
  const anchor = new Date().toISOString();
  const hyper = JSON.stringify(defaultHyperParameters('a_baseline'));
  const setup = JSON.stringify({ recoveredParleysActive: true, bidLimit: 6, currency: 'GBP' });
  const state = JSON.stringify({
    turn: 4,
    offers: [100, 95, 92.5, 90],
    bids: [60, 70, 80],
    lastDecision: 'counter',
    pushBacks: 1,
  });
  const statusCase = STATUSES.map(([summary, , upTo]) => `when u3 < ${upTo} then '${summary}'`);
  const negotiationCase = STATUSES.map(
    ([summary, negotiation]) => `when '${summary}' then '${negotiation}'`,
  );
  const spread = 2 * scale.messagesPerSession - 1;
  // No roll-up is sealed yet (the benchmark's server seals them), so the triggers that keep them
  // would only run for nothing, row by row; likewise the reaction counts, made set-based below.
  const loadTriggers = [
    'sessions sessions_rollup_insert',
    'sessions sessions_rollup_update',
    'sessions sessions_rollup_delete',
    'session_messages session_messages_reactions_insert',
    // Message search's copy is made set-based below, not queued message by message.
    'session_messages session_messages_search_queue',
  ];
  for (const trigger of loadTriggers) {
    const [table, name] = trigger.split(' ');
    await q(`alter table ${table} disable trigger ${name}`);
  }
  for (let start = 1; start <= scale.sessions; start += CHUNK) {
    const end = Math.min(scale.sessions, start + CHUNK - 1);
    await timed(log, `sessions ${start}–${end}`, () =>
      q(
        `with ids as (select array_agg(id order by name) as ids from retailers where name like 'Bench Retailer %'),
         draws as (
           select g, bench_unit(g, 1) u1, bench_unit(g, 2) u2, bench_unit(g, 3) u3,
             bench_unit(g, 4) u4, bench_unit(g, 5) u5, bench_unit(g, 6) u6
           from generate_series($1::bigint, $2::bigint) g),
         rows as (
           select d.*, (ids.ids)[1 + least($3::int - 1, floor(exp(u1 * ln($3::float8 + 1)) - 1)::int)] retailer,
             case ${statusCase.join(' ')} else 'sold' end status,
             round((5 + 1995 * power(u5, 3))::numeric, 2) price,
             $7::timestamptz - interval '365 days' * (1 - (g - u4) / ${scale.sessions}) created
           from draws d, ids)
         insert into sessions (session_id, retailer_id, shopper_id_hash, is_returning_user, api_version,
           negotiation_type, retailer_product_id, product_name, product_price, current_price,
           walkaway_price, walkaway_percentage, last_user_bid, deal_price, objective,
           negotiation_status, summary_status, zone_walk, engagement_score, engagement_category,
           chattiness, chattiness_category, algorithm_version, hyper_parameters, language, currency,
           currency_symbol, conversation_setup, conversation_state, user_name, user_email,
           data_quality, created_at, updated_at, ended_at, first_message_at, last_message_at)
         select bench_uuid(g), retailer, md5('shopper' || (g % ${Math.max(1, Math.floor(scale.sessions / 3))})),
           u2 < 0.2, 'v1', case when u6 < 0.9 then 'product' when u6 < 0.98 then 'cart' else 'contract' end,
           'P' || floor(u2 * 500)::int, (${textArray(PRODUCTS)})[1 + floor(u5 * ${PRODUCTS.length})::int],
           price, round((price * (1 - 0.15 * u6))::numeric, 2), round(price * 0.84, 2), 16,
           round(price * 0.7, 2),
           case when status in ('sold', 'added_to_basket', 'checkout', 'abandoned_deal_agreed', 'recovered_purchased')
             then round((price * (1 - 0.15 * u6))::numeric, 2) end,
           (array['balance_performance', 'increase_conversion', 'preserve_margin', 'none'])[1 + floor(u2 * u2 * 4)::int],
           case status ${negotiationCase.join(' ')} end, status,
           array[1, 2, 1 + floor(u6 * 3)::int], round((u6 * 10)::numeric, 2),
           (array['high', 'neutral', 'low', 'pending'])[1 + floor(u4 * 4)::int],
           round((u1 * 10)::numeric, 2), (array['chatty', 'average', 'terse', 'pending'])[1 + floor(u3 * 4)::int],
           'a_baseline', $4::jsonb, 'en-GB', 'GBP', '£', $5::jsonb, $6::jsonb,
           case when status like 'user_offer%' or status = 'recovered_purchased' then 'Shopper ' || g end,
           case when status like 'user_offer%' or status = 'recovered_purchased' then 'shopper' || g || '@example.com' end,
           case when u5 < 0.02 then 1 + floor(u6 * 5)::int end,
           created, created + interval '3 minutes', created + interval '3 minutes',
           -- The span of the messages below (the trigger that keeps it is off while they load).
           created, created + floor(bench_unit(g, 7) * $8::int)::int * interval '25 seconds'
         from rows`,
        [start, end, scale.retailers, hyper, setup, state, anchor, spread],
      ),
    );
  }

  // Messages: 1 to 2m−1 per session (m on average), the opening first; the sessions already
  // carry their span, so the trigger keeping it would only repeat it row by row.
  await q(`alter table session_messages disable trigger session_messages_span`);
  for (let start = 1; start <= scale.sessions; start += CHUNK) {
    const end = Math.min(scale.sessions, start + CHUNK - 1);
    await timed(log, `messages of sessions ${start}–${end}`, () =>
      q(
        `with ids as (select array_agg(id order by name) as ids from retailers where name like 'Bench Retailer %'),
         chats as (
           select g, p, k, g * 64 + p h,
             (ids.ids)[1 + least($3::int - 1, floor(exp(bench_unit(g, 1) * ln($3::float8 + 1)) - 1)::int)] retailer,
             $5::timestamptz - interval '365 days' * (1 - (g - bench_unit(g, 4)) / ${scale.sessions})
               + p * interval '25 seconds' created
           from generate_series($1::bigint, $2::bigint) g
           cross join lateral (select 1 + floor(bench_unit(g, 7) * $4::int)::int k) n
           cross join lateral generate_series(0, k - 1) p, ids),
         picks as (
           select c.*, case when p > 0 then 1 + floor(bench_unit(h, 11) * ${USER_POOL})::int end uid,
             1 + floor(bench_unit(h, 12) * ${BOT_POOL})::int bid,
             case when bench_unit(h, 13) < 0.3 then 1 + floor(bench_unit(h, 14) * ${BOT_POOL})::int end bid2,
             bench_unit(h, 15) u,
             -- A shopper reacts to about one bot reply in twenty (the dashboard's feedback counts).
             case when p > 0 and bench_unit(h, 16) < 0.05
               then (array['heart', 'sad', 'angry', 'thinking'])[1 + floor(bench_unit(h, 17) * 4)::int] end reaction
           from chats c)
         insert into session_messages (session_id, retailer_id, position, kind, user_message, messages,
           user_reaction, intents, interaction_data, created_at)
         select bench_uuid(g), retailer, p,
           case when p = 0 then 'opening' when p = k - 1 and u < 0.3 then 'accept' else 'message' end,
           case when p > 0 then up.body || case when u < 0.4 then ' £' || floor(u * 500)::int else '' end end,
           case when b2.body is null then array[b1.body] else array[b1.body, b2.body] end,
           reaction,
           case when p > 0 and u > 0.99 then '[{"name":"feedback","confidence":0.9}]'::jsonb
             when p > 0 and u < 0.4 then '[{"name":"bid","confidence":0.95}]'::jsonb else '[]'::jsonb end,
           case when p = 0 then '{"decision":"opening"}'::jsonb else '{"decision":"counter"}'::jsonb end,
           created
         from picks
         left join bench_user_pool up on up.id = uid
         join bench_bot_pool b1 on b1.id = bid
         left join bench_bot_pool b2 on b2.id = bid2`,
        [start, end, scale.retailers, spread, anchor],
      ),
    );
  }

  await q(`alter table session_messages enable trigger session_messages_span`);
  // What the server's indexing job would have copied, message by message, as they were written.
  await timed(log, 'message search copy', () =>
    q(`insert into message_search
         (message_id, session_id, retailer_id, created_at, user_message, messages, feedback)
       select message_id, session_id, retailer_id, created_at, user_message, messages,
         intents @> '[{"name":"feedback"}]'::jsonb
       from session_messages`),
  );
  await timed(log, 'reaction counts', () =>
    q(`update sessions s set sad_reactions = c.sad, heart_reactions = c.heart,
         angry_reactions = c.angry, thinking_reactions = c.thinking
       from (select session_id,
           count(*) filter (where user_reaction = 'sad') sad,
           count(*) filter (where user_reaction = 'heart') heart,
           count(*) filter (where user_reaction = 'angry') angry,
           count(*) filter (where user_reaction = 'thinking') thinking
         from session_messages where user_reaction is not null group by session_id) c
       where s.session_id = c.session_id`),
  );
  for (const trigger of loadTriggers) {
    const [table, name] = trigger.split(' ');
    await q(`alter table ${table} enable trigger ${name}`);
  }

  await timed(log, 'keys and indexes rebuilt', () => rebuild(keys));
  await timed(log, 'vacuum analyze', async () => {
    await q(`vacuum (analyze) sessions`);
    await q(`vacuum (analyze) session_messages`);
    await q(`vacuum (analyze) message_search`);
    await q(`analyze retailers`);
  });
}

interface Keys {
  /** Foreign keys to and from the big tables, by table. */
  foreign: { table: string; name: string; definition: string }[];
  primary: { table: string; name: string; definition: string }[];
  indexes: string[];
}

const BIG_TABLES = `('sessions'::regclass, 'session_messages'::regclass, 'message_search'::regclass)`;

async function dropKeysAndIndexes(client: Queryable): Promise<Keys> {
  const constraints = await client.query<{
    table: string;
    name: string;
    type: string;
    definition: string;
  }>(
    `select conrelid::regclass::text as table, conname as name, contype as type,
       pg_get_constraintdef(oid) as definition
     from pg_constraint
     where (conrelid in ${BIG_TABLES} or confrelid in ${BIG_TABLES}) and contype in ('p', 'f', 'u')`,
  );
  const indexes = await client.query<{ name: string; definition: string }>(
    `select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as definition
     from pg_index
     where indrelid in ${BIG_TABLES}
       and not exists (select 1 from pg_constraint c where c.conindid = indexrelid)`,
  );
  const foreign = constraints.rows.filter((c) => c.type === 'f');
  const primary = constraints.rows.filter((c) => c.type !== 'f');
  for (const c of [...foreign, ...primary]) {
    await client.query(`alter table ${c.table} drop constraint "${c.name}"`);
  }
  for (const index of indexes.rows) await client.query(`drop index ${index.name}`);
  return { foreign, primary, indexes: indexes.rows.map((index) => index.definition) };
}

/** Keys, indexes, then foreign keys, one after the other on one connection. */
async function rebuildOn(client: Queryable, keys: Keys, log: Log) {
  const add = (c: Keys['primary'][number]) =>
    timed(log, c.name, () =>
      client.query(`alter table ${c.table} add constraint "${c.name}" ${c.definition}`),
    );
  for (const c of keys.primary) await add(c);
  for (const definition of keys.indexes) {
    const name = /INDEX (\S+) ON/.exec(definition)?.[1] ?? definition;
    await timed(log, name, () => client.query(definition));
  }
  for (const c of keys.foreign) await add(c);
}

/** Primary keys first, then the indexes on two connections (two cores), then foreign keys. */
async function restoreKeysAndIndexes(url: string, keys: Keys, log: Log) {
  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`set maintenance_work_mem = '1GB'`);
    return client;
  };
  const first = await connect();
  try {
    for (const c of keys.primary) {
      await timed(log, c.name, () =>
        first.query(`alter table ${c.table} add constraint "${c.name}" ${c.definition}`),
      );
    }
    // Largest first, so that the two connections finish at about the same time.
    const queue = [...keys.indexes].sort((a, b) => weight(b) - weight(a));
    const worker = async (client: pg.Client) => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const definition = next;
        const name = /INDEX (\S+) ON/.exec(definition)?.[1] ?? definition;
        await timed(log, name, () => client.query(definition));
      }
    };
    const second = await connect();
    try {
      await Promise.all([worker(first), worker(second)]);
    } finally {
      await second.end();
    }
    for (const c of keys.foreign) {
      await timed(log, c.name, () =>
        first.query(`alter table ${c.table} add constraint "${c.name}" ${c.definition}`),
      );
    }
  } finally {
    await first.end();
  }
}

const weight = (definition: string) =>
  (/session_messages|message_search/.test(definition) ? 10 : 1) *
  (definition.includes('gin_trgm_ops') ? 4 : definition.includes('USING gin') ? 2 : 1);
