-- Plans, billing and usage (issue 25). A billing scheme keeps its own terms, copied from its
-- plan when it is made (a later change to the catalogue never changes what a scheme charges),
-- and always has a current 30-day cycle; every ended cycle's charges are billing events, with
-- the negotiated sales a usage fee was charged on.
ALTER TABLE "billing_schemes" ADD COLUMN "subscription_fee_amount" numeric(12, 2) DEFAULT null;--> statement-breakpoint
ALTER TABLE "billing_schemes" ADD COLUMN "usage_fee_percentage" numeric(5, 2) DEFAULT null;--> statement-breakpoint
ALTER TABLE "billing_schemes" ADD COLUMN "shopify_charge_id" text;--> statement-breakpoint
ALTER TABLE "billing_schemes" ADD COLUMN "shopify_usage_line_item_id" text;--> statement-breakpoint
-- The schemes made so far take their plan's terms as they are now.
UPDATE "billing_schemes" s SET
	"subscription_fee_amount" = p."subscription_fee_amount",
	"usage_fee_percentage" = p."usage_fee_percentage"
FROM "pricing_plans" p
WHERE p."identifier" = s."pricing_plan_identifier";--> statement-breakpoint
ALTER TABLE "billing_schemes" ALTER COLUMN "subscription_fee_amount" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_schemes" ALTER COLUMN "usage_fee_percentage" SET NOT NULL;--> statement-breakpoint
-- A cycle without a recorded start began when the scheme was made; every cycle lasts 30 days.
-- Cycles that have ended since are closed, with their charges, by the cycle closer's first run.
UPDATE "billing_schemes" SET
	"billing_cycle_started_at" = coalesce("billing_cycle_started_at", "created_at"),
	"current_billing_cycle_ends_at" = coalesce(
		"current_billing_cycle_ends_at",
		coalesce("billing_cycle_started_at", "created_at") + interval '30 days');--> statement-breakpoint
ALTER TABLE "billing_schemes" ALTER COLUMN "billing_cycle_started_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "billing_schemes" ALTER COLUMN "billing_cycle_started_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_schemes" ALTER COLUMN "current_billing_cycle_ends_at" SET DEFAULT (now() + interval '30 days');--> statement-breakpoint
ALTER TABLE "billing_schemes" ALTER COLUMN "current_billing_cycle_ends_at" SET NOT NULL;--> statement-breakpoint
-- An insert that names no terms (fixtures, benchmarks, older code) gets its plan's: the columns'
-- null default is replaced here, before NOT NULL is checked.
CREATE OR REPLACE FUNCTION parley_billing_scheme_plan_terms() RETURNS trigger
	LANGUAGE plpgsql
	AS $$
BEGIN
	SELECT coalesce(NEW.subscription_fee_amount, p.subscription_fee_amount),
		coalesce(NEW.usage_fee_percentage, p.usage_fee_percentage)
	INTO NEW.subscription_fee_amount, NEW.usage_fee_percentage
	FROM pricing_plans p WHERE p.identifier = NEW.pricing_plan_identifier;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER billing_schemes_plan_terms
	BEFORE INSERT ON billing_schemes
	FOR EACH ROW
	WHEN (NEW.subscription_fee_amount IS NULL OR NEW.usage_fee_percentage IS NULL)
	EXECUTE FUNCTION parley_billing_scheme_plan_terms();--> statement-breakpoint
CREATE UNIQUE INDEX "billing_schemes_shopify_charge" ON "billing_schemes" USING btree ("shopify_charge_id");--> statement-breakpoint
CREATE INDEX "billing_schemes_cycle_due" ON "billing_schemes" USING btree ("current_billing_cycle_ends_at") WHERE "billing_schemes"."is_current";--> statement-breakpoint
CREATE TABLE "billing_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"retailer_id" uuid NOT NULL,
	"billing_scheme_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"description" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"original_amount" numeric(12, 2) NOT NULL,
	"total_sales_amount" numeric(14, 2) NOT NULL,
	"total_number_of_sales" integer NOT NULL,
	"cycle_started_at" timestamp with time zone NOT NULL,
	"cycle_ended_at" timestamp with time zone NOT NULL,
	"billed_at" timestamp with time zone,
	"provider_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_event_sessions" (
	"billing_event_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	CONSTRAINT "billing_event_sessions_billing_event_id_session_id_pk" PRIMARY KEY("billing_event_id","session_id")
);
--> statement-breakpoint
ALTER TABLE "billing_events" ADD CONSTRAINT "billing_events_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_events" ADD CONSTRAINT "billing_events_billing_scheme_id_billing_schemes_id_fk" FOREIGN KEY ("billing_scheme_id") REFERENCES "public"."billing_schemes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_event_sessions" ADD CONSTRAINT "billing_event_sessions_billing_event_id_billing_events_id_fk" FOREIGN KEY ("billing_event_id") REFERENCES "public"."billing_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_event_sessions" ADD CONSTRAINT "billing_event_sessions_session_id_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Closing a cycle is exactly-once: a second closer, or a re-run after a crash, inserts nothing.
CREATE UNIQUE INDEX "billing_events_one_per_cycle" ON "billing_events" USING btree ("billing_scheme_id","cycle_started_at","event_type");--> statement-breakpoint
CREATE INDEX "billing_events_retailer" ON "billing_events" USING btree ("retailer_id","cycle_ended_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "billing_event_sessions_session" ON "billing_event_sessions" USING btree ("session_id");
