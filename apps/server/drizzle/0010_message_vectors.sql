-- Message search (issue 5) kept its full-text indexes on expressions: a row the index scan passed
-- was rechecked by parsing its text again, which for a common word ("price": 91 000 rows for a
-- page) took seconds. The vectors are now stored, computed once when a message is written (as
-- the expression indexes already did), and the indexes are built on them. Left out of the
-- drizzle table's columns so that reading messages does not carry them (MESSAGE_VECTORS).
-- One ALTER, one rewrite of the table for both columns.
DROP INDEX "session_messages_user_fts";--> statement-breakpoint
DROP INDEX "session_messages_bot_fts";--> statement-breakpoint
ALTER TABLE "session_messages"
	ADD COLUMN "user_vector" tsvector GENERATED ALWAYS AS (to_tsvector('simple', coalesce("user_message", ''))) STORED,
	ADD COLUMN "bot_vector" tsvector GENERATED ALWAYS AS (to_tsvector('simple', parley_bot_text("messages"))) STORED;--> statement-breakpoint
CREATE INDEX "session_messages_user_vector" ON "session_messages" USING gin ("user_vector");--> statement-breakpoint
CREATE INDEX "session_messages_bot_vector" ON "session_messages" USING gin ("bot_vector");
--> statement-breakpoint
-- The new columns have no statistics until ANALYZE: without them a rare word's search was planned
-- as a walk of the whole created_at index (17 s instead of 15 ms on 10 000 000 messages).
ANALYZE session_messages;
