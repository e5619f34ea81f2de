-- Message search (issue 5): trigram indexes need pg_trgm; the bot's lines are indexed through an
-- immutable wrapper, array_to_string itself being only stable.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION parley_bot_text(lines text[]) RETURNS text
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ SELECT coalesce(array_to_string(lines, ' '), '') $$;--> statement-breakpoint
CREATE TABLE "recovery_links" (
	"recovery_link_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"retailer_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"quantity" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recovery_links_session_id_unique" UNIQUE("session_id"),
	CONSTRAINT "recovery_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "recovery_links" ADD CONSTRAINT "recovery_links_session_id_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_links" ADD CONSTRAINT "recovery_links_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recovery_links_retailer" ON "recovery_links" USING btree ("retailer_id");--> statement-breakpoint
CREATE INDEX "session_messages_created" ON "session_messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "session_messages_user_fts" ON "session_messages" USING gin (to_tsvector('simple', coalesce("user_message", '')));--> statement-breakpoint
CREATE INDEX "session_messages_bot_fts" ON "session_messages" USING gin (to_tsvector('simple', parley_bot_text("messages")));--> statement-breakpoint
CREATE INDEX "session_messages_user_trgm" ON "session_messages" USING gin ("user_message" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "session_messages_bot_trgm" ON "session_messages" USING gin (parley_bot_text("messages") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "session_messages_feedback" ON "session_messages" USING btree ("created_at" DESC NULLS LAST) WHERE "session_messages"."intents" @> '[{"name":"feedback"}]'::jsonb;--> statement-breakpoint
CREATE INDEX "sessions_rule_ids" ON "sessions" USING gin ("rule_ids");