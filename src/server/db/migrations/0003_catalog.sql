CREATE TABLE "catalog_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"part_name" text NOT NULL,
	"brand" text NOT NULL,
	"platform" text DEFAULT 'AR15' NOT NULL,
	"main_category" text NOT NULL,
	"category" text NOT NULL,
	"subcategory" text NOT NULL,
	"sub_part" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"from_price" numeric(10, 2),
	"in_stock" boolean DEFAULT false NOT NULL,
	"variant_count" integer DEFAULT 0 NOT NULL,
	"calibers" text[] DEFAULT '{}'::text[] NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"name_key" text COLLATE "C" GENERATED ALWAYS AS (lower(part_name)) STORED NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', replace(part_name || ' ' || brand || ' ' || category || ' ' || subcategory || ' ' || type, '-', ' '))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_merchants" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"website_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_offers" (
	"variant_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"retail_price" numeric(10, 2),
	"in_stock" boolean DEFAULT true NOT NULL,
	"shipping" text DEFAULT 'Free shipping' NOT NULL,
	"buy_url" text NOT NULL,
	"image_large" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_offers_variant_id_merchant_id_pk" PRIMARY KEY("variant_id","merchant_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_variants" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"model" text NOT NULL,
	"upc" text,
	"mpn" text,
	"retail_price" numeric(10, 2),
	"notes" text DEFAULT '' NOT NULL,
	"included_parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"caliber" text,
	"caliber_compatibility" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"caliber_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"specs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price" numeric(10, 2),
	"in_stock" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_offers" ADD CONSTRAINT "catalog_offers_variant_id_catalog_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."catalog_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_offers" ADD CONSTRAINT "catalog_offers_merchant_id_catalog_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."catalog_merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_variants" ADD CONSTRAINT "catalog_variants_group_id_catalog_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."catalog_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_groups_popularity_idx" ON "catalog_groups" USING btree ("popularity" DESC NULLS LAST,"name_key","id");--> statement-breakpoint
CREATE INDEX "catalog_groups_price_idx" ON "catalog_groups" USING btree ("from_price","name_key","id");--> statement-breakpoint
CREATE INDEX "catalog_groups_price_desc_idx" ON "catalog_groups" USING btree ("from_price" DESC NULLS LAST,"name_key","id");--> statement-breakpoint
CREATE INDEX "catalog_groups_name_idx" ON "catalog_groups" USING btree ("name_key","id");--> statement-breakpoint
CREATE INDEX "catalog_groups_main_category_idx" ON "catalog_groups" USING btree ("main_category","popularity" DESC NULLS LAST,"name_key","id");--> statement-breakpoint
CREATE INDEX "catalog_groups_sub_part_idx" ON "catalog_groups" USING btree ("sub_part","popularity" DESC NULLS LAST,"name_key","id");--> statement-breakpoint
CREATE INDEX "catalog_groups_type_idx" ON "catalog_groups" USING btree ("type");--> statement-breakpoint
CREATE INDEX "catalog_groups_brand_idx" ON "catalog_groups" USING btree (lower("brand"));--> statement-breakpoint
CREATE INDEX "catalog_groups_platform_idx" ON "catalog_groups" USING btree ("platform");--> statement-breakpoint
CREATE INDEX "catalog_groups_in_stock_idx" ON "catalog_groups" USING btree ("in_stock");--> statement-breakpoint
CREATE INDEX "catalog_groups_calibers_idx" ON "catalog_groups" USING gin ("calibers");--> statement-breakpoint
CREATE INDEX "catalog_groups_search_idx" ON "catalog_groups" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_merchants_name_key" ON "catalog_merchants" USING btree ("name");--> statement-breakpoint
CREATE INDEX "catalog_offers_merchant_id_idx" ON "catalog_offers" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "catalog_variants_group_id_position_idx" ON "catalog_variants" USING btree ("group_id","position","id");--> statement-breakpoint
CREATE INDEX "catalog_variants_upc_idx" ON "catalog_variants" USING btree ("upc");