ALTER TABLE "payments" ADD COLUMN "received_amount_minor" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "received_currency" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "platform_fee_percent" double precision;