CREATE TABLE "feed_items" (
	"merchant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"status" text NOT NULL,
	"variant_id" text,
	"match_method" text,
	"match_score" real,
	"title" text NOT NULL,
	"brand" text,
	"gtin" text,
	"mpn" text,
	"product_type" text,
	"google_category" text,
	"link" text NOT NULL,
	"image_url" text,
	"price" numeric(10, 2) NOT NULL,
	"in_stock" boolean NOT NULL,
	"shipping" text NOT NULL,
	"suggestion" jsonb,
	"candidates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_items_merchant_id_product_id_pk" PRIMARY KEY("merchant_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "feed_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" text NOT NULL,
	"trigger" text NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"report" jsonb,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "media_images" (
	"id" text PRIMARY KEY NOT NULL,
	"source_url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_feeds" (
	"merchant_id" text PRIMARY KEY NOT NULL,
	"url" text,
	"format" text DEFAULT 'auto' NOT NULL,
	"mapping" jsonb,
	"interval_minutes" integer DEFAULT 360 NOT NULL,
	"full_catalogue" boolean DEFAULT true NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"etag" text,
	"last_modified" text,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" text NOT NULL,
	"variant_id" text,
	"ammo_id" text,
	"price" numeric(10, 2) NOT NULL,
	"in_stock" boolean NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_history_one_item" CHECK (("price_history"."variant_id" is null) <> ("price_history"."ammo_id" is null))
);
--> statement-breakpoint
DROP INDEX "catalog_offers_merchant_id_idx";--> statement-breakpoint
ALTER TABLE "ammo_offers" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "ammo_offers" ADD COLUMN "checked_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ammo_offers" ADD COLUMN "gone_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ammunition" ADD COLUMN "photo_id" text;--> statement-breakpoint
ALTER TABLE "catalog_groups" ADD COLUMN "photo_id" text;--> statement-breakpoint
ALTER TABLE "catalog_merchants" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_offers" ADD COLUMN "product_id" text;--> statement-breakpoint
ALTER TABLE "catalog_offers" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "catalog_offers" ADD COLUMN "checked_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_offers" ADD COLUMN "gone_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "catalog_variants" ADD COLUMN "photo_id" text;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_merchant_id_catalog_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."catalog_merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_variant_id_catalog_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."catalog_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_runs" ADD CONSTRAINT "feed_runs_merchant_id_catalog_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."catalog_merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_feeds" ADD CONSTRAINT "merchant_feeds_merchant_id_catalog_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."catalog_merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_merchant_id_catalog_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."catalog_merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_variant_id_catalog_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."catalog_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_ammo_id_ammunition_id_fk" FOREIGN KEY ("ammo_id") REFERENCES "public"."ammunition"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_items_status_idx" ON "feed_items" USING btree ("status","last_seen_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feed_runs_started_idx" ON "feed_runs" USING btree ("started_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "feed_runs_merchant_idx" ON "feed_runs" USING btree ("merchant_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "media_images_due_idx" ON "media_images" USING btree ("next_attempt_at") WHERE "media_images"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "merchant_feeds_due_idx" ON "merchant_feeds" USING btree ("next_run_at");--> statement-breakpoint
CREATE INDEX "price_history_variant_idx" ON "price_history" USING btree ("variant_id","recorded_at");--> statement-breakpoint
CREATE INDEX "price_history_ammo_idx" ON "price_history" USING btree ("ammo_id","recorded_at");--> statement-breakpoint
CREATE INDEX "ammo_offers_checked_idx" ON "ammo_offers" USING btree ("checked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_offers_product_key" ON "catalog_offers" USING btree ("merchant_id","product_id");--> statement-breakpoint
CREATE INDEX "catalog_offers_checked_idx" ON "catalog_offers" USING btree ("checked_at");--> statement-breakpoint
CREATE INDEX "catalog_variants_gtin_idx" ON "catalog_variants" USING btree (lpad(regexp_replace("upc", '[^0-9]', '', 'g'), 14, '0'));--> statement-breakpoint
CREATE INDEX "catalog_variants_mpn_idx" ON "catalog_variants" USING btree (lower("mpn"));