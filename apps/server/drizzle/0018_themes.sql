-- Themes (part 2 §3 Theme). At most one assigned theme per retailer (or all retailers: a null
-- retailer, taken as the nil uuid so that nulls compare equal) and language.
CREATE TABLE "themes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"theme_type" text DEFAULT 'button' NOT NULL,
	"language_code" text NOT NULL,
	"retailer_id" uuid,
	"assigned" boolean DEFAULT false NOT NULL,
	"logo_image_id" uuid,
	"configuration" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_logo_image_id_images_image_id_fk" FOREIGN KEY ("logo_image_id") REFERENCES "public"."images"("image_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "themes_one_assigned" ON "themes" USING btree (coalesce("retailer_id", '00000000-0000-0000-0000-000000000000'::uuid),"language_code") WHERE "themes"."assigned";--> statement-breakpoint
CREATE INDEX "themes_retailer" ON "themes" USING btree ("retailer_id");