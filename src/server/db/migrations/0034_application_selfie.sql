ALTER TABLE "celebrity_profiles" ADD COLUMN "selfie_code" text;--> statement-breakpoint
ALTER TABLE "celebrity_profiles" ADD COLUMN "selfie_key" text;--> statement-breakpoint
ALTER TABLE "celebrity_profiles" ADD COLUMN "selfie_content_type" text;--> statement-breakpoint
ALTER TABLE "celebrity_profiles" ADD COLUMN "selfie_uploaded_at" timestamp with time zone;