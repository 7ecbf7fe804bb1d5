CREATE TABLE "ammo_offers" (
	"merchant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"ammo_id" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"in_stock" boolean DEFAULT true NOT NULL,
	"shipping" text DEFAULT 'Free shipping' NOT NULL,
	"buy_url" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ammo_offers_merchant_id_product_id_pk" PRIMARY KEY("merchant_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "ammunition" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"caliber" text NOT NULL,
	"grain" numeric(7, 2),
	"bullet_type" text,
	"round_count" integer NOT NULL,
	"casing" text,
	"platform" text NOT NULL,
	"upc" text,
	"description" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" numeric(10, 2),
	"price_per_round" numeric(12, 4),
	"in_stock" boolean DEFAULT false NOT NULL,
	"offer_count" integer DEFAULT 0 NOT NULL,
	"grain_bucket" text GENERATED ALWAYS AS (case when grain < 0 then null when grain < 50 then 'under-50' when grain >= 50 and grain <= 100 then '50-100' when grain > 100 and grain <= 150 then '100-150' when grain > 150 then '150-plus' end) STORED,
	"price_bucket" text GENERATED ALWAYS AS (case when price < 0 then null when price < 50 then 'under-50' when price >= 50 and price <= 100 then '50-100' when price > 100 and price <= 200 then '100-200' when price > 200 then '200-plus' end) STORED,
	"name_key" text COLLATE "C" GENERATED ALWAYS AS (lower(name)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ammo_offers" ADD CONSTRAINT "ammo_offers_merchant_id_catalog_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."catalog_merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ammo_offers" ADD CONSTRAINT "ammo_offers_ammo_id_ammunition_id_fk" FOREIGN KEY ("ammo_id") REFERENCES "public"."ammunition"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ammo_offers_ammo_id_price_idx" ON "ammo_offers" USING btree ("ammo_id","price");--> statement-breakpoint
CREATE INDEX "ammunition_price_per_round_idx" ON "ammunition" USING btree ("price_per_round","name_key","id");--> statement-breakpoint
CREATE INDEX "ammunition_price_idx" ON "ammunition" USING btree ("price","name_key","id");--> statement-breakpoint
CREATE INDEX "ammunition_price_desc_idx" ON "ammunition" USING btree ("price" DESC NULLS LAST,"name_key","id");--> statement-breakpoint
CREATE INDEX "ammunition_name_idx" ON "ammunition" USING btree ("name_key","id");--> statement-breakpoint
CREATE INDEX "ammunition_caliber_idx" ON "ammunition" USING btree ("caliber","price_per_round","name_key","id");--> statement-breakpoint
CREATE INDEX "ammunition_bullet_type_idx" ON "ammunition" USING btree ("bullet_type");--> statement-breakpoint
CREATE INDEX "ammunition_grain_bucket_idx" ON "ammunition" USING btree ("grain_bucket");--> statement-breakpoint
CREATE INDEX "ammunition_price_bucket_idx" ON "ammunition" USING btree ("price_bucket");--> statement-breakpoint
CREATE INDEX "ammunition_brand_idx" ON "ammunition" USING btree (lower("brand"));--> statement-breakpoint
CREATE INDEX "ammunition_in_stock_idx" ON "ammunition" USING btree ("in_stock");--> statement-breakpoint
CREATE UNIQUE INDEX "ammunition_upc_key" ON "ammunition" USING btree ("upc");