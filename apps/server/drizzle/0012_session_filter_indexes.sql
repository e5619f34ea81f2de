-- The sessions list (issue 5) filtered by objective or chattiness counted its total by visiting
-- every matching row (the roll-ups do not hold these filters): 95-180 ms at 1 000 000 sessions.
-- These indexes in the list's order give both the count and the page's ids from the index alone.
CREATE INDEX "sessions_retailer_objective_created" ON "sessions" USING btree ("retailer_id","objective","created_at" DESC NULLS LAST,"session_id");--> statement-breakpoint
CREATE INDEX "sessions_objective_created" ON "sessions" USING btree ("objective","created_at" DESC NULLS LAST,"session_id");--> statement-breakpoint
CREATE INDEX "sessions_retailer_chattiness_created" ON "sessions" USING btree ("retailer_id","chattiness_category","created_at" DESC NULLS LAST,"session_id");--> statement-breakpoint
CREATE INDEX "sessions_chattiness_created" ON "sessions" USING btree ("chattiness_category","created_at" DESC NULLS LAST,"session_id");--> statement-breakpoint
-- The list's total across retailers sums the UTC roll-ups' session counts: from an index, too.
CREATE INDEX "session_rollups_utc_counts" ON "session_rollups_utc" USING btree ("day","summary_status","data_quality","sessions");--> statement-breakpoint
-- Message search limited to feedback walked the feedback index and then visited every feedback
-- row, scattered across the table (85 000 page reads, 0.5-0.9 s at 10 000 000 messages). With the
-- searched and shown columns in the index, the walk reads the index alone. Drizzle cannot declare
-- INCLUDE columns: the table's definition has the index's keys only.
DROP INDEX "session_messages_feedback";--> statement-breakpoint
CREATE INDEX "session_messages_feedback" ON "session_messages" USING btree ("created_at" DESC NULLS LAST,"message_id") INCLUDE ("session_id","retailer_id","user_message","messages","user_vector","bot_vector") WHERE "session_messages"."intents" @> '[{"name":"feedback"}]'::jsonb;
