CREATE TABLE "builds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"platform" text DEFAULT 'AR15' NOT NULL,
	"save_status" text DEFAULT 'saved' NOT NULL,
	"share_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "builds" ADD CONSTRAINT "builds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "builds_user_id_created_at_idx" ON "builds" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "builds_share_id_key" ON "builds" USING btree ("share_id");