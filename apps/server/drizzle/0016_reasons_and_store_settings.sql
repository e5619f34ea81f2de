CREATE TABLE "reasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"retailer_id" uuid,
	"reason_text" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retailer_feature_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"retailer_id" uuid NOT NULL,
	"feature" text NOT NULL,
	"enabled" boolean NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "retailers" ADD COLUMN "email_banner_image_id" uuid;--> statement-breakpoint
ALTER TABLE "reasons" ADD CONSTRAINT "reasons_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retailer_feature_changes" ADD CONSTRAINT "retailer_feature_changes_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retailer_feature_changes" ADD CONSTRAINT "retailer_feature_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reasons_live_retailer" ON "reasons" USING btree ("retailer_id") WHERE "reasons"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "retailer_feature_changes_retailer" ON "retailer_feature_changes" USING btree ("retailer_id","changed_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "retailers" ADD CONSTRAINT "retailers_email_banner_image_id_images_image_id_fk" FOREIGN KEY ("email_banner_image_id") REFERENCES "public"."images"("image_id") ON DELETE set null ON UPDATE no action;