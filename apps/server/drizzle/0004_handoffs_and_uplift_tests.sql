CREATE TABLE "uplift_tests" (
	"uplift_test_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"retailer_id" uuid NOT NULL,
	"control_cohort_percentage" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"started_by_user_id" uuid,
	"ended_at" timestamp with time zone,
	"ended_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "handoffs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"destination" text NOT NULL,
	"user_id" uuid NOT NULL,
	"is_admin" boolean NOT NULL,
	"retailer_id" uuid,
	"where" text,
	"item_id" text,
	"console_origin" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone,
	"session_hash" text,
	"session_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "handoffs_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "handoffs_session_hash_unique" UNIQUE("session_hash")
);
--> statement-breakpoint
ALTER TABLE "uplift_tests" ADD CONSTRAINT "uplift_tests_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uplift_tests" ADD CONSTRAINT "uplift_tests_started_by_user_id_users_id_fk" FOREIGN KEY ("started_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uplift_tests" ADD CONSTRAINT "uplift_tests_ended_by_user_id_users_id_fk" FOREIGN KEY ("ended_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handoffs" ADD CONSTRAINT "handoffs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handoffs" ADD CONSTRAINT "handoffs_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uplift_tests_one_running" ON "uplift_tests" USING btree ("retailer_id") WHERE "uplift_tests"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "uplift_tests_retailer" ON "uplift_tests" USING btree ("retailer_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "handoffs_created" ON "handoffs" USING btree ("created_at");