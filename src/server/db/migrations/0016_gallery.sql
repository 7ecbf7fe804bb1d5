CREATE TABLE "gallery_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"build_id" uuid,
	"title" text NOT NULL,
	"write_up" text DEFAULT '' NOT NULL,
	"build_name" text NOT NULL,
	"parts" jsonb NOT NULL,
	"total_price" numeric(12, 2) NOT NULL,
	"part_count" integer NOT NULL,
	"calibre" text,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"entry_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gallery_entries" ADD CONSTRAINT "gallery_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_entries" ADD CONSTRAINT "gallery_entries_build_id_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "public"."builds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD CONSTRAINT "gallery_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD CONSTRAINT "gallery_photos_entry_id_gallery_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."gallery_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gallery_entries_build_key" ON "gallery_entries" USING btree ("build_id");--> statement-breakpoint
CREATE INDEX "gallery_entries_user_idx" ON "gallery_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "gallery_entries_public_idx" ON "gallery_entries" USING btree ("created_at" DESC NULLS LAST,"id") WHERE "gallery_entries"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "gallery_photos_entry_idx" ON "gallery_photos" USING btree ("entry_id","position");--> statement-breakpoint
CREATE INDEX "gallery_photos_user_idx" ON "gallery_photos" USING btree ("user_id","created_at");