ALTER TABLE "video_requests" ADD COLUMN "processing_owner" text;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "processing_heartbeat_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "video_requests_processing_idx" ON "video_requests" USING btree ("processing_heartbeat_at") WHERE "video_requests"."video_status" = 'processing';