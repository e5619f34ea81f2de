CREATE TABLE "session_messages" (
	"message_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"retailer_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"user_message" text,
	"messages" text[] DEFAULT '{}'::text[] NOT NULL,
	"expression" jsonb,
	"user_reaction" text,
	"bot_reaction" text,
	"understanding_issues" text[] DEFAULT '{}'::text[] NOT NULL,
	"intents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"entities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"interaction_data" jsonb NOT NULL,
	"incorrect_intent_inference" boolean DEFAULT false NOT NULL,
	"incorrect_entity_inference" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"retailer_id" uuid NOT NULL,
	"shopper_id_hash" text NOT NULL,
	"is_returning_user" boolean DEFAULT false NOT NULL,
	"api_version" text NOT NULL,
	"negotiation_type" text NOT NULL,
	"direction" text DEFAULT 'down' NOT NULL,
	"retailer_session_id" text,
	"retailer_product_id" text,
	"product_name" text NOT NULL,
	"product_url" text,
	"product_sku" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"product_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"cart_items" jsonb,
	"quote_reference_id" text,
	"rag" jsonb,
	"product_price" numeric(12, 2) NOT NULL,
	"current_price" numeric(12, 2) NOT NULL,
	"walkaway_price" numeric(12, 2) NOT NULL,
	"walkaway_percentage" numeric(6, 3) NOT NULL,
	"target_discount_percentage" numeric(6, 3),
	"last_user_bid" numeric(12, 2),
	"deal_price" numeric(12, 2),
	"objective" text NOT NULL,
	"negotiation_status" text NOT NULL,
	"summary_status" text NOT NULL,
	"zone_walk" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"engagement_score" numeric(4, 2),
	"engagement_category" text DEFAULT 'pending' NOT NULL,
	"chattiness" numeric(4, 2),
	"chattiness_category" text DEFAULT 'pending' NOT NULL,
	"addon_item_id" uuid,
	"ended_at" timestamp with time zone,
	"rule_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"algorithm_version" text NOT NULL,
	"hyper_parameters" jsonb NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"language" text NOT NULL,
	"currency" text NOT NULL,
	"currency_symbol" text NOT NULL,
	"conversation_setup" jsonb NOT NULL,
	"conversation_state" jsonb NOT NULL,
	"cohort_id" text,
	"campaign_id" uuid,
	"retailer_order_number" text,
	"user_name" text,
	"user_email" text,
	"recovered_offer" jsonb,
	"data_quality" integer,
	"data_tag" text,
	"data_note" text,
	"price_token_id" text,
	"price_token_expires_at" timestamp with time zone,
	"price_token_redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"purchase_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"retailer_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"api_version" text NOT NULL,
	"product_id" text NOT NULL,
	"order_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"sale_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"retailer_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"shopper_id_hash" text,
	"parley_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"retailer_id" uuid NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_retailer_id_key_pk" PRIMARY KEY("retailer_id","key")
);
--> statement-breakpoint
ALTER TABLE "retailers" ADD COLUMN "api_key" text DEFAULT ('pk_' || replace(gen_random_uuid()::text, '-', '')) NOT NULL;--> statement-breakpoint
ALTER TABLE "retailers" ADD COLUMN "secret_key" text DEFAULT ('sk_' || replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')) NOT NULL;--> statement-breakpoint
ALTER TABLE "session_messages" ADD CONSTRAINT "session_messages_session_id_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_messages" ADD CONSTRAINT "session_messages_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_addon_item_id_addon_items_addon_item_id_fk" FOREIGN KEY ("addon_item_id") REFERENCES "public"."addon_items"("addon_item_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_campaign_id_campaigns_campaign_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("campaign_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_session_id_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "session_messages_position" ON "session_messages" USING btree ("session_id","position");--> statement-breakpoint
CREATE INDEX "session_messages_retailer" ON "session_messages" USING btree ("retailer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_retailer_created" ON "sessions" USING btree ("retailer_id","created_at" DESC NULLS LAST,"session_id");--> statement-breakpoint
CREATE INDEX "sessions_created" ON "sessions" USING btree ("created_at" DESC NULLS LAST,"session_id");--> statement-breakpoint
CREATE INDEX "sessions_retailer_summary" ON "sessions" USING btree ("retailer_id","summary_status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_retailer_negotiation" ON "sessions" USING btree ("retailer_id","negotiation_status");--> statement-breakpoint
CREATE INDEX "sessions_shopper_product" ON "sessions" USING btree ("retailer_id","shopper_id_hash","retailer_product_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_price_token" ON "sessions" USING btree ("price_token_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_session" ON "purchases" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "purchases_retailer" ON "purchases" USING btree ("retailer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "sales_retailer_order" ON "sales" USING btree ("retailer_id","order_number");--> statement-breakpoint
CREATE INDEX "sales_retailer_ordered" ON "sales" USING btree ("retailer_id","ordered_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "idempotency_keys_created" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "retailers_api_key" ON "retailers" USING btree ("api_key");--> statement-breakpoint
CREATE UNIQUE INDEX "retailers_secret_key" ON "retailers" USING btree ("secret_key");