-- Message search (issue 5): the trigram indexes hold the retailer too (btree_gin), so that one
-- retailer's search for a common word intersects its messages with the word's inside the index
-- instead of building a bitmap of millions of messages. A search across retailers uses the text
-- column of the same index alone.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "session_messages_user_trgm";--> statement-breakpoint
DROP INDEX "session_messages_bot_trgm";--> statement-breakpoint
CREATE INDEX "session_messages_user_trgm" ON "session_messages" USING gin ("retailer_id","user_message" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "session_messages_bot_trgm" ON "session_messages" USING gin ("retailer_id",parley_bot_text("messages") gin_trgm_ops);
