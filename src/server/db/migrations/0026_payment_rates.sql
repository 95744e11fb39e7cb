ALTER TABLE "payments" ADD COLUMN "rate_per_usd" double precision;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "rate_source" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "rate_fetched_at" timestamp with time zone;