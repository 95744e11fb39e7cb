DROP INDEX "celebrity_profiles_approved_at_idx";--> statement-breakpoint
CREATE INDEX "celebrity_profiles_newest_idx" ON "celebrity_profiles" USING btree ("approved_at" DESC NULLS LAST,"id") WHERE "celebrity_profiles"."approved";--> statement-breakpoint
CREATE INDEX "celebrity_profiles_category_newest_idx" ON "celebrity_profiles" USING btree ("category_id","approved_at" DESC NULLS LAST,"id") WHERE "celebrity_profiles"."approved";--> statement-breakpoint
CREATE INDEX "video_requests_created_idx" ON "video_requests" USING btree ("created_at","celebrity_id","status");