-- The update trigger's WHEN compared parley_rollup_session_of(OLD) and (NEW). PostgreSQL
-- prepares a trigger's WHEN afresh for every statement, inlining (so parsing) that SQL function
-- twice each time: about a millisecond on every update of any session, even a fresh one the time
-- test lets through unexamined, which made up a third of the database's work on a widget turn
-- (bench/README.md). The WHEN keeps the cheap time test; the function compares the roll-up
-- values in PL/pgSQL, whose expressions are prepared once per connection.
CREATE OR REPLACE FUNCTION parley_sessions_rollup() RETURNS trigger
	LANGUAGE plpgsql
	AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND parley_rollup_session_of(OLD) IS NOT DISTINCT FROM parley_rollup_session_of(NEW) THEN
		RETURN NULL;
	END IF;
	-- A share lock on the marks waits for a sealer moving them (it holds them for update), and
	-- holds it off until this transaction ends: a session is counted once, by one or the other.
	IF TG_OP <> 'INSERT' THEN
		PERFORM 1 FROM session_rollup_marks
			WHERE retailer_id IN (OLD.retailer_id, '00000000-0000-0000-0000-000000000000'::uuid) FOR SHARE;
		PERFORM parley_rollup_apply(ARRAY[parley_rollup_session_of(OLD)], -1, 'both');
	END IF;
	IF TG_OP <> 'DELETE' THEN
		PERFORM 1 FROM session_rollup_marks
			WHERE retailer_id IN (NEW.retailer_id, '00000000-0000-0000-0000-000000000000'::uuid) FOR SHARE;
		PERFORM parley_rollup_apply(ARRAY[parley_rollup_session_of(NEW)], 1, 'both');
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER sessions_rollup_update ON sessions;--> statement-breakpoint
CREATE TRIGGER sessions_rollup_update AFTER UPDATE ON sessions FOR EACH ROW
	WHEN (OLD.created_at < now() - interval '2 days' OR NEW.created_at < now() - interval '2 days')
	EXECUTE FUNCTION parley_sessions_rollup();
