CREATE TABLE "experiment_cohorts" (
	"cohort_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"experiment_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"cohort_percentage" numeric(5, 2) NOT NULL,
	"parley_override_setting" text DEFAULT 'no_change' NOT NULL,
	"override_theme_id" uuid,
	"algorithm_version" text,
	"target_discount_percentage" numeric(6, 3),
	"hyper_parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"results" jsonb
);
--> statement-breakpoint
CREATE TABLE "experiment_retailers" (
	"experiment_id" uuid NOT NULL,
	"retailer_id" uuid NOT NULL,
	CONSTRAINT "experiment_retailers_experiment_id_retailer_id_pk" PRIMARY KEY("experiment_id","retailer_id")
);
--> statement-breakpoint
CREATE TABLE "experiment_visitors" (
	"experiment_id" uuid NOT NULL,
	"retailer_id" uuid NOT NULL,
	"shopper_id_hash" text NOT NULL,
	"cohort_id" uuid,
	"first_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "experiment_visitors_experiment_id_shopper_id_hash_pk" PRIMARY KEY("experiment_id","shopper_id_hash")
);
--> statement-breakpoint
CREATE TABLE "experiments" (
	"experiment_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"objective" text,
	"active" boolean DEFAULT false NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"results_computed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "experiment_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "experiment_cohort_id" uuid;--> statement-breakpoint
ALTER TABLE "experiment_cohorts" ADD CONSTRAINT "experiment_cohorts_experiment_id_experiments_experiment_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("experiment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_cohorts" ADD CONSTRAINT "experiment_cohorts_override_theme_id_themes_id_fk" FOREIGN KEY ("override_theme_id") REFERENCES "public"."themes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_retailers" ADD CONSTRAINT "experiment_retailers_experiment_id_experiments_experiment_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("experiment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_retailers" ADD CONSTRAINT "experiment_retailers_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_visitors" ADD CONSTRAINT "experiment_visitors_experiment_id_experiments_experiment_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("experiment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_visitors" ADD CONSTRAINT "experiment_visitors_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "experiment_cohorts_experiment" ON "experiment_cohorts" USING btree ("experiment_id","position");--> statement-breakpoint
CREATE INDEX "experiment_retailers_retailer" ON "experiment_retailers" USING btree ("retailer_id");--> statement-breakpoint
CREATE INDEX "experiment_visitors_cohort" ON "experiment_visitors" USING btree ("cohort_id");--> statement-breakpoint
CREATE INDEX "experiments_listed" ON "experiments" USING btree ("archived","deleted","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_experiment_created" ON "sessions" USING btree ("experiment_id","created_at" DESC NULLS LAST,"session_id") WHERE "sessions"."experiment_id" is not null;--> statement-breakpoint
CREATE INDEX "sessions_experiment_cohort_created" ON "sessions" USING btree ("experiment_cohort_id","created_at" DESC NULLS LAST,"session_id") WHERE "sessions"."experiment_cohort_id" is not null;