ALTER TABLE "celebrity_profiles" ADD COLUMN "rush_price_cents" integer;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "rush" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "rush_price_cents" integer DEFAULT 0 NOT NULL;