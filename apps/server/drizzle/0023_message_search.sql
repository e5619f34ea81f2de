-- Message search's texts, vectors and indexes move off session_messages (issue 31): a widget
-- turn's message insert spent about 200 µs of its 275 µs of database time on them (the two
-- stored vectors about 75, the trigram indexes about 110, the full-text ones about 20). A
-- message is now queued as it is written (a statement trigger: one key insert) and copied to
-- message_search by the job that indexes messages, within seconds.
CREATE TABLE "message_search" (
	"message_id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"retailer_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"user_message" text,
	"messages" text[] DEFAULT '{}'::text[] NOT NULL,
	"feedback" boolean NOT NULL,
	"user_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(user_message, ''))) STORED,
	"bot_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', parley_bot_text(messages))) STORED
);
--> statement-breakpoint
CREATE TABLE "message_search_queue" (
	"message_id" uuid PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_search" ADD CONSTRAINT "message_search_message_id_session_messages_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."session_messages"("message_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_search_queue" ADD CONSTRAINT "message_search_queue_message_id_session_messages_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."session_messages"("message_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "session_messages_retailer";--> statement-breakpoint
DROP INDEX "session_messages_created";--> statement-breakpoint
DROP INDEX "session_messages_user_vector";--> statement-breakpoint
DROP INDEX "session_messages_bot_vector";--> statement-breakpoint
DROP INDEX "session_messages_user_trgm";--> statement-breakpoint
DROP INDEX "session_messages_bot_trgm";--> statement-breakpoint
-- The dashboard's newest feedback keeps its index, without the vectors it carried for search.
DROP INDEX "session_messages_feedback";--> statement-breakpoint
CREATE INDEX "session_messages_feedback" ON "session_messages" USING btree ("created_at" DESC NULLS LAST,"message_id") INCLUDE ("session_id") WHERE "session_messages"."intents" @> '[{"name":"feedback"}]'::jsonb;--> statement-breakpoint
ALTER TABLE "session_messages" DROP COLUMN "user_vector", DROP COLUMN "bot_vector";--> statement-breakpoint
-- Every message so far, copied before the indexes are built (one build each, not row by row).
INSERT INTO "message_search" ("message_id", "session_id", "retailer_id", "created_at", "user_message", "messages", "feedback")
	SELECT "message_id", "session_id", "retailer_id", "created_at", "user_message", "messages", "intents" @> '[{"name":"feedback"}]'::jsonb
	FROM "session_messages";--> statement-breakpoint
CREATE FUNCTION parley_queue_message_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO message_search_queue (message_id) SELECT message_id FROM added;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER session_messages_search_queue AFTER INSERT ON session_messages
	REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION parley_queue_message_search();--> statement-breakpoint
CREATE INDEX "message_search_created" ON "message_search" USING btree ("created_at" DESC NULLS LAST,"message_id");--> statement-breakpoint
CREATE INDEX "message_search_retailer_created" ON "message_search" USING btree ("retailer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "message_search_user_vector" ON "message_search" USING gin ("user_vector") WITH (gin_pending_list_limit=512);--> statement-breakpoint
CREATE INDEX "message_search_bot_vector" ON "message_search" USING gin ("bot_vector") WITH (gin_pending_list_limit=512);--> statement-breakpoint
CREATE INDEX "message_search_user_trgm" ON "message_search" USING gin ("retailer_id","user_message" gin_trgm_ops) WITH (gin_pending_list_limit=512);--> statement-breakpoint
CREATE INDEX "message_search_bot_trgm" ON "message_search" USING gin ("retailer_id",parley_bot_text("messages") gin_trgm_ops) WITH (gin_pending_list_limit=512);--> statement-breakpoint
-- A feedback search walks this index alone: the searched and shown columns are included.
CREATE INDEX "message_search_feedback" ON "message_search" USING btree ("created_at" DESC NULLS LAST,"message_id") INCLUDE ("session_id","retailer_id","user_message","messages","user_vector","bot_vector") WHERE "message_search"."feedback";--> statement-breakpoint
-- Statistics at once: a rare word's search is otherwise planned as a walk of the created index.
ANALYZE message_search;
