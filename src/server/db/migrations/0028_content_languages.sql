-- Content per language (issue 22, item 3): page texts per (page, locale); translations of slides, posts and bios; the recording language of a request.
ALTER TABLE "page_contents" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "page_contents" DROP CONSTRAINT "page_contents_pkey";--> statement-breakpoint
ALTER TABLE "page_contents" ADD CONSTRAINT "page_contents_page_id_locale_pk" PRIMARY KEY("page_id","locale");--> statement-breakpoint
ALTER TABLE "page_content_revisions" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
DROP INDEX "page_content_revisions_page_idx";--> statement-breakpoint
CREATE INDEX "page_content_revisions_page_idx" ON "page_content_revisions" USING btree ("page_id","locale","saved_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "celebrity_profiles" ADD COLUMN "bio_translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "video_requests" ADD COLUMN "recording_language" text;--> statement-breakpoint
ALTER TABLE "slider_items" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;
