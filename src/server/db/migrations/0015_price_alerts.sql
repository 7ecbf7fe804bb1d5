CREATE TABLE "price_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text NOT NULL,
	"kind" text NOT NULL,
	"target_price" numeric(12, 4),
	"reference_price" numeric(12, 4),
	"armed" boolean DEFAULT true NOT NULL,
	"last_triggered_at" timestamp with time zone,
	"last_triggered_price" numeric(12, 4),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_alerts_no_stock_build" CHECK (not ("price_alerts"."target_kind" = 'build' and "price_alerts"."kind" = 'stock')),
	CONSTRAINT "price_alerts_price_target" CHECK ("price_alerts"."kind" <> 'price' or ("price_alerts"."target_price" is not null and "price_alerts"."target_price" >= 0))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_alerts_target_idx" ON "price_alerts" USING btree ("target_kind","target_id");--> statement-breakpoint
CREATE INDEX "price_alerts_user_idx" ON "price_alerts" USING btree ("user_id","created_at");