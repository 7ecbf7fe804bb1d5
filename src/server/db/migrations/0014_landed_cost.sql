ALTER TABLE "ammo_offers" ADD COLUMN "shipping_price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "catalog_merchants" ADD COLUMN "shipping_flat" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_merchants" ADD COLUMN "shipping_per_item" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_merchants" ADD COLUMN "shipping_free_over" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "catalog_offers" ADD COLUMN "shipping_price" numeric(10, 2);--> statement-breakpoint
-- Offers imported before shipping prices were kept: their label '$7.99 shipping' names it.
UPDATE "catalog_offers" SET "shipping_price" = substring("shipping" from '^\$([0-9]+(\.[0-9]+)?) shipping$')::numeric
 WHERE "shipping" ~ '^\$[0-9]+(\.[0-9]+)? shipping$';--> statement-breakpoint
UPDATE "ammo_offers" SET "shipping_price" = substring("shipping" from '^\$([0-9]+(\.[0-9]+)?) shipping$')::numeric
 WHERE "shipping" ~ '^\$[0-9]+(\.[0-9]+)? shipping$';
