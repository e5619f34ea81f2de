-- What each part of a widget turn costs PostgreSQL, on a database the widget benchmark kept
-- (BENCH_KEEP_DB=1): each part 2,000 times on rows the run wrote, in one transaction that is
-- rolled back, so the database is left as it was. Single-row statements, as a turn writes them;
-- the search rows also as the job copies them, 2,000 in one statement.
--   psql -h 127.0.0.1 -U postgres -d <kept database> -f bench/widget-turns/database-parts.sql
-- The run's session updates, and how many were HOT (no index touched): read before this
-- script's own updates, which count too, rolled back or not (on its first run only, then).
select relname as "table", n_tup_upd as updates, n_tup_hot_upd as "HOT updates",
  (select count(*) from session_messages)::float / greatest(1, (select count(*) from idempotency_keys))
    as "messages a turn"
from pg_stat_user_tables where relname = 'sessions';
\set QUIET on
begin;
create temp table s_ids as select session_id from sessions order by random() limit 2000;
create temp table n_src as select * from sessions order by random() limit 2000;
update n_src set session_id = gen_random_uuid(), price_token_id = null;
create temp table m_src as select * from session_messages order by random() limit 2000;
create temp table k_src as select * from idempotency_keys order by random() limit 2000;
create temp table q_src as
  select message_id, session_id, retailer_id, created_at, user_message, messages, feedback
  from message_search order by random() limit 2000;
create temp table parts (part text, us numeric);
do $$
declare
  t0 timestamptz;
  r record;
  started sessions;
begin
  t0 := clock_timestamp();
  for r in select session_id from s_ids loop
    update sessions set updated_at = now(), conversation_state = conversation_state,
      current_price = current_price
    where session_id = r.session_id;
  end loop;
  insert into parts values ('session update, no indexed column changed',
    extract(epoch from clock_timestamp() - t0) * 1e6 / 2000);

  t0 := clock_timestamp();
  for r in select session_id from s_ids loop
    update sessions set updated_at = now(), conversation_state = conversation_state,
      summary_status = summary_status || '.'
    where session_id = r.session_id;
  end loop;
  insert into parts values ('session update, an indexed column changed',
    extract(epoch from clock_timestamp() - t0) * 1e6 / 2000);

  t0 := clock_timestamp();
  for r in select * from m_src loop
    insert into session_messages values (gen_random_uuid(), r.session_id, r.retailer_id,
      r.position + 100000, r.kind, r.user_message, r.messages, r.expression, r.user_reaction,
      r.bot_reaction, r.understanding_issues, r.intents, r.entities, r.interaction_data,
      r.incorrect_intent_inference, r.incorrect_entity_inference, r.created_at);
  end loop;
  insert into parts values ('message insert, with its triggers and foreign keys',
    extract(epoch from clock_timestamp() - t0) * 1e6 / 2000);

  t0 := clock_timestamp();
  for started in select * from n_src loop
    insert into sessions select (started).*;
  end loop;
  insert into parts values ('session insert (a start), with its triggers',
    extract(epoch from clock_timestamp() - t0) * 1e6 / 2000);

  t0 := clock_timestamp();
  for r in select * from k_src loop
    insert into idempotency_keys values (r.retailer_id, r.key || '-again', r.route,
      r.request_hash, r.status_code, r.response_body, r.created_at);
  end loop;
  insert into parts values ('idempotency key insert, with the kept answer',
    extract(epoch from clock_timestamp() - t0) * 1e6 / 2000);

  delete from message_search where message_id in (select message_id from q_src);
  t0 := clock_timestamp();
  for r in select * from q_src loop
    insert into message_search (message_id, session_id, retailer_id, created_at, user_message,
      messages, feedback)
    values (r.message_id, r.session_id, r.retailer_id, r.created_at, r.user_message, r.messages,
      r.feedback);
  end loop;
  insert into parts values ('search row insert, one a statement',
    extract(epoch from clock_timestamp() - t0) * 1e6 / 2000);

  delete from message_search where message_id in (select message_id from q_src);
  t0 := clock_timestamp();
  insert into message_search (message_id, session_id, retailer_id, created_at, user_message,
    messages, feedback)
  select * from q_src;
  insert into parts values ('search rows, 2,000 in one statement (as the job copies them)',
    extract(epoch from clock_timestamp() - t0) * 1e6 / 2000);
end $$;
\set QUIET off
select part, round(us, 1) as "µs each" from parts;
rollback;
