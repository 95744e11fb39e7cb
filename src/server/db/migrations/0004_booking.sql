CREATE TABLE "payment_webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_key" text NOT NULL,
	"reference" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"purpose" text NOT NULL,
	"request_id" uuid,
	"subscription_id" uuid,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_transaction_id" text,
	"checkout_url" text,
	"verified_at" timestamp with time zone,
	"refund_status" text DEFAULT 'none' NOT NULL,
	"refund_id" text,
	"refund_attempts" integer DEFAULT 0 NOT NULL,
	"refund_error" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_name" text NOT NULL,
	"description" text NOT NULL,
	"redirect_url" text NOT NULL,
	"status" text DEFAULT 'initialized' NOT NULL,
	"refunded_minor" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"plan" text NOT NULL,
	"celebrity_id" uuid,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "amount_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "refund_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "video_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "video_error" text;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "original_key" text;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "video_key" text;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "poster_key" text;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "video_duration_ms" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_request_id_video_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."video_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_celebrity_id_celebrity_profiles_id_fk" FOREIGN KEY ("celebrity_id") REFERENCES "public"."celebrity_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_webhook_events_key_idx" ON "payment_webhook_events" USING btree ("provider","event_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_idx" ON "payments" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "payments_request_idx" ON "payments" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "payments_subscription_idx" ON "payments" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "payments_refund_idx" ON "payments" USING btree ("refund_status");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_transactions_reference_idx" ON "sandbox_transactions" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","status","ends_at");--> statement-breakpoint
CREATE INDEX "video_requests_celebrity_status_idx" ON "video_requests" USING btree ("celebrity_id","status");--> statement-breakpoint
CREATE INDEX "video_requests_expires_idx" ON "video_requests" USING btree ("expires_at");--> statement-breakpoint
-- Bookings completed before these columns existed (demo data) count as paid at creation, delivered at their last change.
UPDATE "video_requests" SET "paid_at" = "created_at", "completed_at" = "updated_at" WHERE "status" = 'completed' AND "completed_at" IS NULL;
