ALTER TABLE "sessions" ADD COLUMN "offer_left_at" timestamp with time zone;--> statement-breakpoint
-- Offers already waiting for review keep the window their notice was asked for: until now, the
-- window of the negotiation's end.
UPDATE "sessions" SET "offer_left_at" = "ended_at" WHERE "summary_status" = 'user_offer_available';
