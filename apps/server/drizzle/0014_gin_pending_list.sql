-- Widget turns under load (issue 4): the GIN indexes' pending lists hold 512 kB instead of
-- PostgreSQL's 4 MB, so that the turn which finds one full merges a short list (see
-- GIN_PENDING_LIST in tables/sessions.ts). A storage parameter only: the indexes are not rebuilt.
ALTER INDEX "session_messages_user_vector" SET (gin_pending_list_limit = 512);--> statement-breakpoint
ALTER INDEX "session_messages_bot_vector" SET (gin_pending_list_limit = 512);--> statement-breakpoint
ALTER INDEX "session_messages_user_trgm" SET (gin_pending_list_limit = 512);--> statement-breakpoint
ALTER INDEX "session_messages_bot_trgm" SET (gin_pending_list_limit = 512);--> statement-breakpoint
ALTER INDEX "sessions_rule_ids" SET (gin_pending_list_limit = 512);
