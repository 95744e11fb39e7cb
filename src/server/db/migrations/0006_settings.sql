CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The platform fee staff set in site_settings carries over when it is a percentage staff may still set (0-50).
INSERT INTO "settings" ("key", "value", "updated_at")
SELECT 'marketplace.platformFeePercent', to_jsonb(trim("value")::double precision), "updated_at"
FROM "site_settings"
WHERE "key" = 'platform_fee_percent'
  AND CASE WHEN "value" ~ '^\s*([0-9]+\.?[0-9]*|\.[0-9]+)\s*$' THEN trim("value")::double precision <= 50 ELSE false END;--> statement-breakpoint
DROP TABLE "site_settings" CASCADE;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;