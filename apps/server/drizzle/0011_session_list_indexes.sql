-- The sessions list (issue 5) finds a page's ids from an index before reading its twenty rows.
-- By status, in the list's order with the session id breaking ties, for one retailer and across
-- retailers (an administrator's status filter had no index starting with the status).
CREATE INDEX "sessions_retailer_summary_created" ON "sessions" USING btree ("retailer_id","summary_status","created_at" DESC NULLS LAST,"session_id");--> statement-breakpoint
CREATE INDEX "sessions_summary_created" ON "sessions" USING btree ("summary_status","created_at" DESC NULLS LAST,"session_id");--> statement-breakpoint
DROP INDEX "sessions_retailer_summary";
