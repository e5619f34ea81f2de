-- sessions.first_message_at and last_message_at are the earliest and the latest created_at of
-- the session's messages (null without any), kept by this trigger on every write of
-- session_messages: the dashboard's session length then reads one row per session.
CREATE OR REPLACE FUNCTION parley_recount_message_span(session uuid) RETURNS void
	LANGUAGE sql
	AS $$
	UPDATE sessions s SET first_message_at = span.first_at, last_message_at = span.last_at
	FROM (
		SELECT min(created_at) AS first_at, max(created_at) AS last_at
		FROM session_messages WHERE session_id = session
	) span
	WHERE s.session_id = session
		AND (s.first_message_at IS DISTINCT FROM span.first_at
			OR s.last_message_at IS DISTINCT FROM span.last_at)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION parley_session_message_span() RETURNS trigger
	LANGUAGE plpgsql
	AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		-- A new message can only widen the span.
		UPDATE sessions SET
			first_message_at = least(first_message_at, NEW.created_at),
			last_message_at = greatest(last_message_at, NEW.created_at)
		WHERE session_id = NEW.session_id
			AND (first_message_at IS NULL OR NEW.created_at < first_message_at
				OR NEW.created_at > last_message_at);
		RETURN NULL;
	END IF;
	-- An update or a delete may take the first or the last message away: count again.
	PERFORM parley_recount_message_span(OLD.session_id);
	IF TG_OP = 'UPDATE' AND NEW.session_id <> OLD.session_id THEN
		PERFORM parley_recount_message_span(NEW.session_id);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER session_messages_span
	AFTER INSERT OR DELETE OR UPDATE OF created_at, session_id ON session_messages
	FOR EACH ROW EXECUTE FUNCTION parley_session_message_span();--> statement-breakpoint
UPDATE sessions s SET first_message_at = span.first_at, last_message_at = span.last_at
FROM (
	SELECT session_id, min(created_at) AS first_at, max(created_at) AS last_at
	FROM session_messages GROUP BY session_id
) span
WHERE s.session_id = span.session_id;
