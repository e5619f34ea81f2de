CREATE TABLE "uplift_visitors" (
	"uplift_test_id" uuid NOT NULL,
	"retailer_id" uuid NOT NULL,
	"shopper_id_hash" text NOT NULL,
	"cohort" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "uplift_visitors_uplift_test_id_shopper_id_hash_pk" PRIMARY KEY("uplift_test_id","shopper_id_hash")
);
--> statement-breakpoint
ALTER TABLE "uplift_visitors" ADD CONSTRAINT "uplift_visitors_uplift_test_id_uplift_tests_uplift_test_id_fk" FOREIGN KEY ("uplift_test_id") REFERENCES "public"."uplift_tests"("uplift_test_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uplift_visitors" ADD CONSTRAINT "uplift_visitors_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uplift_visitors_test_cohort" ON "uplift_visitors" USING btree ("uplift_test_id","cohort");