-- The sessions list (issue 5) filtered by objective or chattiness counted its total by visiting
-- every matching row (the roll-ups do not hold these filters): 95-180 ms at 1 000 000 sessions.
-- These indexes in the list's order give both the count and the page's ids from the index alone.
-- The list's total across retailers sums the UTC roll-ups' session counts: from an index, too.
CREATE INDEX "sessions_retailer_objective_created" ON "sessions" USING btree ("retailer_id","objective","created_at" DESC NULLS LAST,"session_id");--> statement-breakpoint
CREATE INDEX "sessions_objective_created" ON "sessions" USING btree ("objective","created_at" DESC NULLS LAST,"session_id");--> statement-breakpoint
CREATE INDEX "sessions_retailer_chattiness_created" ON "sessions" USING btree ("retailer_id","chattiness_category","created_at" DESC NULLS LAST,"session_id");--> statement-breakpoint
CREATE INDEX "sessions_chattiness_created" ON "sessions" USING btree ("chattiness_category","created_at" DESC NULLS LAST,"session_id");--> statement-breakpoint
CREATE INDEX "session_rollups_utc_counts" ON "session_rollups_utc" USING btree ("day","summary_status","data_quality","sessions");