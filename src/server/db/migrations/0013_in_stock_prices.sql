ALTER TABLE "ammunition" ADD COLUMN "price_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "catalog_groups" ADD COLUMN "price_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "catalog_variants" ADD COLUMN "price_checked_at" timestamp with time zone;--> statement-breakpoint
-- Shown prices become in stock first: recompute the derived prices once, with the default
-- freshness of 7 days (the stores recompute with the configured one on every change).
UPDATE "catalog_variants" AS t
   SET price = s.price, price_checked_at = s.price_checked_at, in_stock = s.in_stock
  FROM (
    SELECT i.id,
           coalesce(min(o.price) FILTER (WHERE o.in_stock AND o.gone_at IS NULL AND o.checked_at >= now() - interval '7 days'),
                    min(o.price) FILTER (WHERE o.gone_at IS NULL AND o.checked_at >= now() - interval '7 days')) AS price,
           (array_agg(o.checked_at ORDER BY o.in_stock DESC, o.price, o.checked_at DESC)
              FILTER (WHERE o.gone_at IS NULL AND o.checked_at >= now() - interval '7 days'))[1] AS price_checked_at,
           coalesce(bool_or(o.in_stock AND o.gone_at IS NULL AND o.checked_at >= now() - interval '7 days'), false) AS in_stock
      FROM "catalog_variants" i
      LEFT JOIN "catalog_offers" o ON o.variant_id = i.id
     GROUP BY i.id
  ) AS s
 WHERE t.id = s.id;--> statement-breakpoint
UPDATE "catalog_groups" AS t
   SET from_price = s.from_price, price_checked_at = s.price_checked_at, in_stock = s.in_stock
  FROM (
    SELECT g.id,
           coalesce(min(v.price) FILTER (WHERE v.in_stock), min(v.price)) AS from_price,
           (array_agg(v.price_checked_at ORDER BY v.in_stock DESC, v.price)
              FILTER (WHERE v.price IS NOT NULL))[1] AS price_checked_at,
           coalesce(bool_or(v.in_stock), false) AS in_stock
      FROM "catalog_groups" g
      LEFT JOIN "catalog_variants" v ON v.group_id = g.id
     GROUP BY g.id
  ) AS s
 WHERE t.id = s.id;--> statement-breakpoint
UPDATE "ammunition" AS t
   SET price = s.price, price_checked_at = s.price_checked_at,
       price_per_round = round(s.price / t.round_count, 4), in_stock = s.in_stock
  FROM (
    SELECT i.id,
           coalesce(min(o.price) FILTER (WHERE o.in_stock AND o.gone_at IS NULL AND o.checked_at >= now() - interval '7 days'),
                    min(o.price) FILTER (WHERE o.gone_at IS NULL AND o.checked_at >= now() - interval '7 days')) AS price,
           (array_agg(o.checked_at ORDER BY o.in_stock DESC, o.price, o.checked_at DESC)
              FILTER (WHERE o.gone_at IS NULL AND o.checked_at >= now() - interval '7 days'))[1] AS price_checked_at,
           coalesce(bool_or(o.in_stock AND o.gone_at IS NULL AND o.checked_at >= now() - interval '7 days'), false) AS in_stock
      FROM "ammunition" i
      LEFT JOIN "ammo_offers" o ON o.ammo_id = i.id
     GROUP BY i.id
  ) AS s
 WHERE t.id = s.id;
