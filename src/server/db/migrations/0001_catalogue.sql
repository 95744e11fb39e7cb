CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "celebrity_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"username" text NOT NULL,
	"full_name" text NOT NULL,
	"profession" text NOT NULL,
	"category_id" text NOT NULL,
	"country" text NOT NULL,
	"bio" text NOT NULL,
	"price_cents" integer NOT NULL,
	"response_time" text DEFAULT '48 hours' NOT NULL,
	"image_url" text,
	"social_media" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"approved_at" timestamp with time zone,
	"rating_average" numeric(3, 2) DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"celebrity_id" uuid NOT NULL,
	"fan_id" text NOT NULL,
	"rating" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "showcase_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"celebrity_id" uuid NOT NULL,
	"title" text NOT NULL,
	"poster_url" text,
	"video_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fan_id" text NOT NULL,
	"celebrity_id" uuid NOT NULL,
	"status" text NOT NULL,
	"message" text NOT NULL,
	"occasion" text,
	"recipient_name" text,
	"deadline" text,
	"price_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currency_rates" (
	"currency_code" text PRIMARY KEY NOT NULL,
	"rate" double precision NOT NULL,
	"source" text NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slider_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text NOT NULL,
	"button_text" text,
	"button_link" text,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote" text NOT NULL,
	"author" text NOT NULL,
	"location" text NOT NULL,
	"image_url" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"role" text DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "celebrity_profiles" ADD CONSTRAINT "celebrity_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celebrity_profiles" ADD CONSTRAINT "celebrity_profiles_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_request_id_video_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."video_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_celebrity_id_celebrity_profiles_id_fk" FOREIGN KEY ("celebrity_id") REFERENCES "public"."celebrity_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_fan_id_users_id_fk" FOREIGN KEY ("fan_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcase_videos" ADD CONSTRAINT "showcase_videos_request_id_video_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."video_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcase_videos" ADD CONSTRAINT "showcase_videos_celebrity_id_celebrity_profiles_id_fk" FOREIGN KEY ("celebrity_id") REFERENCES "public"."celebrity_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_requests" ADD CONSTRAINT "video_requests_fan_id_users_id_fk" FOREIGN KEY ("fan_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_requests" ADD CONSTRAINT "video_requests_celebrity_id_celebrity_profiles_id_fk" FOREIGN KEY ("celebrity_id") REFERENCES "public"."celebrity_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "celebrity_profiles_username_lower_idx" ON "celebrity_profiles" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "celebrity_profiles_category_idx" ON "celebrity_profiles" USING btree ("category_id","price_cents") WHERE "celebrity_profiles"."approved";--> statement-breakpoint
CREATE INDEX "celebrity_profiles_price_idx" ON "celebrity_profiles" USING btree ("price_cents") WHERE "celebrity_profiles"."approved";--> statement-breakpoint
CREATE INDEX "celebrity_profiles_approved_at_idx" ON "celebrity_profiles" USING btree ("approved_at") WHERE "celebrity_profiles"."approved";--> statement-breakpoint
CREATE INDEX "celebrity_profiles_featured_idx" ON "celebrity_profiles" USING btree ("featured","rating_average") WHERE "celebrity_profiles"."approved";--> statement-breakpoint
CREATE INDEX "celebrity_profiles_user_idx" ON "celebrity_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "celebrity_profiles_search_trgm_idx" ON "celebrity_profiles" USING gin ((lower("full_name" || ' ' || "username" || ' ' || "profession")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_request_idx" ON "reviews" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "reviews_celebrity_created_idx" ON "reviews" USING btree ("celebrity_id","created_at");--> statement-breakpoint
CREATE INDEX "showcase_videos_celebrity_idx" ON "showcase_videos" USING btree ("celebrity_id","created_at");--> statement-breakpoint
CREATE INDEX "video_requests_celebrity_created_idx" ON "video_requests" USING btree ("celebrity_id","created_at");--> statement-breakpoint
CREATE INDEX "video_requests_fan_idx" ON "video_requests" USING btree ("fan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));