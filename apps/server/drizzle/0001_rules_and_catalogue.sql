CREATE TABLE "addon_items" (
	"addon_item_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"retailer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"retailer_product_id" text NOT NULL,
	"display_value" numeric(12, 2) DEFAULT '5.00' NOT NULL,
	"synthetic_value" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"addon_type" text NOT NULL,
	"localized_name" jsonb NOT NULL,
	"localized_short_description" jsonb NOT NULL,
	"addon_banner_image" text,
	"addon_banner_background_color" text DEFAULT '#F0F2F5' NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cohorts" (
	"cohort_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"retailer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_category_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"retailer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"product_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"retailer_id" uuid NOT NULL,
	"retailer_product_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"campaign_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"retailer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"campaign_type" text NOT NULL,
	"product_url" text NOT NULL,
	"code" text NOT NULL,
	"rule_id" uuid,
	"objective" text,
	"target_discount_percentage" numeric(6, 3),
	"walkaway_percentage" numeric(6, 3),
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"visit_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rule_addon_items" (
	"rule_addon_item_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rule_id" uuid NOT NULL,
	"addon_item_id" uuid NOT NULL,
	"priority" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rule_cohorts" (
	"rule_id" uuid NOT NULL,
	"cohort_id" uuid NOT NULL,
	CONSTRAINT "rule_cohorts_rule_id_cohort_id_pk" PRIMARY KEY("rule_id","cohort_id")
);
--> statement-breakpoint
CREATE TABLE "rule_product_categories" (
	"rule_id" uuid NOT NULL,
	"product_category_id" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "rule_product_categories_rule_id_product_category_id_pk" PRIMARY KEY("rule_id","product_category_id")
);
--> statement-breakpoint
CREATE TABLE "rule_products" (
	"rule_id" uuid NOT NULL,
	"retailer_product_id" text NOT NULL,
	"name" text NOT NULL,
	"sku" text,
	"thumbnail_url" text,
	"position" integer NOT NULL,
	CONSTRAINT "rule_products_rule_id_retailer_product_id_pk" PRIMARY KEY("rule_id","retailer_product_id")
);
--> statement-breakpoint
CREATE TABLE "rules" (
	"rule_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text DEFAULT 'ruleset' NOT NULL,
	"retailer_id" uuid,
	"name" text NOT NULL,
	"match_type" text NOT NULL,
	"priority" integer NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"day" text,
	"local_starts_at_time" text,
	"local_ends_at_time" text,
	"experiment_percentage" numeric(6, 3),
	"objective" text DEFAULT 'balance_performance' NOT NULL,
	"target_discount_percentage" numeric(6, 3),
	"walkaway_percentage" numeric(6, 3),
	"algorithm_version" text,
	"hyper_parameters" jsonb,
	"cart_match_basis" text,
	"minimum_value" numeric(12, 2),
	"minimum_item_count" integer,
	"minimum_item_value" numeric(12, 2),
	"signposting_enabled" boolean DEFAULT false NOT NULL,
	"has_free_shipping_included" boolean DEFAULT false NOT NULL,
	"ask_quantity_first" boolean DEFAULT false NOT NULL,
	"display_setting" text DEFAULT 'always' NOT NULL,
	"delay_seconds" integer,
	"minimum_visit_number" integer,
	"recovered_parleys_active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"image_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"retailer_id" uuid,
	"image_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"storage" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text,
	"byte_size" integer,
	"uploaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "retailers" ADD COLUMN "shopify_access_token" text;--> statement-breakpoint
ALTER TABLE "addon_items" ADD CONSTRAINT "addon_items_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohorts" ADD CONSTRAINT "cohorts_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_rule_id_rules_rule_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."rules"("rule_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_addon_items" ADD CONSTRAINT "rule_addon_items_rule_id_rules_rule_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."rules"("rule_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_addon_items" ADD CONSTRAINT "rule_addon_items_addon_item_id_addon_items_addon_item_id_fk" FOREIGN KEY ("addon_item_id") REFERENCES "public"."addon_items"("addon_item_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_cohorts" ADD CONSTRAINT "rule_cohorts_rule_id_rules_rule_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."rules"("rule_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_cohorts" ADD CONSTRAINT "rule_cohorts_cohort_id_cohorts_cohort_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("cohort_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_product_categories" ADD CONSTRAINT "rule_product_categories_rule_id_rules_rule_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."rules"("rule_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_products" ADD CONSTRAINT "rule_products_rule_id_rules_rule_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."rules"("rule_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rules" ADD CONSTRAINT "rules_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addon_items_retailer_priority" ON "addon_items" USING btree ("retailer_id","priority","addon_item_id");--> statement-breakpoint
CREATE INDEX "cohorts_retailer_name" ON "cohorts" USING btree ("retailer_id","name","cohort_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_retailer_name" ON "product_categories" USING btree ("retailer_id",lower("name"));--> statement-breakpoint
CREATE INDEX "product_categories_retailer_name_order" ON "product_categories" USING btree ("retailer_id","name","product_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_retailer_product_id" ON "products" USING btree ("retailer_id","retailer_product_id");--> statement-breakpoint
CREATE INDEX "products_retailer_name" ON "products" USING btree ("retailer_id","name","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_code" ON "campaigns" USING btree ("code");--> statement-breakpoint
CREATE INDEX "campaigns_retailer" ON "campaigns" USING btree ("retailer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rule_addon_items_unique" ON "rule_addon_items" USING btree ("rule_id","addon_item_id");--> statement-breakpoint
CREATE INDEX "rule_addon_items_addon" ON "rule_addon_items" USING btree ("addon_item_id");--> statement-breakpoint
CREATE INDEX "rule_cohorts_cohort" ON "rule_cohorts" USING btree ("cohort_id");--> statement-breakpoint
CREATE INDEX "rule_products_product" ON "rule_products" USING btree ("retailer_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rules_priority_unique" ON "rules" USING btree ("kind",coalesce("retailer_id", '00000000-0000-0000-0000-000000000000'::uuid),"priority") WHERE "rules"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "rules_retailer" ON "rules" USING btree ("retailer_id","kind","priority");--> statement-breakpoint
CREATE INDEX "images_retailer" ON "images" USING btree ("retailer_id","created_at");