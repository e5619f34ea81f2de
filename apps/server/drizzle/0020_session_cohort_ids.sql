ALTER TABLE "sessions" ADD COLUMN "cohort_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- A session keeps the one cohort an early caller sent (kept as sent, as before).
UPDATE "sessions" SET "cohort_ids" = ARRAY["cohort_id"] WHERE "cohort_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" DROP COLUMN "cohort_id";
