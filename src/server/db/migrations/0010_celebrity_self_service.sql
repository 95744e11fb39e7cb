-- Showcase rows before this migration had no fan consent behind them: none is kept.
DELETE FROM "showcase_videos";--> statement-breakpoint
CREATE TABLE "celebrity_previous_usernames" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"username" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "showcase_videos" DROP CONSTRAINT "showcase_videos_request_id_video_requests_id_fk";
--> statement-breakpoint
ALTER TABLE "showcase_videos" DROP CONSTRAINT "showcase_videos_celebrity_id_celebrity_profiles_id_fk";
--> statement-breakpoint
DROP INDEX "showcase_videos_celebrity_idx";--> statement-breakpoint
ALTER TABLE "celebrity_profiles" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "celebrity_profiles" ADD COLUMN "accepting_requests" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "showcase_videos" ADD COLUMN "position" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "showcase_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "celebrity_previous_usernames" ADD CONSTRAINT "celebrity_previous_usernames_profile_id_celebrity_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."celebrity_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "celebrity_previous_usernames_lower_idx" ON "celebrity_previous_usernames" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "celebrity_previous_usernames_profile_idx" ON "celebrity_previous_usernames" USING btree ("profile_id","created_at");--> statement-breakpoint
ALTER TABLE "showcase_videos" ADD CONSTRAINT "showcase_videos_request_id_video_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."video_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcase_videos" ADD CONSTRAINT "showcase_videos_celebrity_id_celebrity_profiles_id_fk" FOREIGN KEY ("celebrity_id") REFERENCES "public"."celebrity_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "celebrity_profiles_languages_idx" ON "celebrity_profiles" USING gin ("languages") WHERE "celebrity_profiles"."approved";--> statement-breakpoint
CREATE UNIQUE INDEX "showcase_videos_request_idx" ON "showcase_videos" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "showcase_videos_celebrity_idx" ON "showcase_videos" USING btree ("celebrity_id","position");--> statement-breakpoint
ALTER TABLE "showcase_videos" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "showcase_videos" DROP COLUMN "poster_url";--> statement-breakpoint
ALTER TABLE "showcase_videos" DROP COLUMN "video_url";